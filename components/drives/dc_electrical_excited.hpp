#pragma once
#include <numbers>

#include "components/drives/dc_wound_field.hpp"
#include "components/drives/machine_mechanics.hpp"

namespace acausal::drives {

/// Defaults: MSL Machines.Utilities.ParameterRecords.DcElectricalExcitedData.
struct DcElectricalExcitedParams {
  double VaNominal = 100.0;                              // V, nominal armature voltage
  double IaNominal = 100.0;                              // A, nominal armature current
  double wNominal = 1425.0 * 2 * std::numbers::pi / 60;  // rad/s, nominal speed
  double Ra = 0.05;                                      // Ohm, armature resistance
  double La = 0.0015;                                    // H, armature inductance
  double Jr = 0.15;                                      // kg.m2, rotor inertia
  double Js = 0.15;                                      // kg.m2, stator inertia (use_support)
  bool use_support = false;
  double friction_d = 0.0;  // N.m.s/rad, viscous bearing friction (not MSL's loss record)
  double IeNominal = 1.0;   // A, nominal excitation current
  double Re = 100.0;        // Ohm, field excitation resistance
  double Le = 1.0;          // H, total field excitation inductance
  double sigmae = 0.0;      // stray fraction of Le, in [0, 0.99]
};

/// Electrically (separately or shunt) excited DC machine (MSL
/// Machines.BasicMachines.DCMachines.DC_ElectricalExcited without brush,
/// core, stray-load and friction losses and at reference temperature):
///   va = Ra ia + La der(ia) + vai,   vai = turnsRatio psi_e wMechanical,
///   ve = Re ie + Lesigma der(ie) + der(psi_e),   psi_e = Lme ie,
///   tauElectrical = turnsRatio psi_e ia,
/// with Lme = Le (1 - sigmae), Lesigma = Le sigmae and turnsRatio =
/// (VaNominal - Ra IaNominal) / (wNominal Lme IeNominal). Armature pins
/// pin_ap, pin_an; excitation pins pin_ep, pin_en (a floating winding). MSL's
/// inner names of the compared signals are kept: `la.i` (= ia) and
/// `airGapDC.psi_e`.
class DcElectricalExcited : public Component, public MachineMechanics, public DcWoundField {
 public:
  static constexpr const char* kTypeName = "DC_ElectricalExcited";
  using Params = DcElectricalExcitedParams;
  DcElectricalExcited(ComponentContext ctx, Params params = Params());

  /// Power balance (W): powerArmature = va ia, powerExcitation = ve ie,
  /// lossPowerArmature = Ra ia^2, lossPowerExcitation = Re ie^2, lossPowerTotal.
  Expr powerArmature, powerExcitation, lossPowerArmature, lossPowerExcitation, lossPowerTotal;
};

using DC_ElectricalExcited = DcElectricalExcited;

}  // namespace acausal::drives
