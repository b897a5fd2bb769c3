#include "components/polyphase/partials.hpp"

namespace acausal::polyphase {

OnePort::OnePort(Component& c, int m)
    : plug_p(declare_plug(c, "plug_p", m)), plug_n(declare_plug(c, "plug_n", m)) {
  for (std::size_t k = 0; k < static_cast<std::size_t>(m); ++k) {
    v.push_back(c.variable("v" + index(k), {.unit = "V", .description = "phase voltage drop"}));
    i.push_back(c.variable("i" + index(k), {.unit = "A", .description = "phase current"}));
    c.equation(v[k], plug_p.v[k] - plug_n.v[k]);
    c.equation(0.0, plug_p.i[k] + plug_n.i[k]);
    c.equation(i[k], plug_p.i[k]);
  }
}

IdealSemiconductorPhases::IdealSemiconductorPhases(
    Component& c, const OnePort& port, double Ron_value, double Goff_value, double Vknee_value,
    const std::function<std::string(std::size_t, const char*)>& name,
    const std::vector<bool>& off_start)
    : Ron(c.parameter("Ron", Ron_value,
                      {"Ohm", "forward state-on differential resistance (closed resistance)",
                       ParameterCheck::NonNegative})),
      Goff(c.parameter("Goff", Goff_value,
                       {"S", "backward state-off conductance (opened conductance)",
                        ParameterCheck::NonNegative})),
      Vknee(c.parameter("Vknee", Vknee_value,
                        {"V", "forward threshold voltage", ParameterCheck::NonNegative})),
      LossPower(c.variable("LossPower", {.unit = "W", .description = "loss power of all phases"})) {
  Expr loss = 0.0;
  for (std::size_t k = 0; k < port.v.size(); ++k) {
    const bool starts_off = off_start.empty() || off_start[k];
    off.push_back(c.discrete(name(k, "off"), starts_off ? 1.0 : 0.0, "switching state"));
    s.push_back(
        c.variable(name(k, "s"),
                   {.unit = "1", .description = "position on the characteristic", .start = 0.0}));
    c.equation(port.v[k], s[k] * if_else(off[k], 1.0, Ron) + Vknee);
    c.equation(port.i[k], s[k] * if_else(off[k], Goff, 1.0) + Goff * Vknee);
    loss = loss + port.v[k] * port.i[k];
  }
  c.equation(LossPower, loss);
}

}  // namespace acausal::polyphase
