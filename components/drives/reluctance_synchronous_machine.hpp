#pragma once
#include <numbers>
#include <optional>

#include "components/drives/machine_mechanics.hpp"
#include "components/drives/rotor_frame_stator.hpp"

namespace acausal::drives {

/// Defaults: MSL Machines.Utilities.ParameterRecords.SM_ReluctanceRotorData.
struct ReluctanceSynchronousMachineParams {
  int p = 2;                                           // pole pairs
  double fsNominal = 50.0;                             // Hz, nominal frequency
  double Rs = 0.03;                                    // Ohm, stator resistance per phase
  double Lssigma = 0.1 / (2 * std::numbers::pi * 50);  // H, stator stray inductance per phase
  std::optional<double> Lszero;                        // H, zero-sequence; default Lssigma
  double Lmd = 2.9 / (2 * std::numbers::pi * 50);      // H, main field inductance, d axis
  double Lmq = 0.9 / (2 * std::numbers::pi * 50);      // H, main field inductance, q axis
  bool use_damper_cage = true;
  double Lrsigmad = 0.05 / (2 * std::numbers::pi * 50);  // H, damper stray inductance, d axis
  std::optional<double> Lrsigmaq;                        // H; default Lrsigmad
  double Rrd = 0.04;                                     // Ohm, damper resistance, d axis
  std::optional<double> Rrq;                             // Ohm; default Rrd
  double Jr = 0.29;                                      // kg.m2, rotor inertia
  double Js = 0.29;  // kg.m2, stator inertia (only with use_support)
  bool use_support = false;
  /// N.m.s/rad, viscous bearing friction tau = d*wMechanical (not MSL's loss record).
  double friction_d = 0.0;
};

/// Synchronous machine with reluctance rotor and damper cage, three phases
/// (MSL 4.0 Machines.BasicMachines.SynchronousMachines.SM_ReluctanceRotor
/// without losses other than Rs and the damper's), in rotor coordinates:
/// the torque is the saliency Lmd != Lmq's alone, and the damper cage starts
/// it asynchronously:
///   psi_mr = (Lmd (id + idq_dr[1]), Lmq (iq + idq_dr[2])),
///   tauElectrical = 3/2 p (iq psi_mr[1] - id psi_mr[2]) (see SynchronousRotor).
/// Ports and outputs as SM_PermanentMagnet's (no excitation: idq_rr = idq_dr).
class ReluctanceSynchronousMachine : public Component,
                                     public MachineMechanics,
                                     public RotorFrameStator {
 public:
  static constexpr const char* kTypeName = "SM_ReluctanceRotor";
  using Params = ReluctanceSynchronousMachineParams;
  ReluctanceSynchronousMachine(ComponentContext ctx, Params params = Params());
  Expr idr, iqr;        // damper currents (0 without the cage)
  Expr psi_md, psi_mq;  // main flux linkage, rotor frame
};

using SM_ReluctanceRotor = ReluctanceSynchronousMachine;

}  // namespace acausal::drives
