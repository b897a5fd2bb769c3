#include "components/electrical/resistor.hpp"

namespace acausal::electrical {

Resistor::Resistor(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      OnePort(static_cast<Component&>(*this)),
      R_actual(variable("R_actual", {.unit = "Ohm", .description = "actual resistance"})),
      LossPower(
          variable("LossPower", {.unit = "W", .description = "loss power leaving the component"})) {
  // MSL allows any sign of R (negative resistances model active devices).
  Expr R = parameter("R", params.R, {"Ohm", "resistance"});
  equation(R_actual, R);
  equation(v, R_actual * i);
  equation(LossPower, v * i);
}

}  // namespace acausal::electrical
