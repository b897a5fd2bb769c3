#include "quadratic_drag.hpp"

#include <utility>

namespace lab {

using namespace acausal;

QuadraticDrag::QuadraticDrag(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flange(rotational::declare_flange(*this, "flange")),
      w(variable("w", {.unit = "rad/s", .description = "rotor speed"})),
      tau(variable("tau", {.unit = "N.m", .description = "drag torque, opposing w"})),
      loss_power(variable("lossPower", {.unit = "W", .description = "power dissipated"})) {
  const Expr k =
      parameter("k", p.k, {"N.m.s2/rad2", "drag coefficient", ParameterCheck::NonNegative});
  equation(w, der(flange.phi));
  // w * |w| is once differentiable: no event is needed where w changes sign.
  equation(tau, k * w * no_event(abs(w)));
  equation(flange.tau, tau);  // the torque flows into the drag and on to the housing
  equation(loss_power, tau * w);
}

}  // namespace lab
