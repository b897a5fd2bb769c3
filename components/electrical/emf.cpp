#include "components/electrical/emf.hpp"

namespace acausal::electrical {

EMF::EMF(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      p(declare_pin(*this, "p")),
      n(declare_pin(*this, "n")),
      flange(rotational::declare_flange(*this, "flange")),
      v(variable("v", {.unit = "V", .description = "voltage drop between the two pins"})),
      i(variable("i", {.unit = "A", .description = "current flowing from pin p to pin n"})),
      phi(variable("phi", {.unit = "rad", .description = "angle of flange w.r.t. support"})),
      w(variable("w",
                 {.unit = "rad/s", .description = "angular velocity of flange w.r.t. support"})),
      tau(variable("tau", {.unit = "N.m", .description = "torque of flange"})),
      tauElectrical(
          variable("tauElectrical", {.unit = "N.m", .description = "electrical torque"})) {
  Expr k = parameter("k", params.k, {"N.m/A", "transformation coefficient"});
  rotational::OptionalSupport support(*this, params.use_support, -tau);
  equation(v, p.v - n.v);
  equation(0.0, p.i + n.i);
  equation(i, p.i);

  equation(phi, flange.phi - support.phi);
  equation(w, der(phi));
  equation(k * w, v);
  equation(tau, -k * i);
  equation(tauElectrical, -tau);
  equation(tau, flange.tau);
}

}  // namespace acausal::electrical
