#pragma once
#include "domains/electrical.hpp"
#include "domains/signal.hpp"

namespace acausal::power_converters {

struct VoltageBridge2PulseParams {
  double f = 50.0;                            // Hz, mains frequency
  bool useConstantFiringAngle = true;         // else the input "firingAngle"
  double constantFiringAngle = 0.0;           // rad
  double firingAngleMax = 3.141592653589793;  // rad, in [0, pi]
  bool useFilter = true;                      // filter the measured voltage
  double fCut = 0.0;                          // Hz, the filter's cut-off; 0 means 2 f
  double vStart = 0.0;                        // V, start value of the filter output
};

/// Control of two-pulse rectifiers (MSL PowerConverters.ACDC.Control.
/// VoltageBridge2Pulse): measures v = ac_p.v - ac_n.v (voltageSensor) and
/// fires fire_p in its positive half wave and fire_n in its negative one,
/// each the firing angle after the half wave's start (twoPulse, a
/// Signal2mPulse with m = 1). The pins draw no current.
class VoltageBridge2Pulse : public Component {
 public:
  static constexpr const char* kTypeName = "VoltageBridge2Pulse";
  using Params = VoltageBridge2PulseParams;
  VoltageBridge2Pulse(ComponentContext ctx, Params params = Params());
  electrical::Pin ac_p, ac_n;
  signal::RealSignal firingAngle;     // only without useConstantFiringAngle
  signal::RealSignal fire_p, fire_n;  // 0/1
};

}  // namespace acausal::power_converters
