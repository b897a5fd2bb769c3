#include "components/polyphase/ideal_closing_switch.hpp"

namespace acausal::polyphase {

IdealClosingSwitch::IdealClosingSwitch(ComponentContext ctx, Params params)
    : Component(std::move(ctx)), OnePort(static_cast<Component&>(*this), params.m) {
  Expr Ron = parameter("Ron", params.Ron,
                       {"Ohm", "closed switch resistance", ParameterCheck::NonNegative});
  Expr Goff = parameter("Goff", params.Goff,
                        {"S", "opened switch conductance", ParameterCheck::NonNegative});
  for (std::size_t k = 0; k < v.size(); ++k) {
    control.push_back(signal::declare_input(*this, "control" + index(k)));
    off.push_back(discrete("off" + index(k), 0.0, "indicates off-state"));
    s.push_back(variable("s" + index(k), {.unit = "1", .description = "auxiliary variable"}));
    // A Boolean travels as 0/1; the threshold halfway is robust to rounding.
    discrete_equation(off[k], control[k].value <= 0.5);
    equation(v[k], s[k] * if_else(off[k], 1.0, Ron));
    equation(i[k], s[k] * if_else(off[k], Goff, 1.0));
  }
}

}  // namespace acausal::polyphase
