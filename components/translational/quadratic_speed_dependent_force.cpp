#include "components/translational/quadratic_speed_dependent_force.hpp"

namespace acausal::translational {

QuadraticSpeedDependentForce::QuadraticSpeedDependentForce(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      ElementaryOneFlangeAndSupport(static_cast<Component&>(*this), p.use_support),
      v(variable("v", {.unit = "m/s", .description = "velocity of flange w.r.t. support"})),
      f(variable("f", {.unit = "N", .description = "accelerating force acting at flange"})) {
  Expr f_nominal = parameter(
      "f_nominal", p.f_nominal,
      {"N", "nominal force (if negative, force is acting as load in positive direction)"});
  Expr v_nominal =
      parameter("v_nominal", p.v_nominal, {"m/s", "nominal speed", ParameterCheck::Positive});
  equation(v, der(s));
  equation(f, flange.f);  // MSL PartialForce
  const Expr square = (v / v_nominal) * (v / v_nominal);
  equation(f, p.force_direction ? -f_nominal * square
                                : -f_nominal * no_event(if_else(v >= 0.0, square, -square)));
}

}  // namespace acausal::translational
