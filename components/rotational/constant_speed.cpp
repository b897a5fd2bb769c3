#include "components/rotational/constant_speed.hpp"

namespace acausal::rotational {

ConstantSpeed::ConstantSpeed(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flange(declare_flange(*this, "flange")),
      phi(variable("phi",
                   {.unit = "rad", .description = "angle of flange w.r.t. support", .start = 0.0})),
      w(variable("w",
                 {.unit = "rad/s", .description = "angular velocity of flange w.r.t. support"})) {
  Expr w_fixed = parameter("w_fixed", p.w_fixed, {"rad/s", "fixed speed"});
  OptionalSupport support(*this, p.use_support, -flange.tau);
  equation(phi, flange.phi - support.phi);
  equation(w, der(phi));
  equation(w, w_fixed);
}

}  // namespace acausal::rotational
