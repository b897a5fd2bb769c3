#pragma once
// The optional heat port of a lossy element (as MSL's
// HeatTransfer.Interfaces.PartialElementaryConditionalHeatPort): reused by
// the components, never copied.
#include "domains/thermal.hpp"

namespace acausal::thermal {

/// With use_heat_port, a port "heatPort" whose temperature the element reads
/// and into which its losses leave (heatPort.Q_flow = -lossPower); without,
/// the element sits at the fixed temperature parameter "T".
struct ConditionalHeatPort {
  Expr T_heatPort;  // K, the element's temperature
  const Port* port = nullptr;
  ConditionalHeatPort(Component& c, bool use_heat_port, double T, const Expr& lossPower);
};

}  // namespace acausal::thermal
