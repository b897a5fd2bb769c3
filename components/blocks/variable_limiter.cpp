#include "components/blocks/nonlinear.hpp"

namespace acausal::blocks {

VariableLimiter::VariableLimiter(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      limit1(signal::declare_input(*this, "limit1")),
      limit2(signal::declare_input(*this, "limit2")),
      y(signal::declare_output(*this, "y")) {
  // MSL asserts limit1 >= limit2; with inconsistent limits the output is limit1.
  Expr limited = if_else(u.value > limit1.value, limit1.value,
                         if_else(u.value < limit2.value, limit2.value, u.value));
  equation(y.value, p.strict ? no_event(limited) : limited);
}

}  // namespace acausal::blocks
