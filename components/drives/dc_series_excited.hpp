#pragma once
#include <numbers>

#include "components/drives/dc_wound_field.hpp"
#include "components/drives/machine_mechanics.hpp"

namespace acausal::drives {

/// Defaults: MSL Machines.Utilities.ParameterRecords.DcSeriesExcitedData.
struct DcSeriesExcitedParams {
  double VaNominal = 100.0;  // V, nominal voltage across armature and series winding
  double IaNominal = 100.0;  // A, nominal armature current
  double wNominal = 1410.0 * 2 * std::numbers::pi / 60;  // rad/s, nominal speed
  double Ra = 0.05;                                      // Ohm, armature resistance
  double La = 0.0015;                                    // H, armature inductance
  double Jr = 0.15;                                      // kg.m2, rotor inertia
  double Js = 0.15;                                      // kg.m2, stator inertia (use_support)
  bool use_support = false;
  double friction_d = 0.0;  // N.m.s/rad, viscous bearing friction (not MSL's loss record)
  double Re = 0.01;         // Ohm, series excitation resistance
  double Le = 0.0005;       // H, total series excitation inductance
  double sigmae = 0.0;      // stray fraction of Le, in [0, 0.99]
};

/// Series excited DC machine (MSL Machines.BasicMachines.DCMachines.DC_SeriesExcited
/// without brush, core, stray-load and friction losses and at reference temperature):
///   va = Ra ia + La der(ia) + turnsRatio psi_e wMechanical,
///   ve = Re ie + Lesigma der(ie) + der(psi_e),   psi_e = Lme ie,
///   tauElectrical = turnsRatio psi_e ia,
/// with Lme = Le (1 - sigmae), Lesigma = Le sigmae and turnsRatio =
/// (VaNominal - (Ra + Re) IaNominal) / (wNominal Lme IaNominal): VaNominal is
/// the voltage across both windings. As in MSL, the windings are two pin pairs
/// (armature pin_ap, pin_an; series winding pin_ep, pin_en) and the circuit
/// connects them in series, e.g. pin_an to pin_ep; then ie = ia and the torque
/// is k ia^2 with k = turnsRatio Lme. MSL's inner names `la.i` (= ia) and
/// `airGapDC.psi_e` are kept.
class DcSeriesExcited : public Component, public MachineMechanics, public DcWoundField {
 public:
  static constexpr const char* kTypeName = "DC_SeriesExcited";
  using Params = DcSeriesExcitedParams;
  DcSeriesExcited(ComponentContext ctx, Params params = Params());
  /// k = turnsRatio Lme = (VaNominal - (Ra + Re) IaNominal) / (wNominal IaNominal):
  /// induced voltage per (A rad/s), torque per A^2 once the windings are in series.
  static double machine_constant(const Params& p);

  /// Power balance (W, MSL powerBalance names): powerArmature = va ia,
  /// powerSeriesExcitation = ve ie, lossPowerArmature = Ra ia^2,
  /// lossPowerSeriesExcitation = Re ie^2, lossPowerTotal (with the friction).
  Expr powerArmature, powerSeriesExcitation, lossPowerArmature, lossPowerSeriesExcitation,
      lossPowerTotal;
};

using DC_SeriesExcited = DcSeriesExcited;

}  // namespace acausal::drives
