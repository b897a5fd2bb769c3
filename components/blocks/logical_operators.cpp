#include "components/blocks/logical.hpp"

namespace acausal::blocks {

And::And(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      u1(signal::declare_input(*this, "u1")),
      u2(signal::declare_input(*this, "u2")),
      y(signal::declare_output(*this, "y")) {
  equation(y.value, if_else(u1.value > 0.5 && u2.value > 0.5, 1.0, 0.0));
}

Or::Or(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      u1(signal::declare_input(*this, "u1")),
      u2(signal::declare_input(*this, "u2")),
      y(signal::declare_output(*this, "y")) {
  equation(y.value, if_else(u1.value > 0.5 || u2.value > 0.5, 1.0, 0.0));
}

Not::Not(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  equation(y.value, if_else(u.value > 0.5, 0.0, 1.0));
}

}  // namespace acausal::blocks
