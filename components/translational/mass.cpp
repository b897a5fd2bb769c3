#include "components/translational/mass.hpp"

namespace acausal::translational {

Mass::Mass(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      Rigid(static_cast<Component&>(*this), p.L, {.start = 0.0}),
      v(variable("v",
                 {.unit = "m/s", .description = "absolute velocity of component", .start = 0.0})),
      a(variable(
          "a",
          {.unit = "m/s2", .description = "absolute acceleration of component", .start = 0.0})) {
  Expr m = parameter("m", p.m, {"kg", "mass of the sliding mass", ParameterCheck::NonNegative});
  equation(v, der(s));
  equation(a, der(v));
  equation(m * a, flange_a.f + flange_b.f);
}

}  // namespace acausal::translational
