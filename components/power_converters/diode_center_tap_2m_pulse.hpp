#pragma once
#include "components/power_converters/diode_bridge_2m_pulse.hpp"
#include "components/power_converters/rectifier_partials.hpp"

namespace acausal::power_converters {

/// 2m-pulse diode rectifier with centre tap (MSL PowerConverters.ACDC.
/// DiodeCenterTap2mPulse, no heat port): polyphase diodes diode_p from ac_p
/// and diode_n from ac_n, each through its star (star_p, star_n) to dc_p.
class DiodeCenterTap2mPulse : public Component, public CenterTap2mTerminals {
 public:
  static constexpr const char* kTypeName = "DiodeCenterTap2mPulse";
  using Params = DiodeBridge2mPulseParams;  // m and the diode data
  DiodeCenterTap2mPulse(ComponentContext ctx, Params params = Params());
};

}  // namespace acausal::power_converters
