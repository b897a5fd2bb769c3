#pragma once
// Connector types: the variables a port carries and how connections treat
// them. Across (potential) variables are equal in a connection set; flow
// (through) variables sum to zero, positive when flowing INTO the component.
#include <string>
#include <vector>

namespace acausal {

class Model;
struct FlatSystem;

/// A flatten-time pass that turns the connections of one connector domain into
/// equations (multibody frames: the mechanism's equations of motion), called
/// once per model in which a port of that type exists.
using ConnectionAssembler = void (*)(const Model& model, FlatSystem& flat);

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
  /// Null for ordinary domains, whose connection sets give across equalities and flow sums.
  ConnectionAssembler assembler = nullptr;
};

enum class PortDirection { Acausal, Input, Output };

}  // namespace acausal
