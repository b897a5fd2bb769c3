#include "components/thermal/fixed_temperature.hpp"

namespace acausal::thermal {

FixedTemperature::FixedTemperature(ComponentContext ctx, Params p)
    : Component(std::move(ctx)), port(declare_heat_port(*this, "port")) {
  Expr T = parameter("T", p.T, {"K", "fixed temperature at port", ParameterCheck::Positive});
  equation(port.T, T);
}

FixedHeatFlow::FixedHeatFlow(ComponentContext ctx, Params p)
    : Component(std::move(ctx)), port(declare_heat_port(*this, "port")) {
  Expr Q_flow = parameter("Q_flow", p.Q_flow, {"W", "fixed heat flow rate at port"});
  Expr T_ref =
      parameter("T_ref", p.T_ref, {"K", "reference temperature", ParameterCheck::Positive});
  Expr alpha = parameter("alpha", p.alpha, {"1/K", "temperature coefficient of heat flow rate"});
  equation(port.Q_flow, -Q_flow * (1.0 + alpha * (port.T - T_ref)));
}

}  // namespace acausal::thermal
