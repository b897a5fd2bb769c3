#pragma once
#include "domains/signal.hpp"

namespace acausal::blocks {

struct SincParams {
  double amplitude = 1.0;
  double f = 1.0;  // Hz
  double offset = 0.0;
  double startTime = 0.0;  // s
};

/// y = offset + (time < startTime ? 0 : amplitude sin(x) / x), x = 2 pi f
/// (time - startTime), and amplitude at x = 0 (MSL Blocks.Sources.Sinc).
class Sinc : public Component {
 public:
  static constexpr const char* kTypeName = "Sinc";
  using Params = SincParams;
  Sinc(ComponentContext ctx, Params p = Params());
  signal::RealSignal y;
};

}  // namespace acausal::blocks
