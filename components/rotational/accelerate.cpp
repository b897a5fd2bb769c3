#include "components/rotational/accelerate.hpp"

namespace acausal::rotational {

Accelerate::Accelerate(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flange(declare_flange(*this, "flange")),
      a_ref(signal::declare_input(*this, "a_ref")),
      phi(variable("phi", {.unit = "rad",
                           .description = "rotation angle of flange with respect to support",
                           .start = 0.0,
                           .fixed = true,
                           .state_select = StateSelect::Prefer})),
      w(variable("w", {.unit = "rad/s",
                       .description = "angular velocity of flange with respect to support",
                       .start = 0.0,
                       .fixed = true,
                       .state_select = StateSelect::Prefer})),
      a(variable("a", {.unit = "rad/s2",
                       .description = "angular acceleration of flange with respect to support"})) {
  OptionalSupport support(*this, p.use_support, -flange.tau);
  equation(phi, flange.phi - support.phi);
  equation(w, der(phi));
  equation(a, der(w));
  equation(a, a_ref.value);
}

}  // namespace acausal::rotational
