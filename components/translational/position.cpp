#include "components/translational/position.hpp"

#include <numbers>

namespace acausal::translational {

namespace {
constexpr double kBesselA = 1.3617;  // s coefficient of the Bessel filter
constexpr double kBesselB = 0.6180;  // s^2 coefficient of the Bessel filter
}  // namespace

Position::Position(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      ElementaryOneFlangeAndSupport(
          static_cast<Component&>(*this), p.use_support,
          {.state_select = p.exact ? StateSelect::Default : StateSelect::Prefer}),
      s_ref(signal::declare_input(*this, "s_ref")),
      v(variable("v", {.unit = "m/s",
                       .description = "absolute velocity of flange (exact: dummy)",
                       .start = 0.0,
                       .state_select = p.exact ? StateSelect::Default : StateSelect::Prefer})),
      a(variable("a", {.unit = "m/s2",
                       .description = "absolute acceleration of flange (exact: dummy)",
                       .start = 0.0})) {
  Expr f_crit =
      parameter("f_crit", p.f_crit,
                {"Hz", "critical frequency of filter (exact = false)", ParameterCheck::Positive});
  if (p.exact) {
    equation(s, s_ref.value);
    equation(v, 0.0);
    equation(a, 0.0);
  } else {
    // a = s_ref * S^2 / (1 + (af / w_crit) S + (bf / w_crit^2) S^2)
    const Expr w_crit = 2 * std::numbers::pi * f_crit;
    equation(v, der(s));
    equation(a, der(v));
    equation(a, ((s_ref.value - s) * w_crit - kBesselA * v) * (w_crit / kBesselB));
    initial_equation(s, s_ref.value);
  }
}

}  // namespace acausal::translational
