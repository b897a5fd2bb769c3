#pragma once
// Electrical pin: potential v [V] (across) and current i [A] (flow),
// positive when flowing INTO the component through the pin (MSL convention).
#include "core/model/component.hpp"

namespace acausal::electrical {

const ConnectorType& pin_type();

struct Pin {
  const Port* port;
  operator const Port&() const { return *port; }  // NOLINT: lets connect() take it
  Expr v;
  Expr i;
};

/// Declares a pin on component c.
Pin declare_pin(Component& c, std::string name);

}  // namespace acausal::electrical
