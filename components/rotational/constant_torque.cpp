#include "components/rotational/constant_torque.hpp"

namespace acausal::rotational {

ConstantTorque::ConstantTorque(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flange(declare_flange(*this, "flange")),
      phi(variable("phi", {.unit = "rad", .description = "angle of flange w.r.t. support"})),
      w(variable("w",
                 {.unit = "rad/s", .description = "angular velocity of flange w.r.t. support"})),
      tau(variable("tau", {.unit = "N.m", .description = "accelerating torque acting at flange"})) {
  Expr tau_constant = parameter("tau_constant", p.tau_constant,
                                {"N.m", "constant torque (if negative, torque is acting as load)"});
  OptionalSupport support(*this, p.use_support, -flange.tau);
  equation(phi, flange.phi - support.phi);
  equation(w, der(phi));
  equation(tau, -flange.tau);
  equation(tau, tau_constant);
}

}  // namespace acausal::rotational
