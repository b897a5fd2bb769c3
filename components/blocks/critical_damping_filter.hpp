#pragma once
#include <optional>

#include "domains/signal.hpp"

namespace acausal::blocks {

struct CriticalDampingFilterParams {
  int order = 2;
  double f_cut = 1.0;  // Hz, -3 dB frequency (normalized filter)
  double gain = 1.0;
  /// InitialOutput: y(0) = y_start and the other states at rest; empty: all
  /// states start at rest on the input (MSL init = SteadyState).
  std::optional<double> y_start;
};

/// Low-pass filter of critical damping, n real poles at one frequency (MSL
/// Blocks.Continuous.Filter with analogFilter = CriticalDamping, LowPass,
/// normalized): der(x[i]) = r (x[i] - uu[i]), uu[1] = u, uu[i+1] = x[i],
/// y = gain x[n], r = -2 pi f_cut / alpha, alpha = sqrt(10^(3/(10 n)) - 1).
class CriticalDampingFilter : public Component {
 public:
  static constexpr const char* kTypeName = "CriticalDampingFilter";
  using Params = CriticalDampingFilterParams;
  CriticalDampingFilter(ComponentContext ctx, Params params = Params());
  signal::RealSignal u, y;
  std::vector<Expr> x;
};

}  // namespace acausal::blocks
