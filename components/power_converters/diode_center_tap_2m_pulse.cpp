#include "components/power_converters/diode_center_tap_2m_pulse.hpp"

#include "components/polyphase/ideal_diode.hpp"

namespace acausal::power_converters {

DiodeCenterTap2mPulse::DiodeCenterTap2mPulse(ComponentContext ctx, Params params)
    : Component(std::move(ctx)), CenterTap2mTerminals(static_cast<Component&>(*this), params.m) {
  polyphase::check_phase_count(*this, params.m, 3);
  const polyphase::IdealDiode::Params diode{
      .m = params.m, .Ron = params.RonDiode, .Goff = params.GoffDiode, .Vknee = params.VkneeDiode};
  auto& diode_p = add<polyphase::IdealDiode>("diode_p", diode);
  auto& diode_n = add<polyphase::IdealDiode>("diode_n", diode);
  connect_through_star(*this, ac_p, diode_p, "star_p", dc_p);
  connect_through_star(*this, ac_n, diode_n, "star_n", dc_p);
  equation(LossPower, diode_p.LossPower + diode_n.LossPower);
}

}  // namespace acausal::power_converters
