#pragma once
// The windings of the DC machines with a wound field (as MSL's
// DCMachines.DC_ElectricalExcited and DC_SeriesExcited around their
// AirGapDC): reused by them, never copied.
#include "domains/electrical.hpp"

namespace acausal::drives {

/// The armature (pin_ap, pin_an; ia flows from pin_ap to pin_an) and the
/// excitation winding (pin_ep, pin_en) as two floating pin pairs, and the
/// air gap between them:
///   va = Ra ia + La der(ia) + turnsRatio psi_e wMechanical,
///   ve = Re ie + Lesigma der(ie) + der(psi_e),   psi_e = Lme ie,
///   tauElectrical = turnsRatio psi_e ia.
/// MSL's inner names of compared signals are kept: `la.i` (= ia), `airGapDC.psi_e`.
struct DcWoundField {
  electrical::Pin pin_ap, pin_an, pin_ep, pin_en;
  Expr va, ia, ve, ie, psi_e;
  /// The pins, the windings' voltages and currents.
  explicit DcWoundField(Component& c);

  struct Windings {
    Expr Ra, La;            // armature resistance, inductance
    Expr Re, Lme, Lesigma;  // excitation resistance, main and stray inductance
    Expr turnsRatio;        // induced voltage per (Wb rad/s)
  };
  /// The rule on the declared parameter "sigmae": the stray fraction of the
  /// excitation inductance lies in [0, 0.99] (checked wherever it is set).
  static void constrain_stray_fraction(Component& c);
  /// The windings' and the air gap's equations, with the machine's shaft speed and air-gap torque.
  void air_gap(Component& c, const Windings& w, const Expr& wMechanical,
               const Expr& tauElectrical) const;
};

}  // namespace acausal::drives
