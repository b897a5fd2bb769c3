#pragma once
#include <cmath>
#include <numbers>
#include <optional>

#include "components/drives/machine_mechanics.hpp"
#include "components/drives/rotor_frame_stator.hpp"

namespace acausal::drives {

/// Defaults: MSL Machines.Utilities.ParameterRecords.IM_SquirrelCageData
/// (a 4-pole 50 Hz machine whose stray factor is 0.0667).
struct InductionMachineSquirrelCageParams {
  int p = 2;                // pole pairs
  double fsNominal = 50.0;  // Hz, nominal frequency
  double Rs = 0.03;         // Ohm, stator resistance per phase
  double Lssigma = 3 * (1 - std::sqrt(1 - 0.0667)) / (2 * std::numbers::pi * 50);  // H
  std::optional<double> Lszero;                                                    // H; Lssigma
  double Lm = 3 * std::sqrt(1 - 0.0667) / (2 * std::numbers::pi * 50);             // H, main field
  double Lrsigma = 3 * (1 - std::sqrt(1 - 0.0667)) / (2 * std::numbers::pi * 50);  // H
  double Rr = 0.04;  // Ohm, rotor resistance per phase (equivalent three-phase winding)
  double Jr = 0.29;  // kg.m2, rotor inertia
  double Js = 0.29;  // kg.m2, stator inertia (only with use_support)
  bool use_support = false;
  /// N.m.s/rad, viscous bearing friction tau = d*wMechanical (not MSL's loss record).
  double friction_d = 0.0;
};

/// Induction machine with squirrel cage rotor, three phases (MSL 4.0
/// Machines.BasicMachines.InductionMachines.IM_SquirrelCage without losses
/// other than Rs and Rr, at the reference temperature), written in rotor
/// coordinates on the stator and cage currents idq_sr, idq_rr:
///   psi_mr = Lm (idq_sr + idq_rr),
///   v_d = Rs i_d + Lssigma der(i_d) + der(psi_md) - w_el (Lssigma i_q + psi_mq)   (and q),
///   0 = Rr idq_rr + Lrsigma der(idq_rr) + der(psi_mr)   (the cage),
///   tauElectrical = 3/2 p (i_q psi_md - i_d psi_mq),  w_el = p wMechanical.
/// Ports: plug_sp, plug_sn, flange, support (with use_support). Outputs named
/// as in MSL: is[k], vs[k], i_0_s, idq_ss, idq_sr, idq_rs, idq_rr, ir (= idq_rr),
/// psi_mr, wMechanical, tauElectrical, tauShaft and the power balance.
class InductionMachineSquirrelCage : public Component,
                                     public MachineMechanics,
                                     public RotorFrameStator {
 public:
  static constexpr const char* kTypeName = "IM_SquirrelCage";
  using Params = InductionMachineSquirrelCageParams;
  InductionMachineSquirrelCage(ComponentContext ctx, Params params = Params());

  Expr idr, iqr;        // cage currents, rotor frame (idq_rr)
  Expr psi_md, psi_mq;  // main flux linkage, rotor frame (psi_mr)
  // The power balance is RotorFrameStator's (lossPowerRotorWinding = 3/2 Rr |idq_rr|^2).
};

using IM_SquirrelCage = InductionMachineSquirrelCage;

}  // namespace acausal::drives
