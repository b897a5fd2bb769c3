#include "components/translational/support_friction.hpp"

namespace acausal::translational {

SupportFriction::SupportFriction(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      PartialFriction(static_cast<Component&>(*this), p.v_small),
      flange_a(declare_flange(*this, "flange_a")),
      flange_b(declare_flange(*this, "flange_b")),
      s(variable("s", {.unit = "m", .description = "flange_a.s - support.s"})),
      f(variable("f", {.unit = "N", .description = "friction force"})),
      v(variable("v",
                 {.unit = "m/s", .description = "absolute velocity of flange_a and flange_b"})),
      a(variable(
          "a", {.unit = "m/s2", .description = "absolute acceleration of flange_a and flange_b"})),
      loss_power(variable("lossPower", {.unit = "W", .description = "dissipated power"})) {
  const TableParameters f_pos(*this, "f_pos", p.f_pos, "N");
  Expr peak = parameter(
      "peak", p.peak,
      {"1", "peak for maximum friction force at v == 0 (>= 1)", ParameterCheck::Positive});
  constrain_peak(*this, "f0_max = peak * f_pos(0)");
  // MSL PartialElementaryTwoFlangesAndSupport2: positions relative to the support.
  Expr s_support = 0.0;
  if (p.use_support) {
    Flange support = declare_flange(*this, "support");
    equation(support.f, -(flange_a.f + flange_b.f));
    s_support = support.s;
  }
  // MSL SupportFriction.
  equation(f0, f_pos(0.0));
  equation(f0_max, peak * f0);
  equation(s, flange_a.s - s_support);
  equation(flange_a.s, flange_b.s);
  equation(v, der(s));
  equation(a, der(v));
  equation(v_relfric, v);
  equation(a_relfric, a);
  equation(flange_a.f + flange_b.f - f, 0.0);
  friction_equations(Expr(0.0));  // never free
  equation(
      f, if_else(locked, sa, sliding_characteristic(f_pos, v, startForward, startBackward, mode)));
  equation(loss_power, f * v_relfric);
}

}  // namespace acausal::translational
