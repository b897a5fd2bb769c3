#include "components/drives/pmsm.hpp"

#include <cmath>

#include "components/drives/machine_mechanics.hpp"

namespace acausal::drives {

double PermanentMagnetSynchronousMachine::psi_m(const Params& p) {
  return std::sqrt(2.0) * p.VsOpenCircuit / (2 * std::numbers::pi * p.fsNominal);
}

double PermanentMagnetSynchronousMachine::vs_open_circuit(double psi_m, double fsNominal) {
  return psi_m * 2 * std::numbers::pi * fsNominal / std::sqrt(2.0);
}

PermanentMagnetSynchronousMachine::PermanentMagnetSynchronousMachine(ComponentContext ctx,
                                                                     Params params)
    : Component(std::move(ctx)),
      MachineMechanics(static_cast<Component&>(*this),
                       {params.Jr, params.Js, params.use_support, params.friction_d}),
      RotorFrameStator(static_cast<Component&>(*this), *this,
                       {params.p, params.fsNominal, params.Rs, params.Lssigma,
                        params.Lszero.value_or(params.Lssigma)}) {
  const ParameterCheck pos = ParameterCheck::Positive, nonneg = ParameterCheck::NonNegative;
  Expr Lmd = parameter("Lmd", params.Lmd, {"H", "main field inductance, d axis", pos});
  Expr Lmq = parameter("Lmq", params.Lmq, {"H", "main field inductance, q axis", pos});
  Expr VsOpenCircuit = parameter("VsOpenCircuit", params.VsOpenCircuit,
                                 {"V", "open-circuit RMS voltage per phase at fsNominal", nonneg});
  // The magnet acts as a constant excitation current Ie in the d axis (MSL PermanentMagnet).
  Expr Ie = variable("Ie", {.unit = "A", .description = "equivalent excitation current"});
  equation(Ie, sqrt(2.0) * VsOpenCircuit / (Lmd * (2 * std::numbers::pi) * fsNominal));

  // Air gap and rotor currents (damper cage plus the magnet's excitation).
  Expr idr = 0.0, iqr = 0.0, did_r = 0.0, diq_r = 0.0;  // damper currents and derivatives
  Expr damper_loss = 0.0;
  if (params.use_damper_cage) {
    Expr Lrsigmad =
        parameter("Lrsigmad", params.Lrsigmad, {"H", "damper stray inductance, d axis", nonneg});
    Expr Lrsigmaq = parameter("Lrsigmaq", params.Lrsigmaq.value_or(params.Lrsigmad),
                              {"H", "damper stray inductance, q axis", nonneg});
    Expr Rrd = parameter("Rrd", params.Rrd, {"Ohm", "damper resistance, d axis", pos});
    Expr Rrq = parameter("Rrq", params.Rrq.value_or(params.Rrd),
                         {"Ohm", "damper resistance, q axis", pos});
    idr = variable("idq_dr[1]", {.unit = "A", .description = "damper current, d axis"});
    iqr = variable("idq_dr[2]", {.unit = "A", .description = "damper current, q axis"});
    did_r = der(idr);
    diq_r = der(iqr);
    equation(0.0, Rrd * idr + Lrsigmad * der(idr) + Lmd * (der(id) + der(idr)));
    equation(0.0, Rrq * iqr + Lrsigmaq * der(iqr) + Lmq * (der(iq) + der(iqr)));
    // The damper's dq quantities are referred to the amplitude-invariant
    // stator phasor, hence m/2 (MSL Machines.BasicMachines.Components.DamperCage).
    damper_loss = 1.5 * (Rrd * idr * idr + Rrq * iqr * iqr);
  }
  Expr idq_rr1 = variable("idq_rr[1]", {.unit = "A", .description = "rotor current, d axis"});
  Expr idq_rr2 = variable("idq_rr[2]", {.unit = "A", .description = "rotor current, q axis"});
  equation(idq_rr1, idr + Ie);
  equation(idq_rr2, iqr);
  psi_md = variable("psi_mr[1]", {.unit = "Wb", .description = "main flux linkage, d axis"});
  psi_mq = variable("psi_mr[2]", {.unit = "Wb", .description = "main flux linkage, q axis"});
  equation(psi_md, Lmd * (id + idq_rr1));
  equation(psi_mq, Lmq * (iq + idq_rr2));
  // Derivatives written on the currents, so that the currents are the states.
  voltage_equations(*this, psi_md, psi_mq, Lmd * (der(id) + did_r), Lmq * (der(iq) + diq_r));
  equation(tauElectrical, 1.5 * p * (iq * psi_md - id * psi_mq));

  // Power balance (MSL powerBalance names), exact in the phase quantities:
  // powerStator = lossPowerStatorWinding + lossPowerRotorWinding + powerAirGap
  // + d/dt(magnetic energy); sum is_k^2 = 3/2 (i_d^2 + i_q^2) + 3 i_0^2.
  power_balance(*this, *this, damper_loss);
}

}  // namespace acausal::drives
