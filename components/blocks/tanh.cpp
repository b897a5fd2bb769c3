#include "components/blocks/math.hpp"

namespace acausal::blocks {

Tanh::Tanh(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  equation(y.value, tanh(u.value));
}

}  // namespace acausal::blocks
