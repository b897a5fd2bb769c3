#include "components/translational/accelerate.hpp"

namespace acausal::translational {

Accelerate::Accelerate(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      ElementaryOneFlangeAndSupport(
          static_cast<Component&>(*this), p.use_support,
          {.start = 0.0, .fixed = true, .state_select = StateSelect::Prefer}),
      a_ref(signal::declare_input(*this, "a_ref")),
      v(variable("v", {.unit = "m/s",
                       .description = "absolute velocity of flange",
                       .start = 0.0,
                       .fixed = true,
                       .state_select = StateSelect::Prefer})),
      a(variable("a", {.unit = "m/s2", .description = "absolute acceleration of flange"})) {
  equation(v, der(s));
  equation(a, der(v));
  equation(a, a_ref.value);
}

}  // namespace acausal::translational
