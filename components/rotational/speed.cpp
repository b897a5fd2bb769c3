#include "components/rotational/speed.hpp"

#include <numbers>

namespace acausal::rotational {

Speed::Speed(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flange(declare_flange(*this, "flange")),
      w_ref(signal::declare_input(*this, "w_ref")),
      phi(variable("phi", {.unit = "rad",
                           .description = "rotation angle of flange with respect to support",
                           .start = 0.0,
                           .fixed = true,
                           .state_select = StateSelect::Prefer})),
      w(variable("w", {.unit = "rad/s",
                       .description = "angular velocity of flange with respect to support",
                       .state_select = p.exact ? StateSelect::Default : StateSelect::Prefer})),
      a(variable("a",
                 {.unit = "rad/s2",
                  .description = "angular acceleration of flange w.r.t. support (exact: dummy)"})) {
  Expr f_crit =
      parameter("f_crit", p.f_crit,
                {"Hz", "critical frequency of filter (exact = false)", ParameterCheck::Positive});
  OptionalSupport support(*this, p.use_support, -flange.tau);
  equation(phi, flange.phi - support.phi);
  equation(w, der(phi));
  if (p.exact) {
    equation(w, w_ref.value);
    equation(a, 0.0);
  } else {
    // a = w_ref * s / (1 + s / w_crit)
    const Expr w_crit = 2 * std::numbers::pi * f_crit;
    equation(a, der(w));
    equation(a, (w_ref.value - w) * w_crit);
    initial_equation(w, w_ref.value);
  }
}

}  // namespace acausal::rotational
