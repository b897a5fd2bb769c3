#include "components/rotational/torque_step.hpp"

namespace acausal::rotational {

TorqueStep::TorqueStep(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flange(declare_flange(*this, "flange")),
      phi(variable("phi", {.unit = "rad", .description = "angle of flange w.r.t. support"})),
      w(variable("w",
                 {.unit = "rad/s", .description = "angular velocity of flange w.r.t. support"})),
      tau(variable("tau", {.unit = "N.m", .description = "accelerating torque acting at flange"})) {
  Expr step = parameter("stepTorque", p.stepTorque,
                        {"N.m", "height of torque step (if negative, torque is acting as load)"});
  Expr offset = parameter("offsetTorque", p.offsetTorque, {"N.m", "offset of torque"});
  Expr start = parameter("startTime", p.startTime, {"s", "torque = offset for time < startTime"});
  OptionalSupport support(*this, p.use_support, -flange.tau);
  equation(phi, flange.phi - support.phi);
  equation(w, der(phi));
  equation(tau, -flange.tau);
  equation(tau, offset + if_else(Expr::time() < start, 0.0, step));
}

}  // namespace acausal::rotational
