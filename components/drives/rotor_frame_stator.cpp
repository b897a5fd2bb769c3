#include "components/drives/rotor_frame_stator.hpp"

#include <fmt/format.h>

#include "components/drives/space_phasor.hpp"

namespace acausal::drives {
int checked_pole_pairs(const Component& c, int p) {
  if (p < 1)
    throw ModelError(fmt::format(
        "{} '{}': parameter p = {} (number of pole pairs) is invalid: it must be an integer >= "
        "1. Set {}.p to a positive pole-pair count.",
        c.type_name(), c.path(), p, c.path()));
  return p;
}

RotorFrameStator::RotorFrameStator(Component& c, const MachineMechanics& mechanics,
                                   const RotorFrameStatorParams& params)
    : p(c.parameter("p", checked_pole_pairs(c, params.p),
                    {"1", "number of pole pairs", ParameterCheck::Positive})),
      fsNominal(c.parameter("fsNominal", params.fsNominal,
                            {"Hz", "nominal frequency", ParameterCheck::Positive})),
      Rs(c.parameter("Rs", params.Rs,
                     {"Ohm", "stator resistance per phase", ParameterCheck::NonNegative})),
      Lssigma(c.parameter("Lssigma", params.Lssigma,
                          {"H", "stator stray inductance per phase", ParameterCheck::NonNegative})),
      Lszero(c.parameter("Lszero", params.Lszero,
                         {"H", "stator zero-sequence inductance", ParameterCheck::Positive})),
      plug_sp(polyphase::declare_plug(c, "plug_sp", 3)),
      plug_sn(polyphase::declare_plug(c, "plug_sn", 3)),
      w_el(p * mechanics.wMechanical) {
  for (std::size_t k = 0; k < 3; ++k) {
    const std::string ix = polyphase::index(k);
    is.push_back(c.variable("is" + ix, {.unit = "A", .description = "stator phase current"}));
    vs.push_back(c.variable("vs" + ix, {.unit = "V", .description = "stator phase voltage"}));
    c.equation(vs[k], plug_sp.v[k] - plug_sn.v[k]);
    c.equation(is[k], plug_sp.i[k]);
    c.equation(0.0, plug_sp.i[k] + plug_sn.i[k]);
  }
  // Rotor position in electrical radians.
  gamma = c.variable("gamma", {.unit = "rad", .description = "electrical rotor angle"});
  c.equation(gamma, p * mechanics.phiMechanical);
  // Stator currents and voltages in rotor coordinates (inverse Park of the
  // Clarke phasor); the zero sequence is kept apart, as MSL does.
  i_0_s = c.variable("i_0_s", {.unit = "A", .description = "stator zero-sequence current"});
  v_0_s = c.variable("v_0_s", {.unit = "V", .description = "stator zero-sequence voltage"});
  id = c.variable("idq_sr[1]", {.unit = "A",
                                .description = "stator current, d axis of the rotor frame",
                                .state_select = StateSelect::Prefer});
  iq = c.variable("idq_sr[2]", {.unit = "A",
                                .description = "stator current, q axis of the rotor frame",
                                .state_select = StateSelect::Prefer});
  vd = c.variable("vdq_sr[1]", {.unit = "V", .description = "stator voltage, d axis"});
  vq = c.variable("vdq_sr[2]", {.unit = "V", .description = "stator voltage, q axis"});
  const auto ab = inverse_park(id, iq, gamma);
  const auto phase_currents = from_space_phasor(SpacePhasor<Expr>{ab.d, ab.q, i_0_s}, 3);
  for (std::size_t k = 0; k < 3; ++k) c.equation(is[k], phase_currents[k]);
  const SpacePhasor<Expr> v_s = to_space_phasor(vs);
  const auto v_r = park(v_s.alpha, v_s.beta, gamma);
  c.equation(vd, v_r.d);
  c.equation(vq, v_r.q);
  c.equation(v_0_s, v_s.zero);
  c.equation(v_0_s, Rs * i_0_s + Lszero * der(i_0_s));
}

void RotorFrameStator::voltage_equations(Component& c, Expr psi_md, Expr psi_mq, Expr dpsi_md,
                                         Expr dpsi_mq) const {
  c.equation(vd, Rs * id + Lssigma * der(id) + dpsi_md - w_el * (Lssigma * iq + psi_mq));
  c.equation(vq, Rs * iq + Lssigma * der(iq) + dpsi_mq + w_el * (Lssigma * id + psi_md));
}

void RotorFrameStator::power_balance(Component& c, const MachineMechanics& mechanics,
                                     Expr rotor_losses) {
  powerStator =
      c.variable("powerStator", {.unit = "W", .description = "electrical power into the stator"});
  lossPowerStatorWinding = c.variable(
      "lossPowerStatorWinding", {.unit = "W", .description = "stator copper losses, Rs sum is^2"});
  lossPowerRotorWinding =
      c.variable("lossPowerRotorWinding", {.unit = "W", .description = "rotor winding losses"});
  lossPowerTotal = c.variable("lossPowerTotal", {.unit = "W", .description = "total losses"});
  Expr stator_power = 0.0, copper_loss = 0.0;
  for (std::size_t k = 0; k < 3; ++k) {
    stator_power += vs[k] * is[k];
    copper_loss += Rs * is[k] * is[k];
  }
  c.equation(powerStator, stator_power);
  c.equation(lossPowerStatorWinding, copper_loss);
  c.equation(lossPowerRotorWinding, rotor_losses);
  c.equation(lossPowerTotal,
             lossPowerStatorWinding + lossPowerRotorWinding + mechanics.lossPowerFriction);
}

}  // namespace acausal::drives
