#pragma once
// The ports and power outputs both inverters share, so that one can replace
// the other in a model (as MachineMechanics does for the machines).
#include "components/electrical/partials.hpp"
#include "domains/polyphase.hpp"

namespace acausal::drives {

/// DC pins dc_p, dc_n and the m-phase plug ac, with
///   vDC = dc_p.v - dc_n.v,  iDC = dc_p.i,  powerDC = vDC iDC,
///   powerAC = -sum (ac.v[k] - dc_n.v) ac.i[k]  (the power leaving through
///   ac; with the AC currents summing to zero it is the total).
/// The inverter states how its legs connect them.
struct InverterTerminals {
  electrical::Pin dc_p, dc_n;
  polyphase::Plug ac;
  Expr vDC, iDC;
  Expr powerDC, powerAC;
  InverterTerminals(Component& c, int m);
};

}  // namespace acausal::drives
