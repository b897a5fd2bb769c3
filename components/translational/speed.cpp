#include "components/translational/speed.hpp"

#include <numbers>

namespace acausal::translational {

Speed::Speed(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      ElementaryOneFlangeAndSupport(
          static_cast<Component&>(*this), p.use_support,
          {.start = 0.0, .fixed = true, .state_select = StateSelect::Prefer}),
      v_ref(signal::declare_input(*this, "v_ref")),
      v(variable("v", {.unit = "m/s",
                       .description = "absolute velocity of flange",
                       .state_select = p.exact ? StateSelect::Default : StateSelect::Prefer})),
      a(variable(
          "a", {.unit = "m/s2", .description = "absolute acceleration of flange (exact: dummy)"})) {
  Expr f_crit =
      parameter("f_crit", p.f_crit,
                {"Hz", "critical frequency of filter (exact = false)", ParameterCheck::Positive});
  equation(v, der(s));
  if (p.exact) {
    equation(v, v_ref.value);
    equation(a, 0.0);
  } else {
    // a = v_ref * S / (1 + S / w_crit)
    const Expr w_crit = 2 * std::numbers::pi * f_crit;
    equation(a, der(v));
    equation(a, (v_ref.value - v) * w_crit);
    initial_equation(v, v_ref.value);
  }
}

}  // namespace acausal::translational
