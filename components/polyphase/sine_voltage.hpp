#pragma once
#include <optional>
#include <vector>

#include "components/polyphase/partials.hpp"

namespace acausal::polyphase {

struct SineVoltageParams {
  int m = 3;
  double V = 1.0;  // V, amplitude of every phase
  double f = 1.0;  // Hz
  /// rad, phase of each phase; empty: the symmetric system -(k-1)*2*pi/m (MSL default).
  std::vector<double> phase;
  double offset = 0.0;      // V
  double start_time = 0.0;  // s
};

/// m sine voltage sources v[k] = offset + V*sin(2*pi*f*(t - startTime) + phase[k])
/// for t >= startTime, else offset (MSL Polyphase.Sources.SineVoltage).
class SineVoltage : public Component, public OnePort {
 public:
  static constexpr const char* kTypeName = "polyphase.SineVoltage";
  using Params = SineVoltageParams;
  SineVoltage(ComponentContext ctx, Params params = Params());
};

/// The phase angles (k-1)*2*pi/m of a symmetric m-phase system (MSL
/// Polyphase.Functions.symmetricOrientation for odd m).
std::vector<double> symmetric_orientation(int m);

}  // namespace acausal::polyphase
