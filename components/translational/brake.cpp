#include "components/translational/brake.hpp"

namespace acausal::translational {

Brake::Brake(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      PartialFriction(static_cast<Component&>(*this), p.v_small),
      flange_a(declare_flange(*this, "flange_a")),
      flange_b(declare_flange(*this, "flange_b")),
      f_normalized(signal::declare_input(*this, "f_normalized")),
      s(variable("s", {.unit = "m", .description = "absolute position of flange_a and flange_b"})),
      f(variable("f", {.unit = "N", .description = "brake friction force"})),
      v(variable("v",
                 {.unit = "m/s", .description = "absolute velocity of flange_a and flange_b"})),
      a(variable(
          "a", {.unit = "m/s2", .description = "absolute acceleration of flange_a and flange_b"})),
      mu0(variable("mu0", {.unit = "1",
                           .description = "friction coefficient for v = 0 and forward sliding"})),
      fn(variable("fn", {.unit = "N", .description = "normal force (= fn_max * f_normalized)"})),
      loss_power(variable("lossPower", {.unit = "W", .description = "dissipated power"})) {
  const TableParameters mu_pos(*this, "mu_pos", p.mu_pos, "1");
  Expr peak =
      parameter("peak", p.peak,
                {"1", "peak for maximum value of mu at v == 0 (>= 1)", ParameterCheck::Positive});
  constrain_peak(*this, "mu0_max = peak * mu_pos(0)");
  Expr cgeo = parameter("cgeo", p.cgeo,
                        {"1", "geometry constant containing friction distribution assumption",
                         ParameterCheck::NonNegative});
  Expr fn_max =
      parameter("fn_max", p.fn_max, {"N", "maximum normal force", ParameterCheck::NonNegative});
  // MSL PartialElementaryTwoFlangesAndSupport2: s_a, s_b relative to the support.
  Expr s_support = 0.0;
  if (p.use_support) {
    Flange support = declare_flange(*this, "support");
    equation(support.f, -(flange_a.f + flange_b.f));
    s_support = support.s;
  }
  // MSL Brake.
  equation(mu0, mu_pos(0.0));
  equation(s, flange_a.s - s_support);
  equation(s, flange_b.s - s_support);
  equation(v, der(s));
  equation(a, der(v));
  equation(v_relfric, v);
  equation(a_relfric, a);
  equation(flange_a.f + flange_b.f - f, 0.0);
  equation(fn, fn_max * f_normalized.value);
  equation(f0, mu0 * cgeo * fn);
  equation(f0_max, peak * f0);
  friction_equations(fn <= 0.0);
  equation(
      f,
      if_else(locked, sa,
              if_else(free, 0.0,
                      cgeo * fn *
                          sliding_characteristic(mu_pos, v, startForward, startBackward, mode))));
  equation(loss_power, f * v_relfric);
}

}  // namespace acausal::translational
