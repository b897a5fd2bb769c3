#include "components/rotational/brake.hpp"

namespace acausal::rotational {

Brake::Brake(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      PartialFriction(static_cast<Component&>(*this), p.w_small),
      flange_a(declare_flange(*this, "flange_a")),
      flange_b(declare_flange(*this, "flange_b")),
      f_normalized(signal::declare_input(*this, "f_normalized")),
      phi(variable("phi", {.unit = "rad",
                           .description = "angle between shaft flanges (flange_a, flange_b) and "
                                          "support"})),
      tau(variable("tau", {.unit = "N.m", .description = "brake friction torque"})),
      w(variable("w", {.unit = "rad/s",
                       .description = "absolute angular velocity of flange_a and flange_b"})),
      a(variable("a", {.unit = "rad/s2",
                       .description = "absolute angular acceleration of flange_a and flange_b"})),
      mu0(variable("mu0", {.unit = "1",
                           .description = "friction coefficient for w = 0 and forward sliding"})),
      fn(variable("fn", {.unit = "N", .description = "normal force (= fn_max * f_normalized)"})),
      loss_power(variable("lossPower", {.unit = "W", .description = "dissipated power"})) {
  const TableParameters mu_pos(*this, "mu_pos", p.mu_pos, "1");
  Expr peak =
      parameter("peak", p.peak,
                {"1", "peak for maximum value of mu at w == 0 (>= 1)", ParameterCheck::Positive});
  constrain_peak(*this, "mu0_max = peak * mu_pos(0)");
  Expr cgeo = parameter("cgeo", p.cgeo,
                        {"1", "geometry constant containing friction distribution assumption",
                         ParameterCheck::NonNegative});
  Expr fn_max =
      parameter("fn_max", p.fn_max, {"N", "maximum normal force", ParameterCheck::NonNegative});
  OptionalSupport support(*this, p.use_support, -(flange_a.tau + flange_b.tau));

  // MSL Brake.
  equation(mu0, mu_pos(0.0));
  equation(phi, flange_a.phi - support.phi);
  equation(flange_b.phi, flange_a.phi);
  equation(w, der(phi));
  equation(a, der(w));
  equation(w_relfric, w);
  equation(a_relfric, a);
  equation(flange_a.tau + flange_b.tau - tau, 0.0);
  equation(fn, fn_max * f_normalized.value);
  equation(tau0, mu0 * cgeo * fn);
  equation(tau0_max, peak * tau0);
  friction_equations(fn <= 0.0);
  equation(
      tau,
      if_else(locked, sa,
              if_else(free, 0.0,
                      cgeo * fn *
                          sliding_characteristic(mu_pos, w, startForward, startBackward, mode))));
  equation(loss_power, tau * w_relfric);
}

}  // namespace acausal::rotational
