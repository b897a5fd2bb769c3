#pragma once
// The mechanical side the machines share (as MSL's
// Machines.Interfaces.PartialBasicMachine): reused, never copied.
#include "domains/rotational.hpp"

namespace acausal::drives {

struct MachineMechanicsParams {
  double Jr;          // kg.m2, rotor inertia
  double Js;          // kg.m2, stator inertia (only with use_support)
  bool use_support;   // the housing is a flange "support" instead of fixed
  double friction_d;  // N.m.s/rad, viscous bearing friction tau = d*wMechanical
};

/// The mechanical part of a machine record P.
template <class P>
MachineMechanicsParams mechanics_params(const P& p) {
  return {p.Jr, p.Js, p.use_support, p.friction_d};
}

/// The shaft "flange" with the rotor inertia Jr; with use_support, the stator
/// inertia Js on the flange "support", which takes the reactions of the air gap
/// and of the friction; a viscous bearing friction. The machine states its own
/// equation for tauElectrical (air-gap torque, acting on the rotor).
///   Jr (der(wMechanical) + der(wSupport)) = tauElectrical - tauFriction + flange.tau,
///   wMechanical = der(flange.phi - support.phi),  tauShaft = -flange.tau.
/// Powers (MSL powerBalance names): powerMechanical = tauShaft wMechanical,
/// powerAirGap = tauElectrical wMechanical, lossPowerFriction = tauFriction wMechanical.
struct MachineMechanics {
  rotational::Flange flange;
  const Port* support = nullptr;
  Expr phiMechanical, wMechanical, tauElectrical, tauShaft, tauFriction;
  Expr powerMechanical, powerAirGap, lossPowerFriction;
  MachineMechanics(Component& c, const MachineMechanicsParams& params);
};

}  // namespace acausal::drives
