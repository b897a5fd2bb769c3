#include "components/thermal/heat_capacitor.hpp"

namespace acausal::thermal {

HeatCapacitor::HeatCapacitor(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      port(declare_heat_port(*this, "port")),
      T(variable("T", {.unit = "K",
                       .description = "temperature of the element",
                       .start = 293.15,
                       .nominal = 300.0})),
      der_T(variable("der_T", {.unit = "K/s", .description = "time derivative of T"})) {
  Expr C = parameter("C", p.C, {"J/K", "heat capacity of the element", ParameterCheck::Positive});
  equation(T, port.T);
  equation(der_T, der(T));
  equation(C * der_T, port.Q_flow);
}

}  // namespace acausal::thermal
