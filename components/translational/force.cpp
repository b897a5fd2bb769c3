#include "components/translational/force.hpp"

namespace acausal::translational {

Force::Force(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      ElementaryOneFlangeAndSupport(static_cast<Component&>(*this), p.use_support),
      f(signal::declare_input(*this, "f")) {
  equation(flange.f, -f.value);
}

}  // namespace acausal::translational
