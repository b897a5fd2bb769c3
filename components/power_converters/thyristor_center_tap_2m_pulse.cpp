#include "components/power_converters/thyristor_center_tap_2m_pulse.hpp"

#include "components/blocks/vector_signals.hpp"

namespace acausal::power_converters {

ThyristorCenterTap2mPulse::ThyristorCenterTap2mPulse(ComponentContext ctx, Params params)
    : Component(std::move(ctx)), CenterTap2mTerminals(static_cast<Component&>(*this), params.m) {
  polyphase::check_phase_count(*this, params.m, 3);
  const auto m = static_cast<std::size_t>(params.m);
  fire_p = blocks::declare_inputs(*this, "fire_p", m);
  fire_n = blocks::declare_inputs(*this, "fire_n", m);
  auto& thyristor_p = add<polyphase::IdealThyristor>(
      "thyristor_p", thyristor_params(params, params.m, params.offStart_p));
  auto& thyristor_n = add<polyphase::IdealThyristor>(
      "thyristor_n", thyristor_params(params, params.m, params.offStart_n));
  connect_through_star(*this, ac_p, thyristor_p, "star_p", dc_p);
  connect_through_star(*this, ac_n, thyristor_n, "star_n", dc_p);
  for (std::size_t k = 0; k < m; ++k) {
    connect(fire_p[k], thyristor_p.fire[k]);
    connect(fire_n[k], thyristor_n.fire[k]);
  }
  equation(LossPower, thyristor_p.LossPower + thyristor_n.LossPower);
}

}  // namespace acausal::power_converters
