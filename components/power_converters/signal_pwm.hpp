#pragma once
#include "domains/signal.hpp"

namespace acausal::power_converters {

struct SignalPWMParams {
  bool useConstantDutyCycle = true;  // else the input "dutyCycle"
  double constantDutyCycle = 0.0;
  double f = 1000.0;       // Hz, switching frequency
  double startTime = 0.0;  // s
};

/// PWM fire signal from a duty cycle (MSL PowerConverters.DCDC.Control.SignalPWM):
/// the duty cycle, limited to [0, 1], is held at startTime + k/f (zero-order
/// hold) and compared with a saw tooth rising from 0 to 1 in every period:
/// fire = sawtooth < d, notFire = not fire (Williams 2006, Power Electronics, ch. 13).
class SignalPWM : public Component {
 public:
  static constexpr const char* kTypeName = "SignalPWM";
  using Params = SignalPWMParams;
  SignalPWM(ComponentContext ctx, Params params = Params());
  signal::RealSignal dutyCycle;  // only without useConstantDutyCycle
  signal::RealSignal fire, notFire;
};

}  // namespace acausal::power_converters
