#include "components/drives/inverter_terminals.hpp"

namespace acausal::drives {

InverterTerminals::InverterTerminals(Component& c, int m)
    : dc_p(electrical::declare_pin(c, "dc_p")),
      dc_n(electrical::declare_pin(c, "dc_n")),
      ac(polyphase::declare_plug(c, "ac", m)),
      vDC(c.variable("vDC", {.unit = "V", .description = "DC voltage"})),
      iDC(c.variable("iDC", {.unit = "A", .description = "DC current into dc_p"})),
      powerDC(c.variable("powerDC", {.unit = "W", .description = "power drawn from the DC side"})),
      powerAC(
          c.variable("powerAC", {.unit = "W", .description = "power delivered to the AC side"})) {
  c.equation(vDC, dc_p.v - dc_n.v);
  c.equation(iDC, dc_p.i);
  c.equation(powerDC, vDC * iDC);
  Expr ac_power = 0.0;
  for (std::size_t k = 0; k < ac.v.size(); ++k) ac_power -= (ac.v[k] - dc_n.v) * ac.i[k];
  c.equation(powerAC, ac_power);
}

}  // namespace acausal::drives
