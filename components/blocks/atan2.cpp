#include "components/blocks/math.hpp"

namespace acausal::blocks {

Atan2::Atan2(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      u1(signal::declare_input(*this, "u1")),
      u2(signal::declare_input(*this, "u2")),
      y(signal::declare_output(*this, "y")) {
  equation(y.value, atan2(u1.value, u2.value));
}

}  // namespace acausal::blocks
