#pragma once
// Signal sources (MSL Blocks.Sources).
#include "domains/signal.hpp"

namespace acausal::blocks {

struct SineParams {
  double amplitude = 1.0;
  double f = 1.0;  // Hz
  double phase = 0.0;
  double offset = 0.0;
  double start_time = 0.0;
};

/// y = offset + (time < startTime ? 0 : amplitude * sin(2 pi f (time - startTime) + phase)).
class Sine : public Component {
 public:
  static constexpr const char* kTypeName = "Sine";
  using Params = SineParams;
  Sine(ComponentContext ctx, Params p = Params());
  signal::RealSignal y;
};

}  // namespace acausal::blocks
