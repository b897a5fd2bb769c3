#include "components/translational/rod.hpp"

namespace acausal::translational {

Rod::Rod(ComponentContext ctx, Params p)
    : Component(std::move(ctx)), Rigid(static_cast<Component&>(*this), p.L) {
  equation(0.0, flange_a.f + flange_b.f);
}

}  // namespace acausal::translational
