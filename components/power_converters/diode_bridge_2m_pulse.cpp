#include "components/power_converters/diode_bridge_2m_pulse.hpp"

#include "components/polyphase/ideal_diode.hpp"
#include "components/polyphase/star.hpp"

namespace acausal::power_converters {

DiodeBridge2mPulse::DiodeBridge2mPulse(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      ac(polyphase::declare_plug(*this, "ac", params.m)),
      dc_p(electrical::declare_pin(*this, "dc_p")),
      dc_n(electrical::declare_pin(*this, "dc_n")),
      vDC(variable("vDC", {.unit = "V", .description = "DC voltage"})),
      iDC(variable("iDC", {.unit = "A", .description = "DC current"})),
      LossPower(variable("LossPower", {.unit = "W", .description = "diode losses"})) {
  polyphase::check_phase_count(*this, params.m, 3);
  const polyphase::IdealDiode::Params diode{
      .m = params.m, .Ron = params.RonDiode, .Goff = params.GoffDiode, .Vknee = params.VkneeDiode};
  auto& diode_p = add<polyphase::IdealDiode>("diode_p", diode);
  auto& diode_n = add<polyphase::IdealDiode>("diode_n", diode);
  auto& star_p = add<polyphase::Star>("star_p", polyphase::Star::Params{.m = params.m});
  auto& star_n = add<polyphase::Star>("star_n", polyphase::Star::Params{.m = params.m});
  connect(ac, diode_p.plug_p);
  connect(diode_p.plug_p, diode_n.plug_n);
  connect(diode_p.plug_n, star_p.plug_p);
  connect(star_p.pin_n, dc_p);
  connect(diode_n.plug_p, star_n.plug_p);
  connect(star_n.pin_n, dc_n);
  equation(vDC, dc_p.v - dc_n.v);
  equation(iDC, dc_p.i);
  equation(LossPower, diode_p.LossPower + diode_n.LossPower);
}

}  // namespace acausal::power_converters
