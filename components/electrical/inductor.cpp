#include "components/electrical/inductor.hpp"

namespace acausal::electrical {

Inductor::Inductor(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      OnePort(static_cast<Component&>(*this), {},
              {.start = params.i_start.value_or(0.0), .fixed = params.i_start.has_value()}) {
  Expr L = parameter("L", params.L, {"H", "inductance", ParameterCheck::NonNegative});
  equation(L * der(i), v);
}

}  // namespace acausal::electrical
