#pragma once
#include "domains/signal.hpp"

namespace acausal::blocks {

struct ExpSineParams {
  double amplitude = 1.0;
  double f = 2.0;        // Hz
  double phase = 0.0;    // rad
  double damping = 1.0;  // 1/s
  double offset = 0.0;
  double startTime = 0.0;  // s
};

/// Exponentially damped sine (MSL Blocks.Sources.ExpSine): y = offset +
/// (time < startTime ? 0 : amplitude exp(-damping (time - startTime))
/// sin(2 pi f (time - startTime) + phase)).
class ExpSine : public Component {
 public:
  static constexpr const char* kTypeName = "ExpSine";
  using Params = ExpSineParams;
  ExpSine(ComponentContext ctx, Params p = Params());
  signal::RealSignal y;
};

}  // namespace acausal::blocks
