#include "components/power_converters/hbridge.hpp"

#include "components/power_converters/single_phase_2level.hpp"

namespace acausal::power_converters {

HBridge::HBridge(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      dc_p1(electrical::declare_pin(*this, "dc_p1")),
      dc_n1(electrical::declare_pin(*this, "dc_n1")),
      dc_p2(electrical::declare_pin(*this, "dc_p2")),
      dc_n2(electrical::declare_pin(*this, "dc_n2")),
      fire_p(signal::declare_input(*this, "fire_p")),
      fire_n(signal::declare_input(*this, "fire_n")),
      vDC1(variable("vDC1", {.unit = "V", .description = "DC voltage side 1"})),
      iDC1(variable("iDC1", {.unit = "A", .description = "DC current side 1"})),
      vDC2(variable("vDC2", {.unit = "V", .description = "DC voltage side 2"})),
      iDC2(variable("iDC2", {.unit = "A", .description = "DC current side 2"})),
      LossPower(variable("LossPower", {.unit = "W", .description = "losses of both bridges"})) {
  auto& inverter_p = add<SinglePhase2Level>("inverter_p", params);
  auto& inverter_n = add<SinglePhase2Level>("inverter_n", params);
  connect(dc_p1, inverter_p.dc_p);
  connect(dc_p1, inverter_n.dc_p);
  connect(dc_n1, inverter_n.dc_n);
  connect(dc_n1, inverter_p.dc_n);
  connect(inverter_p.ac, dc_p2);
  connect(inverter_n.ac, dc_n2);
  connect(fire_n, inverter_p.fire_n);
  connect(fire_n, inverter_n.fire_p);
  connect(fire_p, inverter_n.fire_n);
  connect(fire_p, inverter_p.fire_p);
  equation(vDC1, dc_p1.v - dc_n1.v);
  equation(iDC1, dc_p1.i);
  equation(vDC2, dc_p2.v - dc_n2.v);
  equation(iDC2, dc_p2.i);
  equation(LossPower, inverter_p.LossPower + inverter_n.LossPower);
}

}  // namespace acausal::power_converters
