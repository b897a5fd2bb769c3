#pragma once
#include "components/power_converters/rectifier_partials.hpp"
#include "domains/signal.hpp"

namespace acausal::power_converters {

struct ThyristorCenterTap2PulseParams : ThyristorData {
  bool offStart_p = true, offStart_n = true;
};

/// Two-pulse thyristor rectifier with centre tap (MSL PowerConverters.ACDC.
/// ThyristorCenterTap2Pulse, always enabled, no heat port): thyristor_p from
/// ac_p and thyristor_n from ac_n to dc_p, fired by fire_p and fire_n. The
/// supply's centre tap is the DC return, so vDC = dc_p.v.
class ThyristorCenterTap2Pulse : public Component, public CenterTapTerminals {
 public:
  static constexpr const char* kTypeName = "ThyristorCenterTap2Pulse";
  using Params = ThyristorCenterTap2PulseParams;
  ThyristorCenterTap2Pulse(ComponentContext ctx, Params params = Params());
  signal::RealSignal fire_p, fire_n;
};

}  // namespace acausal::power_converters
