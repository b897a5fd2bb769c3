#include "components/blocks/nonlinear.hpp"
#include "components/blocks/symmetric_limits.hpp"

namespace acausal::blocks {

Limiter::Limiter(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  const auto [uMax, uMin] = declare_symmetric_limits(*this, p.uMax, p.uMin, "input signal");
  Expr limited = if_else(u.value > uMax, uMax, if_else(u.value < uMin, uMin, u.value));
  equation(y.value, p.strict ? no_event(limited) : limited);
}

}  // namespace acausal::blocks
