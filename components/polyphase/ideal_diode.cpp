#include "components/polyphase/ideal_diode.hpp"

namespace acausal::polyphase {

IdealDiode::IdealDiode(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      OnePort(static_cast<Component&>(*this), params.m),
      LossPower(variable("LossPower", {.unit = "W", .description = "loss power of all phases"})) {
  Expr Ron = parameter("Ron", params.Ron,
                       {"Ohm", "forward state-on differential resistance (closed resistance)",
                        ParameterCheck::NonNegative});
  Expr Goff = parameter(
      "Goff", params.Goff,
      {"S", "backward state-off conductance (opened conductance)", ParameterCheck::NonNegative});
  Expr Vknee = parameter("Vknee", params.Vknee,
                         {"V", "forward threshold voltage", ParameterCheck::NonNegative});
  Expr loss = 0.0;
  for (std::size_t k = 0; k < v.size(); ++k) {
    off.push_back(discrete("off" + index(k), 1.0, "switching state"));
    s.push_back(variable(
        "s" + index(k),
        {.unit = "1", .description = "position on the ideal diode characteristic", .start = 0.0}));
    discrete_equation(off[k], s[k] < 0.0);
    equation(v[k], s[k] * if_else(off[k], 1.0, Ron) + Vknee);
    equation(i[k], s[k] * if_else(off[k], Goff, 1.0) + Goff * Vknee);
    loss = loss + v[k] * i[k];
  }
  equation(LossPower, loss);
}

}  // namespace acausal::polyphase
