#include "components/power_converters/chopper_step_down.hpp"

#include "components/electrical/ideal_diode.hpp"
#include "components/electrical/ideal_gto_thyristor.hpp"

namespace acausal::power_converters {

electrical::IdealSemiconductorParams transistor_params(const SwitchParams& p) {
  return {.Ron = p.RonTransistor, .Goff = p.GoffTransistor, .Vknee = p.VkneeTransistor};
}

electrical::IdealSemiconductorParams diode_params(const SwitchParams& p) {
  return {.Ron = p.RonDiode, .Goff = p.GoffDiode, .Vknee = p.VkneeDiode};
}

ChopperStepDown::ChopperStepDown(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      dc_p1(electrical::declare_pin(*this, "dc_p1")),
      dc_n1(electrical::declare_pin(*this, "dc_n1")),
      dc_p2(electrical::declare_pin(*this, "dc_p2")),
      dc_n2(electrical::declare_pin(*this, "dc_n2")),
      fire_p(signal::declare_input(*this, "fire_p")),
      vDC1(variable("vDC1", {.unit = "V", .description = "DC voltage side 1"})),
      iDC1(variable("iDC1", {.unit = "A", .description = "DC current side 1"})),
      vDC2(variable("vDC2", {.unit = "V", .description = "DC voltage side 2"})),
      iDC2(variable("iDC2", {.unit = "A", .description = "DC current side 2"})),
      LossPower(
          variable("LossPower", {.unit = "W", .description = "transistor and diode losses"})) {
  auto& transistor = add<electrical::IdealGTOThyristor>("transistor", transistor_params(params));
  auto& diode = add<electrical::IdealDiode>("diode", diode_params(params));
  connect(diode.n, transistor.n);
  connect(transistor.n, dc_p2);
  connect(dc_p1, transistor.p);
  connect(dc_n1, diode.p);
  connect(dc_n1, dc_n2);
  connect(fire_p, transistor.fire);
  equation(vDC1, dc_p1.v - dc_n1.v);
  equation(iDC1, dc_p1.i);
  equation(vDC2, dc_p2.v - dc_n2.v);
  equation(iDC2, dc_p2.i);
  equation(LossPower, transistor.LossPower + diode.LossPower);
}

}  // namespace acausal::power_converters
