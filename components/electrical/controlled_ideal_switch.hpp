#pragma once
#include "components/electrical/ideal_switch_partial.hpp"

namespace acausal::electrical {

struct ControlledIdealSwitchParams {
  double Ron = 1e-5;   // Ohm, closed switch resistance
  double Goff = 1e-5;  // S, opened switch conductance
  double level = 0.5;  // V, switch level of the control pin voltage
};

/// Opener controlled by the voltage of a control pin that draws no current
/// (MSL Ideal.ControlledIdealOpeningSwitch): off = control.v > level.
class ControlledIdealOpeningSwitch : public Component, public IdealSwitchPartial {
 public:
  static constexpr const char* kTypeName = "ControlledIdealOpeningSwitch";
  using Params = ControlledIdealSwitchParams;
  ControlledIdealOpeningSwitch(ComponentContext ctx, Params params = Params());
  Pin control;
};

/// The controlled switch of the framework's library is the MSL opener.
using ControlledIdealSwitch = ControlledIdealOpeningSwitch;

/// Closer controlled by the voltage of a control pin that draws no current
/// (MSL Ideal.ControlledIdealClosingSwitch): off = control.v < level.
class ControlledIdealClosingSwitch : public Component, public IdealSwitchPartial {
 public:
  static constexpr const char* kTypeName = "ControlledIdealClosingSwitch";
  using Params = ControlledIdealSwitchParams;
  ControlledIdealClosingSwitch(ComponentContext ctx, Params params = Params());
  Pin control;
};

}  // namespace acausal::electrical
