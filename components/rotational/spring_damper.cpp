#include "components/rotational/spring_damper.hpp"

namespace acausal::rotational {

SpringDamper::SpringDamper(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      CompliantWithRelativeStates(static_cast<Component&>(*this)),
      loss_power(variable("lossPower", {.unit = "W", .description = "dissipated power"})) {
  Expr c = parameter("c", p.c, {"N.m/rad", "spring constant", ParameterCheck::NonNegative});
  Expr d = parameter("d", p.d, {"N.m.s/rad", "damping constant", ParameterCheck::NonNegative});
  Expr phi_rel0 = parameter("phi_rel0", p.phi_rel0, {"rad", "unstretched spring angle"});
  const Expr tau_c = c * (phi_rel - phi_rel0);  // spring torque
  const Expr tau_d = d * w_rel;                 // damping torque
  equation(tau, tau_c + tau_d);
  equation(loss_power, tau_d * w_rel);
}

}  // namespace acausal::rotational
