#include "components/power_converters/thyristor_bridge_2pulse.hpp"

namespace acausal::power_converters {

ThyristorBridge2Pulse::ThyristorBridge2Pulse(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      BridgeTerminals(static_cast<Component&>(*this)),
      fire_p(signal::declare_input(*this, "fire_p")),
      fire_n(signal::declare_input(*this, "fire_n")) {
  using electrical::IdealThyristor;
  auto& p1 = add<IdealThyristor>("thyristor_p1", thyristor_params(params, params.offStart_p1));
  auto& p2 = add<IdealThyristor>("thyristor_p2", thyristor_params(params, params.offStart_p2));
  auto& n1 = add<IdealThyristor>("thyristor_n1", thyristor_params(params, params.offStart_n1));
  auto& n2 = add<IdealThyristor>("thyristor_n2", thyristor_params(params, params.offStart_n2));
  connect_graetz_bridge(*this, *this, p1, p2, n1, n2);
  connect(fire_p, p1.fire);
  connect(fire_p, n2.fire);
  connect(fire_n, p2.fire);
  connect(fire_n, n1.fire);
}

}  // namespace acausal::power_converters
