#include "components/translational/rolling_resistance.hpp"

#include <numbers>

namespace acausal::translational {

RollingResistance::RollingResistance(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      ElementaryOneFlangeAndSupport(static_cast<Component&>(*this), p.use_support),
      v(variable("v", {.unit = "m/s", .description = "velocity of flange w.r.t. support"})),
      f(variable("f", {.unit = "N", .description = "accelerating force acting at flange"})),
      f_nominal(variable(
          "f_nominal",
          {.unit = "N", .description = "nominal rolling resistance without regularization"})) {
  Expr fWeight = parameter("fWeight", p.fWeight, {"N", "wheel load due to gravity"});
  Expr v0 = parameter("v0", p.v0, {"m/s", "regularization below v0", ParameterCheck::Positive});
  Expr Cr, incl;
  if (p.use_cr_input) {
    cr = signal::declare_input(*this, "cr");
    Cr = cr.value;
  } else {
    Cr = parameter("CrConstant", p.CrConstant, {"1", "constant rolling resistance coefficient"});
  }
  if (p.use_inclination_input) {
    inclination = signal::declare_input(*this, "inclination");
    incl = inclination.value;
  } else {
    incl = parameter("inclinationConstant", p.inclinationConstant,
                     {"1", "constant inclination = tan(angle)"});
  }
  equation(v, der(s));
  equation(f, flange.f);
  equation(f_nominal, -Cr * fWeight * cos(atan(incl)));
  const double half_pi = std::numbers::pi / 2;
  // Modelica's abs and sign are event-free (spec 3.5, 3.7.1: noEvent(if ...));
  // only the relation abs(v) >= v0 of the regularisation switches at events.
  const Expr abs_v = no_event(abs(v)), sign_v = no_event(sign(v));
  Expr shape;
  switch (p.reg) {
    case Regularization::Exp:
      shape = 2.0 / (1.0 + exp(-v / (0.01 * v0))) - 1.0;
      break;
    case Regularization::Sine:  // smooth(1, ...): no event needed
      shape = no_event(if_else(abs(v) >= v0, sign(v), sin(half_pi * v / v0)));
      break;
    case Regularization::Linear:
      shape = if_else(abs_v >= v0, sign_v, v / v0);
      break;
    case Regularization::CoSine:
      shape = if_else(abs_v >= v0, sign_v, sign_v * (1.0 - cos(half_pi * v / v0)));
      break;
  }
  equation(f, -f_nominal * shape);
}

}  // namespace acausal::translational
