#include "components/blocks/math.hpp"

namespace acausal::blocks {

Abs::Abs(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  const Expr abs_u = if_else(u.value >= 0.0, u.value, -u.value);
  equation(y.value, p.generate_event ? abs_u : no_event(abs_u));
}

}  // namespace acausal::blocks
