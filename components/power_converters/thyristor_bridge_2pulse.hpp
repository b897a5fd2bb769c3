#pragma once
#include "components/power_converters/rectifier_partials.hpp"
#include "domains/signal.hpp"

namespace acausal::power_converters {

struct ThyristorBridge2PulseParams : ThyristorData {
  bool offStart_p1 = true, offStart_p2 = true, offStart_n1 = true, offStart_n2 = true;
};

/// Two-pulse Graetz thyristor bridge (MSL PowerConverters.ACDC.
/// ThyristorBridge2Pulse, always enabled, no heat port): ideal thyristors
/// thyristor_p1 (ac_p to dc_p), thyristor_p2 (ac_n to dc_p), thyristor_n1
/// (dc_n to ac_p), thyristor_n2 (dc_n to ac_n). fire_p fires thyristor_p1
/// and thyristor_n2 (the positive half wave), fire_n the other two.
class ThyristorBridge2Pulse : public Component, public BridgeTerminals {
 public:
  static constexpr const char* kTypeName = "ThyristorBridge2Pulse";
  using Params = ThyristorBridge2PulseParams;
  ThyristorBridge2Pulse(ComponentContext ctx, Params params = Params());
  signal::RealSignal fire_p, fire_n;
};

}  // namespace acausal::power_converters
