#include "components/blocks/math.hpp"

namespace acausal::blocks {

Sin::Sin(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  equation(y.value, sin(u.value));
}

}  // namespace acausal::blocks
