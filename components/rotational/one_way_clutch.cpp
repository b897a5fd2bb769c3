#include "components/rotational/one_way_clutch.hpp"

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::rotational {

OneWayClutch::OneWayClutch(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      CompliantWithRelativeStates(static_cast<Component&>(*this)),
      f_normalized(signal::declare_input(*this, "f_normalized")),
      u(variable("u", {.unit = "1", .description = "normalized force input signal (0..1)"})),
      fn(variable("fn", {.unit = "N", .description = "normal force (= fn_max * f_normalized)"})),
      tau0(variable("tau0",
                    {.unit = "N.m", .description = "friction torque for w = 0 and sliding"})),
      tau0_max(variable("tau0_max", {.unit = "N.m",
                                     .description = "maximum friction torque for w = 0 and "
                                                    "locked"})),
      mu0(variable("mu0", {.unit = "1",
                           .description = "friction coefficient for w = 0 and "
                                          "sliding"})),
      sa(variable("sa", {.unit = "1",
                         .description = "path parameter of tau = f(a_rel) friction characteristic",
                         .start = 0.0})),
      tau0_max_low(
          variable("tau0_max_low", {.unit = "N.m", .description = "lowest value for tau0_max"})),
      loss_power(variable("lossPower", {.unit = "W", .description = "dissipated power"})),
      startForward(discrete("startForward", 0.0,
                            "= true, if w_rel = 0 and start of forward sliding or w_rel > "
                            "w_small")),
      locked(discrete("locked", 0.0, "= true, if w_rel = 0 and not sliding")),
      stuck(discrete("stuck", 0.0, "w_rel = 0 (locked or start forward sliding)")),
      free(discrete("free", 0.0, "= true, if frictional element is not active")) {
  if (!(p.peak >= 1.0))
    throw ModelError(
        fmt::format("'{}' (OneWayClutch): peak = {} must be >= 1 (mu0_max = peak * mu_pos(0))",
                    path(), p.peak));
  const TableParameters mu_pos(*this, "mu_pos", p.mu_pos, "1");
  Expr cgeo = parameter("cgeo", p.cgeo,
                        {"1", "geometry constant containing friction distribution assumption",
                         ParameterCheck::NonNegative});
  Expr fn_max =
      parameter("fn_max", p.fn_max, {"N", "maximum normal force", ParameterCheck::NonNegative});
  Expr w_small =
      parameter("w_small", p.w_small,
                {"rad/s", "relative angular velocity near to zero", ParameterCheck::Positive});
  constexpr double eps0 = 1.0e-4;  // relative hysteresis epsilon
  Expr peak =
      parameter("peak", p.peak,
                {"1", "peak for maximum value of mu at w == 0 (>= 1)", ParameterCheck::Positive});
  const Expr peak2 = no_event(max(peak, 1.0 + eps0));

  // MSL OneWayClutch.
  equation(mu0, mu_pos(0.0));
  equation(tau0_max_low, eps0 * mu0 * cgeo * fn_max);
  equation(u, f_normalized.value);
  discrete_equation(free, u <= 0.0);
  equation(fn, if_else(free, 0.0, fn_max * u));
  equation(tau0, mu0 * cgeo * fn);
  equation(tau0_max, if_else(free, tau0_max_low, peak2 * tau0));
  discrete_equation(
      startForward,
      (pre(stuck) && (sa > tau0_max || (pre(startForward) && sa > tau0) || w_rel > w_small)) ||
          (initial() && w_rel > 0.0));
  discrete_equation(locked, pre(stuck) && !startForward);
  equation(a_rel, if_else(locked, 0.0, sa - tau0));
  equation(tau, if_else(locked, sa, if_else(free, 0.0, cgeo * fn * mu_pos(w_rel))));
  discrete_equation(stuck, locked || w_rel <= 0.0);
  equation(loss_power, if_else(stuck, 0.0, tau * w_rel));
}

}  // namespace acausal::rotational
