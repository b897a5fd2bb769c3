#include "components/drives/reluctance_synchronous_machine.hpp"

#include "components/drives/synchronous_rotor.hpp"

namespace acausal::drives {

ReluctanceSynchronousMachine::ReluctanceSynchronousMachine(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      MachineMechanics(static_cast<Component&>(*this), mechanics_params(params)),
      RotorFrameStator(static_cast<Component&>(*this), *this, stator_params(params)) {
  const ParameterCheck pos = ParameterCheck::Positive;
  Expr Lmd = parameter("Lmd", params.Lmd, {"H", "main field inductance, d axis", pos});
  Expr Lmq = parameter("Lmq", params.Lmq, {"H", "main field inductance, q axis", pos});
  const SynchronousRotor rotor(
      *this, *this, *this, Lmd, Lmq, 0.0,
      {params.use_damper_cage, params.Lrsigmad, params.Lrsigmaq, params.Rrd, params.Rrq});
  idr = rotor.idr;
  iqr = rotor.iqr;
  psi_md = rotor.psi_md;
  psi_mq = rotor.psi_mq;
  if (params.use_damper_cage) {  // MSL's ir, the damper cage's currents
    equation(variable("ir[1]", {.unit = "A", .description = "damper cage current, d axis"}), idr);
    equation(variable("ir[2]", {.unit = "A", .description = "damper cage current, q axis"}), iqr);
  }
}

}  // namespace acausal::drives
