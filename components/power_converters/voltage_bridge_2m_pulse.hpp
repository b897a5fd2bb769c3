#pragma once
#include <vector>

#include "domains/polyphase.hpp"
#include "domains/signal.hpp"

namespace acausal::power_converters {

struct VoltageBridge2mPulseParams {
  int m = 3;                                  // phases (odd, at least 3)
  double f = 50.0;                            // Hz, mains frequency
  bool useConstantFiringAngle = true;         // else the input "firingAngle"
  double constantFiringAngle = 0.0;           // rad
  double firingAngleMax = 3.141592653589793;  // rad, in [0, pi]
  bool useFilter = true;                      // filter the measured voltages
  double fCut = 0.0;                          // Hz, the filter's cut-off; 0 means 2 f
  std::vector<double> vStart;                 // V, start values of the filter outputs
};

/// Control of 2m-pulse bridge rectifiers (MSL PowerConverters.ACDC.Control.
/// VoltageBridge2mPulse): the line-to-line voltages v[k] = ac.pin[k].v -
/// ac.pin[k-1].v (voltageSensor across the delta connection `delta`) feed
/// twomPulse (Signal2mPulse), whose fire_p[k] and fire_n[k] fire the bridge's
/// valves the firing angle after each natural commutation instant. The plug
/// draws no current. m must be odd (MSL's MultiDelta is then one Delta).
class VoltageBridge2mPulse : public Component {
 public:
  static constexpr const char* kTypeName = "VoltageBridge2mPulse";
  using Params = VoltageBridge2mPulseParams;
  VoltageBridge2mPulse(ComponentContext ctx, Params params = Params());
  polyphase::Plug ac;
  signal::RealSignal firingAngle;  // only without useConstantFiringAngle
  std::vector<signal::RealSignal> fire_p, fire_n;
};

/// Control of 2m-pulse centre-tap rectifiers (MSL PowerConverters.ACDC.
/// Control.VoltageCenterTap2mPulse): twomPulse reads v[k] = -ac.pin[k-1].v,
/// the negated potentials (voltageSensor, gain[k] = -1) behind the delta
/// connection; otherwise as VoltageBridge2mPulse.
class VoltageCenterTap2mPulse : public Component {
 public:
  static constexpr const char* kTypeName = "VoltageCenterTap2mPulse";
  using Params = VoltageBridge2mPulseParams;
  VoltageCenterTap2mPulse(ComponentContext ctx, Params params = Params());
  polyphase::Plug ac;
  signal::RealSignal firingAngle;  // only without useConstantFiringAngle
  std::vector<signal::RealSignal> fire_p, fire_n;
};

}  // namespace acausal::power_converters
