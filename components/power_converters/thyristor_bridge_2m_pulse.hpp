#pragma once
#include <vector>

#include "components/power_converters/rectifier_partials.hpp"
#include "domains/signal.hpp"

namespace acausal::power_converters {

struct ThyristorBridge2mPulseParams : ThyristorData {
  int m = 3;                     // phases (at least 3)
  std::vector<bool> offStart_p;  // pre(off) of thyristor_p's phases (empty: all true)
  std::vector<bool> offStart_n;  // pre(off) of thyristor_n's phases (empty: all true)
};

/// 2m-pulse thyristor bridge (MSL PowerConverters.ACDC.ThyristorBridge2mPulse,
/// always enabled, no heat port): polyphase thyristors thyristor_p from
/// ac.pin[k] to the star on dc_p and thyristor_n from the star on dc_n to
/// ac.pin[k]. The firing inputs fire_p[k], fire_n[k] reach the thyristors
/// through Logical.Pre blocks pre_p[k], pre_n[k] (one event iteration late),
/// as in MSL.
class ThyristorBridge2mPulse : public Component, public PolyphaseBridgeTerminals {
 public:
  static constexpr const char* kTypeName = "ThyristorBridge2mPulse";
  using Params = ThyristorBridge2mPulseParams;
  ThyristorBridge2mPulse(ComponentContext ctx, Params params = Params());
  std::vector<signal::RealSignal> fire_p, fire_n;
};

}  // namespace acausal::power_converters
