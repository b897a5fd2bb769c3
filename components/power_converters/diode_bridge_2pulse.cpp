#include "components/power_converters/diode_bridge_2pulse.hpp"

#include "components/electrical/ideal_diode.hpp"

namespace acausal::power_converters {

DiodeBridge2Pulse::DiodeBridge2Pulse(ComponentContext ctx, Params params)
    : Component(std::move(ctx)), BridgeTerminals(static_cast<Component&>(*this)) {
  using electrical::IdealDiode;
  auto& diode_p1 = add<IdealDiode>("diode_p1", diode_params(params));
  auto& diode_p2 = add<IdealDiode>("diode_p2", diode_params(params));
  auto& diode_n1 = add<IdealDiode>("diode_n1", diode_params(params));
  auto& diode_n2 = add<IdealDiode>("diode_n2", diode_params(params));
  connect_graetz_bridge(*this, *this, diode_p1, diode_p2, diode_n1, diode_n2);
}

}  // namespace acausal::power_converters
