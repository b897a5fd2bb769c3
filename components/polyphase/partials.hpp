#pragma once
// Shared partial models of the polyphase library (as MSL's
// Electrical.Polyphase.Interfaces): reused by the components, never copied.
#include <functional>
#include <string>
#include <vector>

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

/// The ideal semiconductor characteristic in every phase of an m-phase
/// valve (MSL Interfaces.IdealSemiconductor per phase, the same data in
/// each): the curve parameter s[k] (named name(k, "s")) and the discrete
/// state off[k] (name(k, "off"), start off_start[k]; defined by the valve):
///   v[k] = s[k] (off[k] ? 1 : Ron) + Vknee,  i[k] = s[k] (off[k] ? Goff : 1) + Goff Vknee.
/// LossPower is the sum of v[k] i[k].
struct IdealSemiconductorPhases {
  Expr Ron, Goff, Vknee;
  std::vector<Expr> off, s;
  Expr LossPower;
  IdealSemiconductorPhases(Component& c, const OnePort& port, double Ron, double Goff, double Vknee,
                           const std::function<std::string(std::size_t, const char*)>& name,
                           const std::vector<bool>& off_start);
};

}  // namespace acausal::polyphase
