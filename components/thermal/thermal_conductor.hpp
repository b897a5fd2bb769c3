#pragma once
#include "domains/thermal.hpp"

namespace acausal::thermal {

struct ThermalConductorParams {
  double G = 1.0;  // W/K, thermal conductance
};

/// Lumped heat conduction without storage (MSL HeatTransfer.Components.ThermalConductor):
///   Q_flow = G dT,  dT = port_a.T - port_b.T,  port_a.Q_flow = Q_flow = -port_b.Q_flow.
class ThermalConductor : public Component {
 public:
  static constexpr const char* kTypeName = "ThermalConductor";
  using Params = ThermalConductorParams;
  ThermalConductor(ComponentContext ctx, Params p = Params());
  HeatPort port_a, port_b;
  Expr Q_flow, dT;
};

}  // namespace acausal::thermal
