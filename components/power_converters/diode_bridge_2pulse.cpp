#include "components/power_converters/diode_bridge_2pulse.hpp"

#include "components/electrical/ideal_diode.hpp"

namespace acausal::power_converters {

DiodeBridge2Pulse::DiodeBridge2Pulse(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      ac_p(electrical::declare_pin(*this, "ac_p")),
      ac_n(electrical::declare_pin(*this, "ac_n")),
      dc_p(electrical::declare_pin(*this, "dc_p")),
      dc_n(electrical::declare_pin(*this, "dc_n")),
      vAC(variable("vAC", {.unit = "V", .description = "AC voltage"})),
      iAC(variable("iAC", {.unit = "A", .description = "AC current"})),
      vDC(variable("vDC", {.unit = "V", .description = "DC voltage"})),
      iDC(variable("iDC", {.unit = "A", .description = "DC current"})),
      LossPower(variable("LossPower", {.unit = "W", .description = "diode losses"})) {
  using electrical::IdealDiode;
  auto& diode_p1 = add<IdealDiode>("diode_p1", diode_params(params));
  auto& diode_p2 = add<IdealDiode>("diode_p2", diode_params(params));
  auto& diode_n1 = add<IdealDiode>("diode_n1", diode_params(params));
  auto& diode_n2 = add<IdealDiode>("diode_n2", diode_params(params));
  connect(diode_p2.n, diode_p1.n);
  connect(diode_n1.p, diode_n2.p);
  connect(diode_n2.n, diode_p2.p);
  connect(diode_p1.p, diode_n1.n);
  connect(diode_p1.n, dc_p);
  connect(diode_n1.p, dc_n);
  connect(ac_p, diode_p1.p);
  connect(ac_n, diode_p2.p);
  equation(vAC, ac_p.v - ac_n.v);
  equation(iAC, ac_p.i);
  equation(vDC, dc_p.v - dc_n.v);
  equation(iDC, dc_p.i);
  equation(LossPower,
           diode_p1.LossPower + diode_p2.LossPower + diode_n1.LossPower + diode_n2.LossPower);
}

}  // namespace acausal::power_converters
