#pragma once
// The three-phase stator winding the rotating-field machines share, seen
// from the rotor (as MSL's Machines.Interfaces.PartialBasicInductionMachine
// with its air gap in rotor coordinates): reused, never copied.
#include <vector>

#include "components/drives/machine_mechanics.hpp"
#include "domains/polyphase.hpp"

namespace acausal::drives {

struct RotorFrameStatorParams {
  int p;             // pole pairs
  double fsNominal;  // Hz, nominal frequency
  double Rs;         // Ohm, stator resistance per phase
  double Lssigma;    // H, stator stray inductance per phase
  double Lszero;     // H, stator zero-sequence inductance
};

/// p itself when it is a pole-pair count (>= 1), else a ModelError naming c.
int checked_pole_pairs(const Component& c, int p);

/// The stator's part of a machine record P (its Lszero defaulting to Lssigma).
template <class P>
RotorFrameStatorParams stator_params(const P& p) {
  return {p.p, p.fsNominal, p.Rs, p.Lssigma, p.Lszero.value_or(p.Lssigma)};
}

/// The parameters p, fsNominal, Rs, Lssigma, Lszero, the terminals, the
/// Clarke/Park transforms and the zero sequence:
///   vs[k] = plug_sp.v[k] - plug_sn.v[k],  is[k] = plug_sp.i[k] = -plug_sn.i[k],
///   is = Clarke^-1(Park^-1(idq_sr, gamma), i_0_s),  vdq_sr = Park(Clarke(vs), gamma),
///   gamma = p phiMechanical,  v_0_s = Rs i_0_s + Lszero der(i_0_s).
/// The machine adds its air gap and rotor through voltage_equations().
struct RotorFrameStator {
  Expr p, fsNominal, Rs, Lssigma, Lszero;
  polyphase::Plug plug_sp, plug_sn;
  std::vector<Expr> is, vs;
  Expr i_0_s, v_0_s, id, iq, vd, vq, gamma;
  /// Electrical angular velocity p wMechanical.
  Expr w_el;

  RotorFrameStator(Component& c, const MachineMechanics& mechanics,
                   const RotorFrameStatorParams& params);
  /// The dq stator equations over the main flux linkage psi_m (rotor frame)
  /// and its derivative dpsi_m, written by the machine on its current states:
  ///   vd = Rs id + Lssigma der(id) + dpsi_md - w_el (Lssigma iq + psi_mq),
  ///   vq = Rs iq + Lssigma der(iq) + dpsi_mq + w_el (Lssigma id + psi_md).
  void voltage_equations(Component& c, Expr psi_md, Expr psi_mq, Expr dpsi_md, Expr dpsi_mq) const;
  /// The power balance (MSL powerBalance names, W): powerStator = sum vs[k]
  /// is[k], lossPowerStatorWinding = Rs sum is[k]^2, lossPowerRotorWinding
  /// (the machine's rotor_losses), lossPowerTotal with the friction.
  void power_balance(Component& c, const MachineMechanics& mechanics, Expr rotor_losses);
  Expr powerStator, lossPowerStatorWinding, lossPowerRotorWinding, lossPowerTotal;
};

}  // namespace acausal::drives
