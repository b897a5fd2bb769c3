#pragma once
#include "components/power_converters/chopper_step_down.hpp"
#include "components/power_converters/rectifier_partials.hpp"

namespace acausal::power_converters {

/// Two-pulse diode rectifier with centre tap (MSL PowerConverters.ACDC.
/// DiodeCenterTap2Pulse, no heat port): diode_p from ac_p and diode_n from
/// ac_n to dc_p; the supply's centre tap is the DC return, vDC = dc_p.v.
class DiodeCenterTap2Pulse : public Component, public CenterTapTerminals {
 public:
  static constexpr const char* kTypeName = "DiodeCenterTap2Pulse";
  using Params = SwitchParams;  // the diode data only
  DiodeCenterTap2Pulse(ComponentContext ctx, Params params = Params());
};

}  // namespace acausal::power_converters
