#pragma once
#include "components/power_converters/chopper_step_down.hpp"
#include "components/power_converters/rectifier_partials.hpp"

namespace acausal::power_converters {

/// Two-pulse (single-phase full-wave) diode rectifier bridge (MSL PowerConverters.
/// ACDC.DiodeBridge2Pulse, no heat port): ideal diodes diode_p1 (ac_p to dc_p),
/// diode_p2 (ac_n to dc_p), diode_n1 (dc_n to ac_p), diode_n2 (dc_n to ac_n).
/// vAC = ac_p.v - ac_n.v, iAC = ac_p.i, vDC = dc_p.v - dc_n.v, iDC = dc_p.i.
class DiodeBridge2Pulse : public Component, public BridgeTerminals {
 public:
  static constexpr const char* kTypeName = "DiodeBridge2Pulse";
  using Params = SwitchParams;  // the diode data only
  DiodeBridge2Pulse(ComponentContext ctx, Params params = Params());
};

}  // namespace acausal::power_converters
