#pragma once
#include "components/power_converters/rectifier_partials.hpp"
#include "domains/signal.hpp"

namespace acausal::power_converters {

struct HalfControlledBridge2PulseParams : ThyristorData {
  double RonDiode = 1e-5;   // Ohm, closed diode resistance
  double GoffDiode = 1e-5;  // S, opened diode conductance
  double VkneeDiode = 0.0;  // V, diode forward threshold voltage
  bool offStart_p1 = true, offStart_p2 = true;
};

/// Two-pulse half controlled Graetz bridge (MSL PowerConverters.ACDC.
/// HalfControlledBridge2Pulse, always enabled, no heat port): thyristors
/// thyristor_p1 (ac_p to dc_p, fired by fire_p) and thyristor_p2 (ac_n to
/// dc_p, fired by fire_n) on the positive side, diodes diode_n1 (dc_n to
/// ac_p) and diode_n2 (dc_n to ac_n) on the negative one. The diodes free-
/// wheel the load current, so vDC does not go negative.
class HalfControlledBridge2Pulse : public Component, public BridgeTerminals {
 public:
  static constexpr const char* kTypeName = "HalfControlledBridge2Pulse";
  using Params = HalfControlledBridge2PulseParams;
  HalfControlledBridge2Pulse(ComponentContext ctx, Params params = Params());
  signal::RealSignal fire_p, fire_n;
};

}  // namespace acausal::power_converters
