#pragma once
#include <vector>

#include "components/power_converters/rectifier_partials.hpp"
#include "domains/signal.hpp"

namespace acausal::power_converters {

struct ThyristorCenterTapmPulseParams : ThyristorData {
  int m = 3;                   // phases (odd, at least 3)
  std::vector<bool> offStart;  // pre(off) of the phases (empty: all true)
};

/// m-pulse thyristor rectifier with centre tap (MSL PowerConverters.ACDC.
/// ThyristorCenterTapmPulse, always enabled, no heat port): polyphase
/// thyristors from ac.pin[k] through the star to dc_p, fired by fire_p[k];
/// the supply's star point is the DC return.
class ThyristorCenterTapmPulse : public Component, public CenterTapmTerminals {
 public:
  static constexpr const char* kTypeName = "ThyristorCenterTapmPulse";
  using Params = ThyristorCenterTapmPulseParams;
  ThyristorCenterTapmPulse(ComponentContext ctx, Params params = Params());
  std::vector<signal::RealSignal> fire_p;
};

}  // namespace acausal::power_converters
