#pragma once
#include <vector>

#include "domains/signal.hpp"

namespace acausal::drives {

struct CarrierPwmParams {
  int m = 3;
  double f_carrier = 10e3;  // Hz, switching frequency
};

/// Sine-triangle PWM with regular symmetric sampling: at the start t0 of each
/// carrier period T the duty cycles "duty[k]" are latched (clipped to [0, 1])
/// and compared with a symmetric triangle carrier, so leg k is on during
/// [t0 + (1 - d_k) T/2, t0 + (1 + d_k) T/2): centre-aligned pulses whose mean
/// over the period is exactly d_k. Outputs 0/1 gates "fire_p[k]" (upper
/// switch) and "fire_n[k]" = 1 - fire_p[k] (lower switch, no dead time).
/// Fed with min-max-injected duties (Modulation::SpaceVector) the pulses are
/// those of symmetric space-vector PWM.
/// A controller sampled at the same instants is seen one period late (all
/// when-clauses of an instant read before any assigns), as in hardware.
/// Ref: Holmes & Lipo, Pulse Width Modulation for Power Converters, 2003, ch. 5.
class CarrierPwm : public Component {
 public:
  static constexpr const char* kTypeName = "CarrierPwm";
  using Params = CarrierPwmParams;
  CarrierPwm(ComponentContext ctx, Params params = Params());
  std::vector<signal::RealSignal> duty, fire_p, fire_n;
};

}  // namespace acausal::drives
