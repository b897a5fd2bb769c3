#pragma once
#include "domains/signal.hpp"

namespace acausal::blocks {

struct HarmonicParams {
  double f = 50.0;  // Hz, base frequency
  int k = 1;        // order of the harmonic
  bool use_conjugate_complex = false;
  double x0Cos = 0.0, x0Sin = 0.0;  // start values of the integrators
};

/// RMS and angle of the k-th harmonic of u over each period 1/f (MSL
/// Blocks.Math.Harmonic): mean1.x' = u sqrt(2) cos(2 pi k f t), mean2.x' =
/// u sqrt(2) sin(2 pi k f t); at t0 + n/f the means f*pre(x) are taken and the
/// integrators restart at 0; y_rms = |mean|, y_arg = atan2(mean2.y, mean1.y)
/// (negated for the conjugate complex). Outputs hold between periods.
class Harmonic : public Component {
 public:
  static constexpr const char* kTypeName = "Harmonic";
  using Params = HarmonicParams;
  Harmonic(ComponentContext ctx, Params params = Params());
  signal::RealSignal u, y_rms, y_arg;
};

}  // namespace acausal::blocks
