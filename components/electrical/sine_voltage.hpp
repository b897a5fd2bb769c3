#pragma once
#include "components/electrical/partials.hpp"

namespace acausal::electrical {

struct SineVoltageParams {
  double V = 1.0;           // V, amplitude
  double phase = 0.0;       // rad
  double f = 1.0;           // Hz
  double offset = 0.0;      // V
  double start_time = 0.0;  // s
};

/// Sine voltage source (MSL Sources.SineVoltage):
/// v = offset + (time < startTime ? 0 : V * sin(2 pi f (time - startTime) + phase)).
class SineVoltage : public Component, public OnePort {
 public:
  static constexpr const char* kTypeName = "SineVoltage";
  using Params = SineVoltageParams;
  SineVoltage(ComponentContext ctx, Params params = Params());
};

}  // namespace acausal::electrical
