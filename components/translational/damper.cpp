#include "components/translational/damper.hpp"

namespace acausal::translational {

Damper::Damper(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      CompliantWithRelativeStates(static_cast<Component&>(*this)),
      loss_power(variable("lossPower", {.unit = "W", .description = "dissipated power"})) {
  Expr d = parameter("d", p.d, {"N.s/m", "damping constant", ParameterCheck::NonNegative});
  equation(f, d * v_rel);
  equation(loss_power, f * v_rel);
}

}  // namespace acausal::translational
