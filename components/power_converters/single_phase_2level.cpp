#include "components/power_converters/single_phase_2level.hpp"

#include "components/electrical/ideal_diode.hpp"
#include "components/electrical/ideal_gto_thyristor.hpp"

namespace acausal::power_converters {

SinglePhase2Level::SinglePhase2Level(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      dc_p(electrical::declare_pin(*this, "dc_p")),
      dc_n(electrical::declare_pin(*this, "dc_n")),
      ac(electrical::declare_pin(*this, "ac")),
      fire_p(signal::declare_input(*this, "fire_p")),
      fire_n(signal::declare_input(*this, "fire_n")),
      vDC(variable("vDC", {.unit = "V", .description = "DC voltage"})),
      iDC(variable("iDC", {.unit = "A", .description = "DC current"})),
      vAC(variable("vAC", {.unit = "V", .description = "AC potential"})),
      iAC(variable("iAC", {.unit = "A", .description = "AC current"})),
      LossPower(
          variable("LossPower", {.unit = "W", .description = "transistor and diode losses"})) {
  using electrical::IdealDiode, electrical::IdealGTOThyristor;
  auto& transistor_p = add<IdealGTOThyristor>("transistor_p", transistor_params(params));
  auto& diode_p = add<IdealDiode>("diode_p", diode_params(params));
  auto& transistor_n = add<IdealGTOThyristor>("transistor_n", transistor_params(params));
  auto& diode_n = add<IdealDiode>("diode_n", diode_params(params));
  connect(transistor_p.p, dc_p);
  connect(transistor_n.n, dc_n);
  connect(transistor_p.p, diode_p.n);
  connect(transistor_p.n, diode_p.p);
  connect(transistor_n.p, diode_n.n);
  connect(transistor_n.n, diode_n.p);
  connect(transistor_p.n, transistor_n.p);
  connect(ac, transistor_p.n);
  connect(fire_p, transistor_p.fire);
  connect(fire_n, transistor_n.fire);
  equation(vDC, dc_p.v - dc_n.v);
  equation(iDC, dc_p.i);
  equation(vAC, ac.v);
  equation(iAC, ac.i);
  equation(LossPower,
           transistor_p.LossPower + diode_p.LossPower + transistor_n.LossPower + diode_n.LossPower);
}

}  // namespace acausal::power_converters
