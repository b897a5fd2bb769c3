#include "components/blocks/logical.hpp"

namespace acausal::blocks {

Less::Less(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      u1(signal::declare_input(*this, "u1")),
      u2(signal::declare_input(*this, "u2")),
      y(signal::declare_output(*this, "y")) {
  equation(y.value, if_else(u1.value < u2.value, 1.0, 0.0));
}

}  // namespace acausal::blocks
