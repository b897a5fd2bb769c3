#include <fmt/format.h>

#include "components/blocks/nonlinear.hpp"
#include "core/errors.hpp"

namespace acausal::blocks {

DeadZone::DeadZone(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  const double u_min = p.uMin.value_or(-p.uMax);
  if (p.uMax < u_min)
    throw ModelError(
        fmt::format("DeadZone '{}': limits must be consistent, but uMax = {} < uMin = {}", path(),
                    p.uMax, u_min));
  Expr uMax = parameter("uMax", p.uMax, {"", "upper limit of dead zone"});
  Expr uMin = p.uMin ? parameter("uMin", *p.uMin, {"", "lower limit of dead zone"}) : -uMax;
  equation(y.value,
           if_else(u.value > uMax, u.value - uMax, if_else(u.value < uMin, u.value - uMin, 0.0)));
}

}  // namespace acausal::blocks
