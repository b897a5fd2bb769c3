#pragma once
#include "components/power_converters/chopper_step_down.hpp"

namespace acausal::power_converters {

/// H bridge, four-quadrant DC/DC converter (MSL PowerConverters.DCDC.HBridge,
/// always enabled, no heat port): two SinglePhase2Level half bridges on the
/// input dc_p1, dc_n1; inverter_p drives dc_p2, inverter_n drives dc_n2.
/// fire_p fires inverter_p's upper and inverter_n's lower transistor, fire_n
/// the other two, so the output is +vDC1 or -vDC1.
class HBridge : public Component {
 public:
  static constexpr const char* kTypeName = "HBridge";
  using Params = SwitchParams;
  HBridge(ComponentContext ctx, Params params = Params());
  electrical::Pin dc_p1, dc_n1, dc_p2, dc_n2;
  signal::RealSignal fire_p, fire_n;
  Expr vDC1, iDC1, vDC2, iDC2, LossPower;
};

}  // namespace acausal::power_converters
