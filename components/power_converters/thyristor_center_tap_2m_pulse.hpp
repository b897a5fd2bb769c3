#pragma once
#include <vector>

#include "components/power_converters/rectifier_partials.hpp"
#include "domains/signal.hpp"

namespace acausal::power_converters {

struct ThyristorCenterTap2mPulseParams : ThyristorData {
  int m = 3;                     // phases (at least 3)
  std::vector<bool> offStart_p;  // pre(off) of thyristor_p's phases (empty: all true)
  std::vector<bool> offStart_n;  // pre(off) of thyristor_n's phases (empty: all true)
};

/// 2m-pulse thyristor rectifier with centre tap (MSL PowerConverters.ACDC.
/// ThyristorCenterTap2mPulse, always enabled, no heat port): polyphase
/// thyristors thyristor_p from ac_p and thyristor_n from ac_n, each through
/// its star (star_p, star_n) to dc_p, fired by fire_p[k] and fire_n[k].
class ThyristorCenterTap2mPulse : public Component, public CenterTap2mTerminals {
 public:
  static constexpr const char* kTypeName = "ThyristorCenterTap2mPulse";
  using Params = ThyristorCenterTap2mPulseParams;
  ThyristorCenterTap2mPulse(ComponentContext ctx, Params params = Params());
  std::vector<signal::RealSignal> fire_p, fire_n;
};

}  // namespace acausal::power_converters
