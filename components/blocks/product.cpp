#include "components/blocks/math.hpp"

namespace acausal::blocks {

Product::Product(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      u1(signal::declare_input(*this, "u1")),
      u2(signal::declare_input(*this, "u2")),
      y(signal::declare_output(*this, "y")) {
  equation(y.value, u1.value * u2.value);
}

}  // namespace acausal::blocks
