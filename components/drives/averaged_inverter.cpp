#include "components/drives/averaged_inverter.hpp"

namespace acausal::drives {

AveragedInverter::AveragedInverter(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      dc_p(electrical::declare_pin(*this, "dc_p")),
      dc_n(electrical::declare_pin(*this, "dc_n")),
      ac(polyphase::declare_plug(*this, "ac", params.m)),
      vDC(variable("vDC", {.unit = "V", .description = "DC voltage"})),
      iDC(variable("iDC", {.unit = "A", .description = "DC current into dc_p"})),
      powerDC(variable("powerDC", {.unit = "W", .description = "power drawn from the DC side"})),
      powerAC(variable("powerAC", {.unit = "W", .description = "power delivered to the AC side"})) {
  equation(vDC, dc_p.v - dc_n.v);
  equation(iDC, dc_p.i);
  Expr from_p = 0.0, total = 0.0, ac_power = 0.0;
  for (std::size_t k = 0; k < ac.v.size(); ++k) {
    duty.push_back(signal::declare_input(*this, "duty" + polyphase::index(k)));
    equation(ac.v[k], dc_n.v + duty[k].value * vDC);
    // ac.i[k] enters the inverter; -ac.i[k] is the leg's output current.
    from_p += duty[k].value * ac.i[k];
    total += ac.i[k];
    ac_power -= (ac.v[k] - dc_n.v) * ac.i[k];
  }
  // Equal to powerDC at every instant (the model is lossless); both are
  // outputs so that the two inverters can be swapped in a power study.
  equation(powerDC, vDC * iDC);
  equation(powerAC, ac_power);
  equation(dc_p.i, -from_p);
  equation(0.0, dc_p.i + dc_n.i + total);
}

}  // namespace acausal::drives
