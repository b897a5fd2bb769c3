#pragma once
#include <vector>

#include "components/power_converters/rectifier_partials.hpp"
#include "domains/signal.hpp"

namespace acausal::power_converters {

struct HalfControlledBridge2mPulseParams : ThyristorData {
  int m = 3;                     // phases (at least 3)
  double RonDiode = 1e-5;        // Ohm, closed diode resistance
  double GoffDiode = 1e-5;       // S, opened diode conductance
  double VkneeDiode = 0.0;       // V, diode forward threshold voltage
  std::vector<bool> offStart_p;  // pre(off) of thyristor_p's phases (empty: all true)
};

/// 2m-pulse half controlled bridge (MSL PowerConverters.ACDC.
/// HalfControlledBridge2mPulse, always enabled, no heat port): polyphase
/// thyristors thyristor_p from ac.pin[k] to the star on dc_p, fired by
/// fire_p[k] through Logical.Pre blocks pre[k], and diodes diode_n from the
/// star on dc_n to ac.pin[k].
class HalfControlledBridge2mPulse : public Component, public PolyphaseBridgeTerminals {
 public:
  static constexpr const char* kTypeName = "HalfControlledBridge2mPulse";
  using Params = HalfControlledBridge2mPulseParams;
  HalfControlledBridge2mPulse(ComponentContext ctx, Params params = Params());
  std::vector<signal::RealSignal> fire_p;
};

}  // namespace acausal::power_converters
