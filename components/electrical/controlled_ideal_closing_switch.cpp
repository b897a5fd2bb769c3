#include "components/electrical/controlled_ideal_switch.hpp"

namespace acausal::electrical {

ControlledIdealClosingSwitch::ControlledIdealClosingSwitch(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      IdealSwitchPartial(static_cast<Component&>(*this), {.Ron = params.Ron, .Goff = params.Goff}),
      control(declare_pin(*this, "control")) {
  Expr level = parameter("level", params.level, {"V", "switch level"});
  discrete_equation(off, control.v < level);
  equation(control.i, 0.0);
}

}  // namespace acausal::electrical
