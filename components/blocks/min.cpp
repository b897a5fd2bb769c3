#include "components/blocks/math.hpp"

namespace acausal::blocks {

Min::Min(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u1(signal::declare_input(*this, "u1")),
      u2(signal::declare_input(*this, "u2")),
      y(signal::declare_output(*this, "y")) {
  // min() raises events; without them only the relation is under noEvent, so
  // y stays differentiable.
  equation(y.value, p.generate_event ? min(u1.value, u2.value)
                                     : if_else(no_event(u1.value < u2.value), u1.value, u2.value));
}

}  // namespace acausal::blocks
