#include "components/power_converters/thyristor_bridge_2m_pulse.hpp"

#include "components/blocks/logical.hpp"
#include "components/blocks/vector_signals.hpp"

namespace acausal::power_converters {

ThyristorBridge2mPulse::ThyristorBridge2mPulse(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      PolyphaseBridgeTerminals(static_cast<Component&>(*this), params.m) {
  polyphase::check_phase_count(*this, params.m, 3);
  const auto m = static_cast<std::size_t>(params.m);
  fire_p = blocks::declare_inputs(*this, "fire_p", m);
  fire_n = blocks::declare_inputs(*this, "fire_n", m);
  auto& thyristor_p = add<polyphase::IdealThyristor>(
      "thyristor_p", thyristor_params(params, params.m, params.offStart_p));
  auto& thyristor_n = add<polyphase::IdealThyristor>(
      "thyristor_n", thyristor_params(params, params.m, params.offStart_n));
  connect_2m_bridge(*this, *this, params.m, thyristor_p, thyristor_p.LossPower, thyristor_n,
                    thyristor_n.LossPower);
  for (std::size_t k = 0; k < m; ++k) {
    auto& pre_p = add<blocks::Pre>("pre_p" + polyphase::index(k));
    auto& pre_n = add<blocks::Pre>("pre_n" + polyphase::index(k));
    connect(fire_p[k], pre_p.u);
    connect(pre_p.y, thyristor_p.fire[k]);
    connect(fire_n[k], pre_n.u);
    connect(pre_n.y, thyristor_n.fire[k]);
  }
}

}  // namespace acausal::power_converters
