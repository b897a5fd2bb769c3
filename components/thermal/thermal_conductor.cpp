#include "components/thermal/thermal_conductor.hpp"

namespace acausal::thermal {

ThermalConductor::ThermalConductor(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      port_a(declare_heat_port(*this, "port_a")),
      port_b(declare_heat_port(*this, "port_b")),
      Q_flow(variable("Q_flow", {.unit = "W", .description = "heat flow from port_a to port_b"})),
      dT(variable("dT", {.unit = "K", .description = "port_a.T - port_b.T"})) {
  Expr G = parameter(
      "G", p.G, {"W/K", "constant thermal conductance of material", ParameterCheck::NonNegative});
  equation(dT, port_a.T - port_b.T);
  equation(port_a.Q_flow, Q_flow);
  equation(port_b.Q_flow, -Q_flow);
  equation(Q_flow, G * dT);
}

}  // namespace acausal::thermal
