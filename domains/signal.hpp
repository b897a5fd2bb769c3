#pragma once
// Causal block signals (Modelica RealInput/RealOutput): a connection set of
// signals has exactly one source and all members are equal.
#include "core/model/component.hpp"

namespace acausal::signal {

const ConnectorType& real_type();

struct RealSignal {
  const Port* port;
  operator const Port&() const { return *port; }  // NOLINT: lets connect() take it
  Expr value;
};

RealSignal declare_input(Component& c, std::string name);
RealSignal declare_output(Component& c, std::string name);

}  // namespace acausal::signal
