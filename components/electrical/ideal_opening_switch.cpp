#include "components/electrical/ideal_switch.hpp"

namespace acausal::electrical {

IdealOpeningSwitch::IdealOpeningSwitch(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      IdealSwitchPartial(static_cast<Component&>(*this), params),
      control(signal::declare_input(*this, "control")) {
  // A Boolean travels as 0/1; the threshold halfway makes the test robust to rounding.
  discrete_equation(off, control.value > 0.5);
}

}  // namespace acausal::electrical
