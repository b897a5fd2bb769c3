#include "components/electrical/ideal_semiconductor.hpp"

namespace acausal::electrical {

IdealSemiconductor::IdealSemiconductor(Component& c, const IdealSemiconductorParams& params,
                                       bool off_start)
    : OnePort(c),
      Ron(c.parameter("Ron", params.Ron,
                      {"Ohm", "forward state-on differential resistance (closed resistance)",
                       ParameterCheck::NonNegative})),
      Goff(c.parameter("Goff", params.Goff,
                       {"S", "backward state-off conductance (opened conductance)",
                        ParameterCheck::NonNegative})),
      Vknee(c.parameter("Vknee", params.Vknee,
                        {"V", "forward threshold voltage", ParameterCheck::NonNegative})),
      off(c.discrete("off", off_start ? 1.0 : 0.0, "switching state")),
      s(c.variable("s", {.unit = "1",
                         .description = "auxiliary variable for actual position on the ideal "
                                        "diode characteristic",
                         .start = 0.0})),
      LossPower(c.variable("LossPower",
                           {.unit = "W", .description = "loss power leaving the component"})) {
  // The characteristic is continuous at the knee (s = 0) whatever 'off' is,
  // so switching 'off' at s = 0 changes no voltage or current.
  c.equation(v, s * if_else(off, 1.0, Ron) + Vknee);
  c.equation(i, s * if_else(off, Goff, 1.0) + Goff * Vknee);
  c.equation(LossPower, v * i);
}

}  // namespace acausal::electrical
