#include "components/blocks/inverse_block_constraints.hpp"

namespace acausal::blocks {

InverseBlockConstraints::InverseBlockConstraints(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      u1(signal::declare_input(*this, "u1")),
      u2(signal::declare_input(*this, "u2")),
      y1(signal::declare_output(*this, "y1")),
      y2(signal::declare_output(*this, "y2")) {
  equation(u1.value, u2.value);
  equation(y1.value, y2.value);
}

}  // namespace acausal::blocks
