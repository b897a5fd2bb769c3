#include "components/rotational/damper.hpp"

namespace acausal::rotational {

Damper::Damper(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      CompliantWithRelativeStates(static_cast<Component&>(*this)),
      loss_power(variable("lossPower", {.unit = "W", .description = "dissipated power"})) {
  Expr d = parameter("d", p.d, {"N.m.s/rad", "damping constant", ParameterCheck::NonNegative});
  equation(tau, d * w_rel);
  equation(loss_power, tau * w_rel);
}

}  // namespace acausal::rotational
