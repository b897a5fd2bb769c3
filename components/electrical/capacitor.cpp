#include "components/electrical/capacitor.hpp"

namespace acausal::electrical {

Capacitor::Capacitor(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      OnePort(static_cast<Component&>(*this),
              {.start = params.v_start.value_or(0.0), .fixed = params.v_start.has_value()}) {
  Expr C = parameter("C", params.C, {"F", "capacitance", ParameterCheck::NonNegative});
  equation(i, C * der(v));
}

}  // namespace acausal::electrical
