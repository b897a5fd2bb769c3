#pragma once
#include "domains/signal.hpp"

namespace acausal::blocks {

struct MeanParams {
  double f = 50.0;                   // Hz, base frequency: the mean is taken over 1/f
  double x0 = 0.0;                   // start value of the integrator
  bool yGreaterOrEqualZero = false;  // clip a slightly negative numerical mean to 0
};

/// Mean of u over each period 1/f (MSL Blocks.Math.Mean): der(x) = u; at
/// t0 + n/f, y = f pre(x) and x restarts at 0. y is 0 during the first period.
class Mean : public Component {
 public:
  static constexpr const char* kTypeName = "Mean";
  using Params = MeanParams;
  Mean(ComponentContext ctx, Params params = Params());
  signal::RealSignal u, y;
  Expr x;
};

}  // namespace acausal::blocks
