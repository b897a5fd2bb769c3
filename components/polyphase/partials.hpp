#pragma once
// Shared partial models of the polyphase library (as MSL's
// Electrical.Polyphase.Interfaces): reused by the components, never copied.
#include "domains/polyphase.hpp"

namespace acausal::polyphase {

/// Two m-phase plugs with the phase voltages v[k] = plug_p.pin[k].v -
/// plug_n.pin[k].v and the phase currents i[k] = plug_p.pin[k].i flowing
/// from plug_p through the component to plug_n (MSL Interfaces.OnePort).
struct OnePort {
  Plug plug_p, plug_n;
  std::vector<Expr> v, i;
  OnePort(Component& c, int m);
};

}  // namespace acausal::polyphase
