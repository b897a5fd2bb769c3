#include "components/blocks/math.hpp"

namespace acausal::blocks {

Sign::Sign(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  const Expr sign_u = if_else(u.value > 0.0, 1.0, if_else(u.value < 0.0, -1.0, 0.0));
  equation(y.value, p.generate_event ? sign_u : no_event(sign_u));
}

}  // namespace acausal::blocks
