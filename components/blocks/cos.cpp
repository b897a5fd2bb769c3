#include "components/blocks/math.hpp"

namespace acausal::blocks {

Cos::Cos(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  equation(y.value, cos(u.value));
}

}  // namespace acausal::blocks
