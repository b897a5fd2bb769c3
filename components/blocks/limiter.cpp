#include <fmt/format.h>

#include "components/blocks/nonlinear.hpp"
#include "core/errors.hpp"

namespace acausal::blocks {

Limiter::Limiter(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  const double u_min = p.uMin.value_or(-p.uMax);
  if (p.uMax < u_min)
    throw ModelError(
        fmt::format("Limiter '{}': limits must be consistent, but uMax = {} < uMin = {}", path(),
                    p.uMax, u_min));
  Expr uMax = parameter("uMax", p.uMax, {"", "upper limit of input signal"});
  Expr uMin = p.uMin ? parameter("uMin", *p.uMin, {"", "lower limit of input signal"}) : -uMax;
  Expr limited = if_else(u.value > uMax, uMax, if_else(u.value < uMin, uMin, u.value));
  equation(y.value, p.strict ? no_event(limited) : limited);
}

}  // namespace acausal::blocks
