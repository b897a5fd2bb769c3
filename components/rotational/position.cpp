#include "components/rotational/position.hpp"

#include <numbers>

namespace acausal::rotational {

namespace {
constexpr double kBesselA = 1.3617;  // s coefficient of the Bessel filter
constexpr double kBesselB = 0.6180;  // s^2 coefficient of the Bessel filter
}  // namespace

Position::Position(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flange(declare_flange(*this, "flange")),
      phi_ref(signal::declare_input(*this, "phi_ref")),
      phi(variable("phi", {.unit = "rad",
                           .description = "rotation angle of flange with respect to support",
                           .state_select = p.exact ? StateSelect::Default : StateSelect::Prefer})),
      w(variable("w", {.unit = "rad/s",
                       .description = "angular velocity of flange w.r.t. support (exact: dummy)",
                       .start = 0.0,
                       .state_select = p.exact ? StateSelect::Default : StateSelect::Prefer})),
      a(variable("a",
                 {.unit = "rad/s2",
                  .description = "angular acceleration of flange w.r.t. support (exact: dummy)",
                  .start = 0.0})) {
  Expr f_crit =
      parameter("f_crit", p.f_crit,
                {"Hz", "critical frequency of filter (exact = false)", ParameterCheck::Positive});
  OptionalSupport support(*this, p.use_support, -flange.tau);
  equation(phi, flange.phi - support.phi);
  if (p.exact) {
    equation(phi, phi_ref.value);
    equation(w, 0.0);
    equation(a, 0.0);
  } else {
    // a = phi_ref * s^2 / (1 + (af / w_crit) s + (bf / w_crit^2) s^2)
    const Expr w_crit = 2 * std::numbers::pi * f_crit;
    equation(w, der(phi));
    equation(a, der(w));
    equation(a, ((phi_ref.value - phi) * w_crit - kBesselA * w) * (w_crit / kBesselB));
    initial_equation(phi, phi_ref.value);
  }
}

}  // namespace acausal::rotational
