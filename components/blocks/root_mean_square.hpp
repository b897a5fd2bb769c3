#pragma once
#include "domains/signal.hpp"

namespace acausal::blocks {

struct RootMeanSquareParams {
  double f = 50.0;  // Hz, base frequency: the RMS is taken over 1/f
  double x0 = 0.0;  // start value of the inner mean's integrator
};

/// RMS of u over each period 1/f (MSL Blocks.Math.RootMeanSquare): the inner
/// Mean "mean" (yGreaterOrEqualZero) of u^2, y = sqrt(mean.y).
class RootMeanSquare : public Component {
 public:
  static constexpr const char* kTypeName = "RootMeanSquare";
  using Params = RootMeanSquareParams;
  RootMeanSquare(ComponentContext ctx, Params params = Params());
  signal::RealSignal u, y;
};

}  // namespace acausal::blocks
