#include "components/power_converters/half_controlled_bridge_2m_pulse.hpp"

#include "components/blocks/logical.hpp"
#include "components/blocks/vector_signals.hpp"
#include "components/polyphase/ideal_diode.hpp"

namespace acausal::power_converters {

HalfControlledBridge2mPulse::HalfControlledBridge2mPulse(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      PolyphaseBridgeTerminals(static_cast<Component&>(*this), params.m) {
  polyphase::check_phase_count(*this, params.m, 3);
  const auto m = static_cast<std::size_t>(params.m);
  fire_p = blocks::declare_inputs(*this, "fire_p", m);
  auto& thyristor_p = add<polyphase::IdealThyristor>(
      "thyristor_p", thyristor_params(params, params.m, params.offStart_p));
  auto& diode_n = add<polyphase::IdealDiode>(
      "diode_n", polyphase::IdealDiode::Params{.m = params.m,
                                               .Ron = params.RonDiode,
                                               .Goff = params.GoffDiode,
                                               .Vknee = params.VkneeDiode});
  connect_2m_bridge(*this, *this, params.m, thyristor_p, thyristor_p.LossPower, diode_n,
                    diode_n.LossPower);
  for (std::size_t k = 0; k < m; ++k) {
    auto& pre = add<blocks::Pre>("pre" + polyphase::index(k));
    connect(fire_p[k], pre.u);
    connect(pre.y, thyristor_p.fire[k]);
  }
}

}  // namespace acausal::power_converters
