#include "components/power_converters/thyristor_center_tap_m_pulse.hpp"

#include "components/blocks/vector_signals.hpp"

namespace acausal::power_converters {

ThyristorCenterTapmPulse::ThyristorCenterTapmPulse(ComponentContext ctx, Params params)
    : Component(std::move(ctx)), CenterTapmTerminals(static_cast<Component&>(*this), params.m) {
  polyphase::check_phase_count(*this, params.m, 3);
  check_odd_phase_count(*this, params.m);
  const auto m = static_cast<std::size_t>(params.m);
  fire_p = blocks::declare_inputs(*this, "fire_p", m);
  auto& thyristor = add<polyphase::IdealThyristor>(
      "thyristor", thyristor_params(params, params.m, params.offStart));
  connect_through_star(*this, ac, thyristor, "star", dc_p);
  for (std::size_t k = 0; k < m; ++k) connect(fire_p[k], thyristor.fire[k]);
  equation(LossPower, thyristor.LossPower);
}

}  // namespace acausal::power_converters
