#include "components/electrical/variable_resistor.hpp"

namespace acausal::electrical {

VariableResistor::VariableResistor(ComponentContext ctx)
    : Component(std::move(ctx)),
      OnePort(static_cast<Component&>(*this)),
      R(signal::declare_input(*this, "R")),
      R_actual(variable("R_actual", {.unit = "Ohm", .description = "actual resistance"})),
      LossPower(
          variable("LossPower", {.unit = "W", .description = "loss power leaving the component"})) {
  equation(R_actual, R.value);
  equation(v, R_actual * i);
  equation(LossPower, v * i);
}

}  // namespace acausal::electrical
