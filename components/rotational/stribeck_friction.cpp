#include "components/rotational/stribeck_friction.hpp"

#include <cmath>
#include <numbers>

namespace acausal::rotational {

double stribeck_friction_torque(const StribeckFrictionParams& p, double w) {
  return stribeck_friction_law(w, p.tau_brk, p.w_brk, p.tau_C, p.f);
}

StribeckFriction::StribeckFriction(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flange_a(declare_flange(*this, "flange_a")),
      flange_b(declare_flange(*this, "flange_b")),
      phi(variable("phi", {.unit = "rad",
                           .description = "angle between shaft flanges (flange_a, flange_b) and "
                                          "support"})),
      tau(variable("tau", {.unit = "N.m", .description = "friction torque"})),
      w(variable("w", {.unit = "rad/s",
                       .description = "absolute angular velocity of flange_a and flange_b"})),
      a(variable("a", {.unit = "rad/s2",
                       .description = "absolute angular acceleration of flange_a and flange_b"})),
      loss_power(variable("lossPower", {.unit = "W", .description = "dissipated power"})) {
  Expr tau_brk = parameter("tau_brk", p.tau_brk, {"N.m", "breakaway friction torque"});
  Expr w_brk = parameter("w_brk", p.w_brk,
                         {"rad/s", "breakaway friction velocity", ParameterCheck::Positive});
  Expr tau_C = parameter("tau_C", p.tau_C, {"N.m", "Coulomb friction torque"});
  Expr f = parameter("f", p.f,
                     {"N.m.s/rad", "viscous friction coefficient", ParameterCheck::NonNegative});
  OptionalSupport support(*this, p.use_support, -(flange_a.tau + flange_b.tau));
  // As BearingFriction, with the smooth characteristic in place of the stick-slip logic.
  equation(phi, flange_a.phi - support.phi);
  equation(flange_b.phi, flange_a.phi);
  equation(w, der(phi));
  equation(a, der(w));
  equation(flange_a.tau + flange_b.tau - tau, 0.0);
  equation(tau, stribeck_friction_law(w, tau_brk, w_brk, tau_C, f));
  equation(loss_power, tau * w);
}

}  // namespace acausal::rotational
