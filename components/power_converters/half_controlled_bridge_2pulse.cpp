#include "components/power_converters/half_controlled_bridge_2pulse.hpp"

#include "components/electrical/ideal_diode.hpp"

namespace acausal::power_converters {

HalfControlledBridge2Pulse::HalfControlledBridge2Pulse(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      BridgeTerminals(static_cast<Component&>(*this)),
      fire_p(signal::declare_input(*this, "fire_p")),
      fire_n(signal::declare_input(*this, "fire_n")) {
  using electrical::IdealDiode;
  using electrical::IdealThyristor;
  const electrical::IdealDiodeParams diode{
      .Ron = params.RonDiode, .Goff = params.GoffDiode, .Vknee = params.VkneeDiode};
  auto& p1 = add<IdealThyristor>("thyristor_p1", thyristor_params(params, params.offStart_p1));
  auto& p2 = add<IdealThyristor>("thyristor_p2", thyristor_params(params, params.offStart_p2));
  auto& n1 = add<IdealDiode>("diode_n1", diode);
  auto& n2 = add<IdealDiode>("diode_n2", diode);
  connect_graetz_bridge(*this, *this, p1, p2, n1, n2);
  connect(fire_p, p1.fire);
  connect(fire_n, p2.fire);
}

}  // namespace acausal::power_converters
