#pragma once
// The rotor of the synchronous machines (MSL Machines.BasicMachines.Components
// AirGapR with an optional DamperCage): shared by the permanent-magnet and
// the reluctance machine, never copied.
#include <optional>

#include "components/drives/machine_mechanics.hpp"
#include "components/drives/rotor_frame_stator.hpp"

namespace acausal::drives {

struct DamperCageParams {
  bool use_damper_cage;
  double Lrsigmad;                 // H, damper stray inductance, d axis
  std::optional<double> Lrsigmaq;  // H; default Lrsigmad
  double Rrd;                      // Ohm, damper resistance, d axis
  std::optional<double> Rrq;       // Ohm; default Rrd
};

/// Air gap in rotor coordinates over main field inductances Lmd, Lmq, a
/// constant excitation current Ie in the d axis (the magnet; 0 for
/// reluctance), and the optional damper cage (currents idq_dr):
///   idq_rr = idq_dr + (Ie, 0),  psi_mr = (Lmd (id + idq_rr[1]), Lmq (iq + idq_rr[2])),
///   0 = Rrd idq_dr[1] + Lrsigmad der(idq_dr[1]) + der(psi_mr[1])   (and q),
///   tauElectrical = 3/2 p (iq psi_mr[1] - id psi_mr[2]),
/// the stator's dq equations and its power balance (the damper's losses).
struct SynchronousRotor {
  Expr idr, iqr;          // damper currents (0 without the cage)
  Expr idq_rr1, idq_rr2;  // rotor currents
  Expr psi_md, psi_mq;    // main flux linkage
  SynchronousRotor(Component& c, MachineMechanics& mechanics, RotorFrameStator& stator, Expr Lmd,
                   Expr Lmq, Expr Ie, const DamperCageParams& params);
};

}  // namespace acausal::drives
