#pragma once
#include <numbers>
#include <optional>
#include <vector>

#include "components/drives/machine_mechanics.hpp"
#include "components/drives/rotor_frame_stator.hpp"

namespace acausal::drives {

/// Defaults: MSL Machines.Utilities.ParameterRecords.SM_PermanentMagnetData.
struct PermanentMagnetSynchronousMachineParams {
  int p = 2;                // pole pairs
  double fsNominal = 50.0;  // Hz, nominal frequency (scales the inductance defaults)
  double Rs = 0.03;         // Ohm, stator resistance per phase
  double Lssigma = 0.1 / (2 * std::numbers::pi * 50);  // H, stator stray inductance per phase
  std::optional<double> Lszero;                        // H, zero-sequence; default Lssigma
  double Lmd = 0.3 / (2 * std::numbers::pi * 50);      // H, main field inductance, d axis
  double Lmq = 0.3 / (2 * std::numbers::pi * 50);      // H, main field inductance, q axis
  /// V, RMS phase voltage induced at fsNominal with open terminals; sets the
  /// magnet flux psi_m = sqrt(2)*VsOpenCircuit/(2*pi*fsNominal) (see psi_m()).
  double VsOpenCircuit = 112.3;
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

/// Permanent-magnet synchronous machine, three phases, written in rotor (dq)
/// coordinates as MSL 4.0 Machines.BasicMachines.SynchronousMachines.SM_PermanentMagnet
/// without losses other than Rs (and the optional viscous friction); see docs/drives.md.
///
/// Ports: plug_sp, plug_sn (stator winding k between plug_sp.pin[k] and
/// plug_sn.pin[k]), flange (shaft), support (housing, if use_support).
/// Outputs named as in MSL: is[k], vs[k], i_0_s, idq_sr[1..2] (stator current
/// in rotor coordinates), idq_rr, idq_dr (damper), psi_mr, phiMechanical,
/// wMechanical, tauElectrical (air-gap torque), tauShaft = -flange.tau, and the
/// power balance below.
///   v_d = Rs i_d + d/dt psi_d - w_el psi_q,  v_q = Rs i_q + d/dt psi_q + w_el psi_d,
///   psi_d = Lssigma i_d + Lmd (i_d + idq_rr[1]),  psi_q = Lssigma i_q + Lmq (i_q + idq_rr[2]),
///   idq_rr = idq_dr + (Ie, 0),  Ie = psi_m / Lmd,  w_el = p wMechanical,
///   tauElectrical = 3/2 p (i_q psi_mr[1] - i_d psi_mr[2]).
class PermanentMagnetSynchronousMachine : public Component,
                                          public MachineMechanics,
                                          public RotorFrameStator {
 public:
  static constexpr const char* kTypeName = "SM_PermanentMagnet";
  using Params = PermanentMagnetSynchronousMachineParams;
  PermanentMagnetSynchronousMachine(ComponentContext ctx, Params params = Params());

  /// Peak flux linkage of the magnet per phase, sqrt(2)*VsOpenCircuit/(2*pi*fsNominal).
  static double psi_m(const Params& p);
  /// The VsOpenCircuit that gives the magnet flux psi_m (inverse of psi_m()).
  static double vs_open_circuit(double psi_m, double fsNominal);

  Expr psi_md, psi_mq;
  // The power balance is RotorFrameStator's (lossPowerRotorWinding: the damper cage).
};

using SM_PermanentMagnet = PermanentMagnetSynchronousMachine;

}  // namespace acausal::drives
