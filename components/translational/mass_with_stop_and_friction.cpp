#include "components/translational/mass_with_stop_and_friction.hpp"

namespace acausal::translational {

using namespace friction_mode;

PartialFrictionWithStop::PartialFrictionWithStop(Component& c, double length, double smax_value,
                                                 double smin_value, double v_small_value)
    : Rigid(c, length, {.start = 0.0, .state_select = StateSelect::Always}),
      smax(c.parameter("smax", smax_value, {"m", "right stop for (right end of) sliding mass"})),
      smin(c.parameter("smin", smin_value, {"m", "left stop for (left end of) sliding mass"})),
      v_small(c.parameter("v_small", v_small_value,
                          {"m/s", "relative velocity near to zero", ParameterCheck::Positive})),
      v_relfric(c.variable(
          "v_relfric",
          {.unit = "m/s", .description = "relative velocity between frictional surfaces"})),
      a_relfric(c.variable(
          "a_relfric",
          {.unit = "m/s2", .description = "relative acceleration between frictional surfaces"})),
      f(c.variable("f", {.unit = "N",
                         .description = "friction force (positive, if directed in opposite "
                                        "direction of v_rel)"})),
      f0(c.variable("f0",
                    {.unit = "N", .description = "friction force for v = 0 and forward sliding"})),
      f0_max(c.variable("f0_max", {.unit = "N",
                                   .description = "maximum friction force for v = 0 and "
                                                  "locked"})),
      sa(c.variable("sa", {.unit = "1",
                           .description = "path parameter of friction characteristic f = "
                                          "f(a_relfric)",
                           .start = 0.0})),
      free(c.discrete("free", 0.0, "= true, if frictional element is not active")),
      startForward(c.discrete("startForward", 0.0,
                              "= true, if v_rel = 0 and start of forward sliding or v_rel > "
                              "v_small")),
      startBackward(c.discrete("startBackward", 0.0,
                               "= true, if v_rel = 0 and start of backward sliding or v_rel < "
                               "-v_small")),
      locked(c.discrete("locked", 0.0, "= true, if v_rel = 0 and not sliding")),
      mode(c.discrete("mode", Unknown,
                      "mode of friction (-1: backward sliding, 0: stuck, 1: forward sliding, 2: "
                      "inactive, 3: unknown)")),
      owner_(&c) {}

void PartialFrictionWithStop::friction_equations(const Expr& free_value) {
  Component& c = *owner_;
  const Expr pre_mode = pre(mode);
  auto was = [&](double m) { return mode_is(pre_mode, m); };
  const Expr initial = acausal::initial();
  const Expr below_max = s < smax - L / 2;
  const Expr above_min = s > smin + L / 2;
  // MSL PartialFrictionWithStop (one simultaneous system, solved together at each event).
  const Expr start_forward =
      (was(Stuck) && ((sa > f0_max && below_max) || (pre(startForward) && sa > f0 && below_max))) ||
      (was(Backward) && v_relfric > v_small) || (initial && v_relfric > 0.0);
  const Expr start_backward =
      (was(Stuck) &&
       ((sa < -f0_max && above_min) || (pre(startBackward) && sa < -f0 && above_min))) ||
      (was(Forward) && v_relfric < -v_small) || (initial && v_relfric < 0.0);
  const Expr is_locked = !free && !(was(Forward) || startForward || was(Backward) || startBackward);
  const Expr next_mode = if_else(
      free, Free,
      if_else((was(Forward) || was(Free) || startForward) && v_relfric > 0.0 && below_max, Forward,
              if_else((was(Backward) || was(Free) || startBackward) && v_relfric < 0.0 && above_min,
                      Backward, Stuck)));
  c.discrete_equation(free, free_value);
  c.discrete_equation(startForward, start_forward);
  c.discrete_equation(startBackward, start_backward);
  c.discrete_equation(locked, is_locked);
  c.discrete_equation(mode, next_mode);
  c.equation(a_relfric,
             if_else(locked, 0.0,
                     if_else(free, sa,
                             if_else(startForward, sa - f0_max,
                                     if_else(startBackward, sa + f0_max,
                                             if_else(was(Forward), sa - f0_max, sa + f0_max))))));
}

MassWithStopAndFriction::MassWithStopAndFriction(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      PartialFrictionWithStop(static_cast<Component&>(*this), p.L, p.smax, p.smin, p.v_small),
      v(variable("v", {.unit = "m/s",
                       .description = "absolute velocity of flange_a and flange_b",
                       .start = 0.0,
                       .state_select = StateSelect::Always})),
      a(variable("a", {.unit = "m/s2",
                       .description = "absolute acceleration of flange_a and flange_b",
                       .start = 0.0})),
      stopped(discrete("stopped", 0.0,
                       "mode of stop (-1: hard stop at flange_a, 0: no stop, +1: hard stop at "
                       "flange_b)")),
      loss_power(variable("lossPower", {.unit = "W", .description = "dissipated power"})) {
  Expr m = parameter("m", p.m, {"kg", "mass", ParameterCheck::NonNegative});
  Expr F_prop = parameter("F_prop", p.F_prop,
                          {"N.s/m", "velocity dependent friction", ParameterCheck::NonNegative});
  Expr F_Coulomb = parameter("F_Coulomb", p.F_Coulomb, {"N", "constant friction: Coulomb force"});
  Expr F_Stribeck = parameter("F_Stribeck", p.F_Stribeck, {"N", "Stribeck effect"});
  Expr fexp = parameter("fexp", p.fexp, {"s/m", "exponential decay", ParameterCheck::NonNegative});

  // MSL MassWithStopAndFriction.
  equation(f0, F_Coulomb + F_Stribeck);
  equation(f0_max, f0 * 1.001);
  // MSL: free = f0 <= 0 and F_prop <= 0 and ...; f0 written out, so that the
  // parameter relations are evaluated directly instead of becoming zero crossings.
  const Expr inactive =
      F_Coulomb + F_Stribeck <= 0.0 && F_prop <= 0.0 && s > smin + L / 2 && s < smax - L / 2;
  equation(v, der(s));
  equation(a, der(v));
  equation(v_relfric, v);
  equation(a_relfric, a);
  equation(0.0, flange_a.f + flange_b.f - f - m * a);
  friction_equations(inactive);
  const Expr stribeck = F_Stribeck * exp(-fexp * abs(v));
  equation(f, if_else(locked, sa,
                      if_else(free, 0.0,
                              if_else(startForward, F_prop * v + F_Coulomb + F_Stribeck,
                                      if_else(startBackward, F_prop * v - F_Coulomb - F_Stribeck,
                                              if_else(mode_is(pre(mode), Forward),
                                                      F_prop * v + F_Coulomb + stribeck,
                                                      F_prop * v - F_Coulomb - stribeck))))));
  equation(loss_power, f * v_relfric);
  // Hard stops: put the mass on the stop and stop it.
  discrete_equation(stopped,
                    if_else(s <= smin + L / 2, -1.0, if_else(s >= smax - L / 2, 1.0, 0.0)));
  when(!mode_is(stopped, 0.0), {},
       {{s, if_else(stopped < 0.0, smin + L / 2, smax - L / 2)}, {v, 0.0}});
}

}  // namespace acausal::translational
