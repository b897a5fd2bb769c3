#include "components/drives/pmsm.hpp"

#include <cmath>

#include <fmt/format.h>

#include "components/drives/machine_mechanics.hpp"
#include "components/drives/space_phasor.hpp"

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
      plug_sp(polyphase::declare_plug(*this, "plug_sp", 3)),
      plug_sn(polyphase::declare_plug(*this, "plug_sn", 3)) {
  if (params.p < 1)
    throw ModelError(fmt::format(
        "{} '{}': parameter p = {} (number of pole pairs) is invalid: it must be an integer >= "
        "1. Set {}.p to a positive pole-pair count.",
        type_name(), path(), params.p, path()));
  const ParameterCheck pos = ParameterCheck::Positive, nonneg = ParameterCheck::NonNegative;
  Expr p = parameter("p", params.p, {"1", "number of pole pairs", pos});
  Expr fsNominal = parameter("fsNominal", params.fsNominal, {"Hz", "nominal frequency", pos});
  Expr Rs = parameter("Rs", params.Rs, {"Ohm", "stator resistance per phase", nonneg});
  Expr Lssigma =
      parameter("Lssigma", params.Lssigma, {"H", "stator stray inductance per phase", nonneg});
  Expr Lszero = parameter("Lszero", params.Lszero.value_or(params.Lssigma),
                          {"H", "stator zero-sequence inductance", pos});
  Expr Lmd = parameter("Lmd", params.Lmd, {"H", "main field inductance, d axis", pos});
  Expr Lmq = parameter("Lmq", params.Lmq, {"H", "main field inductance, q axis", pos});
  Expr VsOpenCircuit = parameter("VsOpenCircuit", params.VsOpenCircuit,
                                 {"V", "open-circuit RMS voltage per phase at fsNominal", nonneg});
  // The magnet acts as a constant excitation current Ie in the d axis (MSL PermanentMagnet).
  Expr Ie = variable("Ie", {.unit = "A", .description = "equivalent excitation current"});
  equation(Ie, sqrt(2.0) * VsOpenCircuit / (Lmd * (2 * std::numbers::pi) * fsNominal));

  // Terminals.
  for (std::size_t k = 0; k < 3; ++k) {
    const std::string ix = polyphase::index(k);
    is.push_back(variable("is" + ix, {.unit = "A", .description = "stator phase current"}));
    vs.push_back(variable("vs" + ix, {.unit = "V", .description = "stator phase voltage"}));
    equation(vs[k], plug_sp.v[k] - plug_sn.v[k]);
    equation(is[k], plug_sp.i[k]);
    equation(0.0, plug_sp.i[k] + plug_sn.i[k]);
  }

  // Rotor position in electrical radians (the mechanics are MachineMechanics').
  gamma = variable("gamma", {.unit = "rad", .description = "electrical rotor angle"});
  equation(gamma, p * phiMechanical);

  // Stator currents and voltages in rotor coordinates (inverse Park of the
  // Clarke phasor); the zero sequence is kept apart, as MSL does.
  i_0_s = variable("i_0_s", {.unit = "A", .description = "stator zero-sequence current"});
  v_0_s = variable("v_0_s", {.unit = "V", .description = "stator zero-sequence voltage"});
  id = variable("idq_sr[1]", {.unit = "A",
                              .description = "stator current, d axis of the rotor frame",
                              .state_select = StateSelect::Prefer});
  iq = variable("idq_sr[2]", {.unit = "A",
                              .description = "stator current, q axis of the rotor frame",
                              .state_select = StateSelect::Prefer});
  vd = variable("vdq_sr[1]", {.unit = "V", .description = "stator voltage, d axis"});
  vq = variable("vdq_sr[2]", {.unit = "V", .description = "stator voltage, q axis"});
  const auto ab = inverse_park(id, iq, gamma);
  const auto phase_currents = from_space_phasor(SpacePhasor<Expr>{ab.d, ab.q, i_0_s}, 3);
  for (std::size_t k = 0; k < 3; ++k) equation(is[k], phase_currents[k]);
  const SpacePhasor<Expr> v_s = to_space_phasor(vs);
  const auto v_r = park(v_s.alpha, v_s.beta, gamma);
  equation(vd, v_r.d);
  equation(vq, v_r.q);
  equation(v_0_s, v_s.zero);
  equation(v_0_s, Rs * i_0_s + Lszero * der(i_0_s));

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
  const Expr w_el = p * wMechanical;
  equation(vd,
           Rs * id + Lssigma * der(id) + Lmd * (der(id) + did_r) - w_el * (Lssigma * iq + psi_mq));
  equation(vq,
           Rs * iq + Lssigma * der(iq) + Lmq * (der(iq) + diq_r) + w_el * (Lssigma * id + psi_md));
  equation(tauElectrical, 1.5 * p * (iq * psi_md - id * psi_mq));

  // Power balance (MSL powerBalance names), exact in the phase quantities:
  // powerStator = lossPowerStatorWinding + lossPowerRotorWinding + powerAirGap
  // + d/dt(magnetic energy); sum is_k^2 = 3/2 (i_d^2 + i_q^2) + 3 i_0^2.
  powerStator =
      variable("powerStator", {.unit = "W", .description = "electrical power into the stator"});
  lossPowerStatorWinding = variable(
      "lossPowerStatorWinding", {.unit = "W", .description = "stator copper losses, Rs sum is^2"});
  lossPowerRotorWinding =
      variable("lossPowerRotorWinding", {.unit = "W", .description = "damper cage losses"});
  lossPowerTotal = variable("lossPowerTotal", {.unit = "W", .description = "total losses"});
  Expr stator_power = 0.0, copper_loss = 0.0;
  for (std::size_t k = 0; k < 3; ++k) {
    stator_power += vs[k] * is[k];
    copper_loss += Rs * is[k] * is[k];
  }
  equation(powerStator, stator_power);
  equation(lossPowerStatorWinding, copper_loss);
  equation(lossPowerRotorWinding, damper_loss);
  equation(lossPowerTotal, lossPowerStatorWinding + lossPowerRotorWinding + lossPowerFriction);
}

}  // namespace acausal::drives
