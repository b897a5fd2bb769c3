#include "components/power_converters/diode_center_tap_m_pulse.hpp"

#include "components/polyphase/ideal_diode.hpp"

namespace acausal::power_converters {

DiodeCenterTapmPulse::DiodeCenterTapmPulse(ComponentContext ctx, Params params)
    : Component(std::move(ctx)), CenterTapmTerminals(static_cast<Component&>(*this), params.m) {
  polyphase::check_phase_count(*this, params.m, 3);
  check_odd_phase_count(*this, params.m);
  auto& diode = add<polyphase::IdealDiode>(
      "diode", polyphase::IdealDiode::Params{.m = params.m,
                                             .Ron = params.RonDiode,
                                             .Goff = params.GoffDiode,
                                             .Vknee = params.VkneeDiode});
  connect_through_star(*this, ac, diode, "star", dc_p);
  equation(LossPower, diode.LossPower);
}

}  // namespace acausal::power_converters
