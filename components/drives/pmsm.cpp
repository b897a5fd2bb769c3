#include "components/drives/pmsm.hpp"

#include <cmath>

#include "components/drives/machine_mechanics.hpp"
#include "components/drives/synchronous_rotor.hpp"

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
      MachineMechanics(static_cast<Component&>(*this), mechanics_params(params)),
      RotorFrameStator(static_cast<Component&>(*this), *this, stator_params(params)) {
  const ParameterCheck pos = ParameterCheck::Positive, nonneg = ParameterCheck::NonNegative;
  Expr Lmd = parameter("Lmd", params.Lmd, {"H", "main field inductance, d axis", pos});
  Expr Lmq = parameter("Lmq", params.Lmq, {"H", "main field inductance, q axis", pos});
  Expr VsOpenCircuit = parameter("VsOpenCircuit", params.VsOpenCircuit,
                                 {"V", "open-circuit RMS voltage per phase at fsNominal", nonneg});
  // The magnet acts as a constant excitation current Ie in the d axis (MSL PermanentMagnet).
  Expr Ie = variable("Ie", {.unit = "A", .description = "equivalent excitation current"});
  equation(Ie, sqrt(2.0) * VsOpenCircuit / (Lmd * (2 * std::numbers::pi) * fsNominal));

  // Air gap and rotor currents (damper cage plus the magnet's excitation).
  const SynchronousRotor rotor(
      *this, *this, *this, Lmd, Lmq, Ie,
      {params.use_damper_cage, params.Lrsigmad, params.Lrsigmaq, params.Rrd, params.Rrq});
  psi_md = rotor.psi_md;
  psi_mq = rotor.psi_mq;
}

}  // namespace acausal::drives
