#include "components/rotational/quadratic_speed_dependent_torque.hpp"

namespace acausal::rotational {

QuadraticSpeedDependentTorque::QuadraticSpeedDependentTorque(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flange(declare_flange(*this, "flange")),
      phi(variable("phi", {.unit = "rad", .description = "angle of flange w.r.t. support"})),
      w(variable("w",
                 {.unit = "rad/s", .description = "angular velocity of flange w.r.t. support"})),
      tau(variable("tau", {.unit = "N.m", .description = "accelerating torque acting at flange"})) {
  Expr tau_nominal = parameter(
      "tau_nominal", p.tau_nominal,
      {"N.m", "nominal torque (if negative, torque is acting as load in positive direction)"});
  Expr w_nominal =
      parameter("w_nominal", p.w_nominal, {"rad/s", "nominal speed", ParameterCheck::Positive});
  OptionalSupport support(*this, p.use_support, -flange.tau);
  equation(phi, flange.phi - support.phi);
  equation(w, der(phi));
  equation(tau, -flange.tau);
  const Expr square = (w / w_nominal) * (w / w_nominal);
  // smooth(1, ...): the two branches meet with equal value and slope at w = 0.
  equation(tau, p.torque_direction ? tau_nominal * square
                                   : tau_nominal * no_event(if_else(w >= 0.0, square, -square)));
}

}  // namespace acausal::rotational
