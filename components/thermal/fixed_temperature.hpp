#pragma once
#include "domains/thermal.hpp"

namespace acausal::thermal {

struct FixedTemperatureParams {
  double T = 293.15;  // K, fixed temperature at the port
};

/// Ambient at a fixed temperature (MSL HeatTransfer.Sources.FixedTemperature): port.T = T.
class FixedTemperature : public Component {
 public:
  static constexpr const char* kTypeName = "FixedTemperature";
  using Params = FixedTemperatureParams;
  FixedTemperature(ComponentContext ctx, Params p = Params());
  HeatPort port;
};

struct FixedHeatFlowParams {
  double Q_flow = 0.0;    // W, heat flow rate into the port's component
  double T_ref = 293.15;  // K, reference temperature of alpha
  double alpha = 0.0;     // 1/K, temperature coefficient of the heat flow rate
};

/// Fixed heat flow into the connected component (MSL HeatTransfer.Sources.FixedHeatFlow):
///   port.Q_flow = -Q_flow (1 + alpha (port.T - T_ref)).
class FixedHeatFlow : public Component {
 public:
  static constexpr const char* kTypeName = "FixedHeatFlow";
  using Params = FixedHeatFlowParams;
  FixedHeatFlow(ComponentContext ctx, Params p = Params());
  HeatPort port;
};

}  // namespace acausal::thermal
