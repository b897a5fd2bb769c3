#include "components/blocks/math.hpp"

namespace acausal::blocks {

Min::Min(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u1(signal::declare_input(*this, "u1")),
      u2(signal::declare_input(*this, "u2")),
      y(signal::declare_output(*this, "y")) {
  const Expr smaller = min(u1.value, u2.value);
  equation(y.value, p.generate_event ? smaller : no_event(smaller));
}

}  // namespace acausal::blocks
