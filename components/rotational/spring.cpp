#include "components/rotational/spring.hpp"

namespace acausal::rotational {

Spring::Spring(ComponentContext ctx, Params p)
    : Component(std::move(ctx)), Compliant(static_cast<Component&>(*this)) {
  Expr c = parameter("c", p.c, {"N.m/rad", "spring constant", ParameterCheck::NonNegative});
  Expr phi_rel0 = parameter("phi_rel0", p.phi_rel0, {"rad", "unstretched spring angle"});
  equation(tau, c * (phi_rel - phi_rel0));
}

}  // namespace acausal::rotational
