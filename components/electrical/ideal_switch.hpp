#pragma once
#include "components/electrical/ideal_switch_partial.hpp"
#include "domains/signal.hpp"

namespace acausal::electrical {

/// Ideal opener with a Boolean control input carried as a 0/1 real signal
/// (MSL Ideal.IdealOpeningSwitch: off = control; here off = control > 0.5):
/// control = 1 opens the switch (i = Goff * v), control = 0 closes it
/// (v = Ron * i).
class IdealOpeningSwitch : public Component, public IdealSwitchPartial {
 public:
  static constexpr const char* kTypeName = "IdealOpeningSwitch";
  using Params = IdealSwitchParams;
  IdealOpeningSwitch(ComponentContext ctx, Params params = Params());
  signal::RealSignal control;  // 1: open, 0: closed
};

/// The switch of the framework's library is the MSL opener.
using IdealSwitch = IdealOpeningSwitch;

/// Ideal closer with a 0/1 control input (MSL Ideal.IdealClosingSwitch:
/// off = not control; here off = control <= 0.5): control = 1 closes the switch.
class IdealClosingSwitch : public Component, public IdealSwitchPartial {
 public:
  static constexpr const char* kTypeName = "IdealClosingSwitch";
  using Params = IdealSwitchParams;
  IdealClosingSwitch(ComponentContext ctx, Params params = Params());
  signal::RealSignal control;  // 1: closed, 0: open
};

}  // namespace acausal::electrical
