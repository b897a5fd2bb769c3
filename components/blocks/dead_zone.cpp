#include "components/blocks/nonlinear.hpp"
#include "components/blocks/symmetric_limits.hpp"

namespace acausal::blocks {

DeadZone::DeadZone(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  const auto [uMax, uMin] = declare_symmetric_limits(*this, p.uMax, p.uMin, "dead zone");
  equation(y.value,
           if_else(u.value > uMax, u.value - uMax, if_else(u.value < uMin, u.value - uMin, 0.0)));
}

}  // namespace acausal::blocks
