#include "components/blocks/math.hpp"

namespace acausal::blocks {

Max::Max(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u1(signal::declare_input(*this, "u1")),
      u2(signal::declare_input(*this, "u2")),
      y(signal::declare_output(*this, "y")) {
  const Expr larger = max(u1.value, u2.value);
  equation(y.value, p.generate_event ? larger : no_event(larger));
}

}  // namespace acausal::blocks
