#include "components/blocks/logical.hpp"

namespace acausal::blocks {

Switch::Switch(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      u1(signal::declare_input(*this, "u1")),
      u2(signal::declare_input(*this, "u2")),
      u3(signal::declare_input(*this, "u3")),
      y(signal::declare_output(*this, "y")) {
  equation(y.value, if_else(u2.value > 0.5, u1.value, u3.value));
}

}  // namespace acausal::blocks
