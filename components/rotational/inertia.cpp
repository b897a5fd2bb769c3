#include "components/rotational/inertia.hpp"

namespace acausal::rotational {

Inertia::Inertia(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flange_a(declare_flange(*this, "flange_a")),
      flange_b(declare_flange(*this, "flange_b")),
      phi(variable("phi", {.unit = "rad", .description = "absolute rotation angle"})),
      w(variable("w", {.unit = "rad/s", .description = "absolute angular velocity"})),
      a(variable("a", {.unit = "rad/s2", .description = "absolute angular acceleration"})) {
  Expr J = parameter("J", p.J, {"kg.m2", "moment of inertia", ParameterCheck::NonNegative});
  equation(phi, flange_a.phi);
  equation(phi, flange_b.phi);
  equation(w, der(phi));
  equation(a, der(w));
  equation(J * a, flange_a.tau + flange_b.tau);
}

}  // namespace acausal::rotational
