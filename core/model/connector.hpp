#pragma once
// Connector types: the variables a port carries and how connections treat
// them. Across (potential) variables are equal in a connection set; flow
// (through) variables sum to zero, positive when flowing INTO the component.
#include <string>
#include <vector>

namespace acausal {

enum class ConnectorRole {
  Across,  // equal in a connection set (voltage, angle, position)
  Flow,    // sums to zero in a connection set; positive into the component
  Signal,  // causal block signal: one source drives every connected input
};

struct ConnectorVariable {
  std::string name;
  ConnectorRole role;
  std::string unit;
};

struct ConnectorType {
  std::string domain;  // e.g. "electrical", "rotational"
  std::vector<ConnectorVariable> variables;
};

enum class PortDirection { Acausal, Input, Output };

}  // namespace acausal
