#include "components/drives/synchronous_rotor.hpp"

namespace acausal::drives {

SynchronousRotor::SynchronousRotor(Component& c, MachineMechanics& mechanics,
                                   RotorFrameStator& stator, Expr Lmd, Expr Lmq, Expr Ie,
                                   const DamperCageParams& params)
    : idr(0.0), iqr(0.0) {
  const Expr id = stator.id, iq = stator.iq;
  Expr did_r = 0.0, diq_r = 0.0, damper_loss = 0.0;
  if (params.use_damper_cage) {
    const ParameterCheck pos = ParameterCheck::Positive, nonneg = ParameterCheck::NonNegative;
    Expr Lrsigmad =
        c.parameter("Lrsigmad", params.Lrsigmad, {"H", "damper stray inductance, d axis", nonneg});
    Expr Lrsigmaq = c.parameter("Lrsigmaq", params.Lrsigmaq.value_or(params.Lrsigmad),
                                {"H", "damper stray inductance, q axis", nonneg});
    Expr Rrd = c.parameter("Rrd", params.Rrd, {"Ohm", "damper resistance, d axis", pos});
    Expr Rrq = c.parameter("Rrq", params.Rrq.value_or(params.Rrd),
                           {"Ohm", "damper resistance, q axis", pos});
    idr = c.variable("idq_dr[1]", {.unit = "A", .description = "damper current, d axis"});
    iqr = c.variable("idq_dr[2]", {.unit = "A", .description = "damper current, q axis"});
    did_r = der(idr);
    diq_r = der(iqr);
    c.equation(0.0, Rrd * idr + Lrsigmad * der(idr) + Lmd * (der(id) + der(idr)));
    c.equation(0.0, Rrq * iqr + Lrsigmaq * der(iqr) + Lmq * (der(iq) + der(iqr)));
    // The damper's dq quantities are referred to the amplitude-invariant
    // stator phasor, hence m/2 (MSL Machines.BasicMachines.Components.DamperCage).
    damper_loss = 1.5 * (Rrd * idr * idr + Rrq * iqr * iqr);
  }
  idq_rr1 = c.variable("idq_rr[1]", {.unit = "A", .description = "rotor current, d axis"});
  idq_rr2 = c.variable("idq_rr[2]", {.unit = "A", .description = "rotor current, q axis"});
  c.equation(idq_rr1, idr + Ie);
  c.equation(idq_rr2, iqr);
  psi_md = c.variable("psi_mr[1]", {.unit = "Wb", .description = "main flux linkage, d axis"});
  psi_mq = c.variable("psi_mr[2]", {.unit = "Wb", .description = "main flux linkage, q axis"});
  c.equation(psi_md, Lmd * (id + idq_rr1));
  c.equation(psi_mq, Lmq * (iq + idq_rr2));
  // Derivatives written on the currents, so that the currents are the states.
  stator.voltage_equations(c, psi_md, psi_mq, Lmd * (der(id) + did_r), Lmq * (der(iq) + diq_r));
  c.equation(mechanics.tauElectrical, 1.5 * stator.p * (iq * psi_md - id * psi_mq));
  stator.power_balance(c, mechanics, damper_loss);
}

}  // namespace acausal::drives
