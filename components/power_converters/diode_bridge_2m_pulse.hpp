#pragma once
#include "components/power_converters/rectifier_partials.hpp"

namespace acausal::power_converters {

struct DiodeBridge2mPulseParams {
  int m = 3;                // phases (at least 3)
  double RonDiode = 1e-5;   // Ohm, closed diode resistance
  double GoffDiode = 1e-5;  // S, opened diode conductance
  double VkneeDiode = 0.0;  // V, diode forward threshold voltage
};

/// 2m-pulse diode rectifier bridge (MSL PowerConverters.ACDC.DiodeBridge2mPulse,
/// no heat port): polyphase ideal diodes diode_p from ac.pin[k] to the star
/// star_p joined to dc_p, and diode_n from the star star_n joined to dc_n to
/// ac.pin[k]. vDC = dc_p.v - dc_n.v, iDC = dc_p.i.
class DiodeBridge2mPulse : public Component, public PolyphaseBridgeTerminals {
 public:
  static constexpr const char* kTypeName = "DiodeBridge2mPulse";
  using Params = DiodeBridge2mPulseParams;
  DiodeBridge2mPulse(ComponentContext ctx, Params params = Params());
};

}  // namespace acausal::power_converters
