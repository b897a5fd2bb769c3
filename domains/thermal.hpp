#pragma once
// Heat port: temperature T [K] (across) and heat flow rate Q_flow [W] (flow),
// positive when heat flows INTO the component (MSL Thermal.HeatTransfer).
#include "core/model/component.hpp"

namespace acausal::thermal {

const ConnectorType& heat_port_type();

struct HeatPort {
  const Port* port;
  operator const Port&() const { return *port; }  // NOLINT: lets connect() take it
  Expr T;
  Expr Q_flow;
};

HeatPort declare_heat_port(Component& c, std::string name);

}  // namespace acausal::thermal
