#include "components/translational/spring_damper.hpp"

namespace acausal::translational {

SpringDamper::SpringDamper(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      CompliantWithRelativeStates(static_cast<Component&>(*this)),
      loss_power(variable("lossPower", {.unit = "W", .description = "dissipated power"})) {
  Expr c = parameter("c", p.c, {"N/m", "spring constant", ParameterCheck::NonNegative});
  Expr d = parameter("d", p.d, {"N.s/m", "damping constant", ParameterCheck::NonNegative});
  Expr s_rel0 = parameter("s_rel0", p.s_rel0, {"m", "unstretched spring length"});
  const Expr f_c = c * (s_rel - s_rel0);  // spring force
  const Expr f_d = d * v_rel;             // damping force
  equation(f, f_c + f_d);
  equation(loss_power, f_d * v_rel);
}

}  // namespace acausal::translational
