#pragma once
#include "domains/signal.hpp"

namespace acausal::power_converters {

struct Voltage2DutyCycleParams {
  bool reciprocal = false;        // d = 1 - VLim/max(v, VLim) (step up)
  bool useBipolarVoltage = true;  // map [-VLim, VLim] instead of [0, VLim] to [0, 1]
  double VLim = 1.0;              // V, voltage mapped to d = 1
};

/// Linear map of a voltage to a duty cycle (MSL PowerConverters.DCDC.Control.
/// Voltage2DutyCycle, constant voltage limit):
///   unipolar   d = max(min(v, VLim), 0) / VLim,
///   bipolar    d = (max(min(v, VLim), -VLim) / VLim + 1) / 2,
///   reciprocal d = 1 - VLim / max(v, VLim).
class Voltage2DutyCycle : public Component {
 public:
  static constexpr const char* kTypeName = "Voltage2DutyCycle";
  using Params = Voltage2DutyCycleParams;
  Voltage2DutyCycle(ComponentContext ctx, Params params = Params());
  signal::RealSignal v, dutyCycle;
};

}  // namespace acausal::power_converters
