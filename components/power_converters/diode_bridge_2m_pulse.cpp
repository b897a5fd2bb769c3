#include "components/power_converters/diode_bridge_2m_pulse.hpp"

#include "components/polyphase/ideal_diode.hpp"

namespace acausal::power_converters {

DiodeBridge2mPulse::DiodeBridge2mPulse(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      PolyphaseBridgeTerminals(static_cast<Component&>(*this), params.m) {
  polyphase::check_phase_count(*this, params.m, 3);
  const polyphase::IdealDiode::Params diode{
      .m = params.m, .Ron = params.RonDiode, .Goff = params.GoffDiode, .Vknee = params.VkneeDiode};
  auto& diode_p = add<polyphase::IdealDiode>("diode_p", diode);
  auto& diode_n = add<polyphase::IdealDiode>("diode_n", diode);
  connect_2m_bridge(*this, *this, params.m, diode_p, diode_p.LossPower, diode_n, diode_n.LossPower);
}

}  // namespace acausal::power_converters
