#pragma once
#include <numbers>

#include "components/drives/machine_mechanics.hpp"
#include "domains/electrical.hpp"

namespace acausal::drives {

/// Defaults: MSL Machines.Utilities.ParameterRecords.DcPermanentMagnetData.
struct DcPermanentMagnetParams {
  double VaNominal = 100.0;                              // V, nominal armature voltage
  double IaNominal = 100.0;                              // A, nominal armature current
  double wNominal = 1425.0 * 2 * std::numbers::pi / 60;  // rad/s, nominal speed
  double Ra = 0.05;                                      // Ohm, armature resistance
  double La = 0.0015;                                    // H, armature inductance
  double Jr = 0.15;                                      // kg.m2, rotor inertia
  double Js = 0.15;                                      // kg.m2, stator inertia (use_support)
  bool use_support = false;
  double friction_d = 0.0;  // N.m.s/rad, viscous bearing friction (not MSL's loss record)
};

/// Permanent-magnet DC machine (MSL Machines.BasicMachines.DCMachines.DC_PermanentMagnet
/// without brush, core, stray-load and friction losses):
///   va = Ra ia + La der(ia) + psi_e wMechanical,  tauElectrical = psi_e ia,
///   psi_e = (VaNominal - Ra IaNominal) / wNominal.
/// Ports: pin_ap, pin_an (armature, ia flows from pin_ap to pin_an), flange, support.
class DcPermanentMagnet : public Component, public MachineMechanics {
 public:
  static constexpr const char* kTypeName = "DC_PermanentMagnet";
  using Params = DcPermanentMagnetParams;
  DcPermanentMagnet(ComponentContext ctx, Params params = Params());
  /// The flux linkage psi_e = (VaNominal - Ra IaNominal) / wNominal [V.s/rad].
  static double psi_e(const Params& p);

  electrical::Pin pin_ap, pin_an;
  Expr va, ia;
  /// Power balance (W): powerArmature = va ia, powerMechanical = tauShaft wMechanical,
  /// powerAirGap = tauElectrical wMechanical, lossPowerArmature = Ra ia^2,
  /// lossPowerFriction = friction_d wMechanical^2, lossPowerTotal.
  Expr powerArmature, lossPowerArmature, lossPowerTotal;
};

using DC_PermanentMagnet = DcPermanentMagnet;

}  // namespace acausal::drives
