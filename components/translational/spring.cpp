#include "components/translational/spring.hpp"

namespace acausal::translational {

Spring::Spring(ComponentContext ctx, Params p)
    : Component(std::move(ctx)), Compliant(static_cast<Component&>(*this)) {
  Expr c = parameter("c", p.c, {"N/m", "spring constant", ParameterCheck::NonNegative});
  Expr s_rel0 = parameter("s_rel0", p.s_rel0,
                          {"m", "unstretched spring length", ParameterCheck::NonNegative});
  equation(f, c * (s_rel - s_rel0));
}

}  // namespace acausal::translational
