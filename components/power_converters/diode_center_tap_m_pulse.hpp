#pragma once
#include "components/power_converters/diode_bridge_2m_pulse.hpp"
#include "components/power_converters/rectifier_partials.hpp"

namespace acausal::power_converters {

/// m-pulse diode rectifier with centre tap (MSL PowerConverters.ACDC.
/// DiodeCenterTapmPulse, no heat port): polyphase diodes from ac.pin[k]
/// through the star to dc_p; m is odd; the supply's star point is the DC return.
class DiodeCenterTapmPulse : public Component, public CenterTapmTerminals {
 public:
  static constexpr const char* kTypeName = "DiodeCenterTapmPulse";
  using Params = DiodeBridge2mPulseParams;  // m and the diode data
  DiodeCenterTapmPulse(ComponentContext ctx, Params params = Params());
};

}  // namespace acausal::power_converters
