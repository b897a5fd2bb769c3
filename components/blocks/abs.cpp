#include "components/blocks/math.hpp"

namespace acausal::blocks {

Abs::Abs(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  // Only the relation is under noEvent (as MSL writes it), so y stays differentiable.
  const Expr positive = p.generate_event ? u.value >= 0.0 : no_event(u.value >= 0.0);
  equation(y.value, if_else(positive, u.value, -u.value));
}

}  // namespace acausal::blocks
