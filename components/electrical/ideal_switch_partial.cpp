#include "components/electrical/ideal_switch_partial.hpp"

namespace acausal::electrical {

IdealSwitchPartial::IdealSwitchPartial(Component& c, const IdealSwitchParams& params)
    : OnePort(c),
      Ron(c.parameter("Ron", params.Ron,
                      {"Ohm", "closed switch resistance", ParameterCheck::NonNegative})),
      Goff(c.parameter("Goff", params.Goff,
                       {"S", "opened switch conductance", ParameterCheck::NonNegative})),
      off(c.discrete("off", 0.0, "indicates off-state")),
      s(c.variable("s", {.unit = "1", .description = "auxiliary variable"})),
      LossPower(c.variable("LossPower",
                           {.unit = "W", .description = "loss power leaving the component"})) {
  c.equation(v, s * if_else(off, 1.0, Ron));
  c.equation(i, s * if_else(off, Goff, 1.0));
  c.equation(LossPower, v * i);
}

}  // namespace acausal::electrical
