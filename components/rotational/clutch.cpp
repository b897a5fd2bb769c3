#include "components/rotational/clutch.hpp"

namespace acausal::rotational {

using namespace friction_mode;

Clutch::Clutch(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      CompliantWithRelativeStates(static_cast<Component&>(*this)),
      PartialFriction(static_cast<Component&>(*this), p.w_small),
      f_normalized(signal::declare_input(*this, "f_normalized")),
      mu0(variable("mu0", {.unit = "1",
                           .description = "friction coefficient for w_rel = 0 and forward "
                                          "sliding"})),
      fn(variable("fn", {.unit = "N", .description = "normal force (= fn_max * f_normalized)"})),
      loss_power(variable("lossPower", {.unit = "W", .description = "dissipated power"})) {
  const TableParameters mu_pos(*this, "mu_pos", p.mu_pos, "1");
  Expr peak = parameter(
      "peak", p.peak,
      {"1", "peak for maximum value of mu at w_rel == 0 (>= 1)", ParameterCheck::Positive});
  constrain_peak(*this, "mu0_max = peak * mu_pos(0)");
  Expr cgeo = parameter("cgeo", p.cgeo,
                        {"1", "geometry constant containing friction distribution assumption",
                         ParameterCheck::NonNegative});
  Expr fn_max =
      parameter("fn_max", p.fn_max, {"N", "maximum normal force", ParameterCheck::NonNegative});

  // MSL Clutch.
  equation(mu0, mu_pos(0.0));
  equation(w_relfric, w_rel);
  equation(a_relfric, a_rel);
  equation(fn, fn_max * f_normalized.value);
  equation(tau0, mu0 * cgeo * fn);
  equation(tau0_max, peak * tau0);
  friction_equations(fn <= 0.0);
  // MSL 4.0.0 evaluates mu_pos at +w_rel in the startBackward branch (where
  // w_rel is about 0, so the sign does not matter); kept as written.
  equation(tau, if_else(locked, sa,
                        if_else(free, 0.0,
                                cgeo * fn *
                                    if_else(startForward, mu_pos(w_rel),
                                            if_else(startBackward, -mu_pos(w_rel),
                                                    if_else(mode_is(pre(mode), Forward),
                                                            mu_pos(w_rel), -mu_pos(-w_rel)))))));
  equation(loss_power, tau * w_relfric);
}

}  // namespace acausal::rotational
