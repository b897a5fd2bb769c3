#include "components/drives/induction_machine_squirrel_cage.hpp"

#include "components/drives/space_phasor.hpp"

namespace acausal::drives {

InductionMachineSquirrelCage::InductionMachineSquirrelCage(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      MachineMechanics(static_cast<Component&>(*this), mechanics_params(params)),
      RotorFrameStator(static_cast<Component&>(*this), *this, stator_params(params)) {
  const ParameterCheck pos = ParameterCheck::Positive, nonneg = ParameterCheck::NonNegative;
  Expr Lm = parameter("Lm", params.Lm, {"H", "stator main field inductance per phase", pos});
  Expr Lrsigma = parameter("Lrsigma", params.Lrsigma,
                           {"H", "rotor stray inductance per phase (to the stator)", nonneg});
  Expr Rr = parameter("Rr", params.Rr, {"Ohm", "rotor resistance per phase (to the stator)", pos});

  idr = variable("idq_rr[1]", {.unit = "A",
                               .description = "rotor current, d axis of the rotor frame",
                               .state_select = StateSelect::Prefer});
  iqr = variable("idq_rr[2]", {.unit = "A",
                               .description = "rotor current, q axis of the rotor frame",
                               .state_select = StateSelect::Prefer});
  psi_md = variable("psi_mr[1]", {.unit = "Wb", .description = "main flux linkage, d axis"});
  psi_mq = variable("psi_mr[2]", {.unit = "Wb", .description = "main flux linkage, q axis"});
  equation(psi_md, Lm * (id + idr));
  equation(psi_mq, Lm * (iq + iqr));
  // Derivatives written on the currents, so that the currents are the states.
  const Expr dpsi_md = Lm * (der(id) + der(idr)), dpsi_mq = Lm * (der(iq) + der(iqr));
  voltage_equations(*this, psi_md, psi_mq, dpsi_md, dpsi_mq);
  equation(0.0, Rr * idr + Lrsigma * der(idr) + dpsi_md);  // the cage, shorted
  equation(0.0, Rr * iqr + Lrsigma * der(iqr) + dpsi_mq);
  equation(tauElectrical, 1.5 * p * (iq * psi_md - id * psi_mq));

  // The same phasors seen from the stator, and the cage currents as MSL's ir.
  const auto i_ss = inverse_park(id, iq, gamma), i_rs = inverse_park(idr, iqr, gamma);
  const std::pair<const char*, Expr> stator_frame[] = {
      {"idq_ss[1]", i_ss.d}, {"idq_ss[2]", i_ss.q}, {"idq_rs[1]", i_rs.d}, {"idq_rs[2]", i_rs.q}};
  for (const auto& [name, value] : stator_frame)
    equation(variable(name, {.unit = "A", .description = "current phasor, stator frame"}), value);
  equation(variable("ir[1]", {.unit = "A", .description = "rotor cage current, d axis"}), idr);
  equation(variable("ir[2]", {.unit = "A", .description = "rotor cage current, q axis"}), iqr);

  // Power balance (MSL powerBalance names); the rotor's dq currents are
  // referred to the amplitude-invariant stator phasor, hence m/2.
  power_balance(*this, *this, 1.5 * Rr * (idr * idr + iqr * iqr));
}

}  // namespace acausal::drives
