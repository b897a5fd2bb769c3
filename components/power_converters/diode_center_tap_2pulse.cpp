#include "components/power_converters/diode_center_tap_2pulse.hpp"

#include "components/electrical/ideal_diode.hpp"

namespace acausal::power_converters {

DiodeCenterTap2Pulse::DiodeCenterTap2Pulse(ComponentContext ctx, Params params)
    : Component(std::move(ctx)), CenterTapTerminals(static_cast<Component&>(*this)) {
  using electrical::IdealDiode;
  auto& diode_p = add<IdealDiode>("diode_p", diode_params(params));
  auto& diode_n = add<IdealDiode>("diode_n", diode_params(params));
  connect(ac_p, diode_p.p);
  connect(ac_n, diode_n.p);
  connect(diode_p.n, dc_p);
  connect(diode_n.n, dc_p);
  equation(LossPower, diode_p.LossPower + diode_n.LossPower);
}

}  // namespace acausal::power_converters
