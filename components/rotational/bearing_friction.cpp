#include "components/rotational/bearing_friction.hpp"

namespace acausal::rotational {

BearingFriction::BearingFriction(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      PartialFriction(static_cast<Component&>(*this), p.w_small),
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
  const TableParameters tau_pos(*this, "tau_pos", p.tau_pos, "N.m");
  Expr peak = parameter(
      "peak", p.peak,
      {"1", "peak for maximum friction torque at w == 0 (>= 1)", ParameterCheck::Positive});
  constrain_peak(*this, "tau0_max = peak * tau_pos(0)");
  OptionalSupport support(*this, p.use_support, -(flange_a.tau + flange_b.tau));

  // MSL BearingFriction.
  equation(tau0, tau_pos(0.0));
  equation(tau0_max, peak * tau0);
  equation(phi, flange_a.phi - support.phi);
  equation(flange_b.phi, flange_a.phi);
  equation(w, der(phi));
  equation(a, der(w));
  equation(w_relfric, w);
  equation(a_relfric, a);
  equation(flange_a.tau + flange_b.tau - tau, 0.0);
  friction_equations(0.0);  // free = false
  equation(tau, if_else(locked, sa,
                        sliding_characteristic(tau_pos, w, startForward, startBackward, mode)));
  equation(loss_power, tau * w_relfric);
}

}  // namespace acausal::rotational
