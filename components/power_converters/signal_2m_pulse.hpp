#pragma once
#include <vector>

#include "domains/signal.hpp"

namespace acausal::power_converters {

struct Signal2mPulseParams {
  int m = 3;                                  // phases
  bool useConstantFiringAngle = true;         // else the input "firingAngle"
  double constantFiringAngle = 0.0;           // rad
  double firingAngleMax = 3.141592653589793;  // rad, at most pi
  double firingAngleMin = 0.0;                // rad, at least 0
  bool useFilter = true;                      // filter the voltages (RectifierControlFilter)
  double f = 50.0;                            // Hz, mains frequency
  double fCut = 0.0;                          // Hz, the filter's cut-off; 0 means 2 f
  std::vector<double> vStart;  // V, start values of the filter outputs (empty: zeros)
};

/// Firing signals of 2m-pulse rectifiers (MSL PowerConverters.ACDC.Control.
/// Signal2mPulse): for each phase voltage v[k] (optionally filtered), a timer
/// runs from the start of its positive half wave (timerPositive[k]) and of
/// its negative one (timerNegative[k]); the thyristors are fired once the
/// timer, as an angle 2 f t (in units of pi), exceeds the firing angle
/// limited to [firingAngleMin, firingAngleMax]:
///   fire_p[k] = 2 f timerPositive[k].y > alpha / pi, and fire_n[k] likewise.
/// Built of MSL's blocks under MSL's names.
class Signal2mPulse : public Component {
 public:
  static constexpr const char* kTypeName = "Signal2mPulse";
  using Params = Signal2mPulseParams;
  Signal2mPulse(ComponentContext ctx, Params params = Params());
  std::vector<signal::RealSignal> v;               // inputs "v[k]"
  signal::RealSignal firingAngle;                  // only without useConstantFiringAngle
  std::vector<signal::RealSignal> fire_p, fire_n;  // outputs "fire_p[k]", "fire_n[k]" (0/1)
};

}  // namespace acausal::power_converters
