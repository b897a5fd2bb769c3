#include "components/thermal/conditional_heat_port.hpp"

namespace acausal::thermal {

ConditionalHeatPort::ConditionalHeatPort(Component& c, bool use_heat_port, double T,
                                         const Expr& lossPower) {
  if (use_heat_port) {
    const HeatPort heatPort = declare_heat_port(c, "heatPort");
    port = heatPort.port;
    T_heatPort = heatPort.T;
    c.equation(heatPort.Q_flow, -lossPower);
  } else {
    T_heatPort = c.parameter(
        "T", T, {"K", "fixed device temperature (no heat port)", ParameterCheck::Positive});
  }
}

}  // namespace acausal::thermal
