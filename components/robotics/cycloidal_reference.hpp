#pragma once
// Rest-to-rest joint reference of seed 000 eq. (23), the cycloidal motion law:
//   q(t) = q_0 + q_r (s - sin(2 pi s) / (2 pi)),  s = (t - t0) / T in [0, 1],
// with its exact derivatives, held at q_0 before t0 and at q_0 + q_r after
// t0 + T (Biagiotti & Melchiorri 2008, Sec. 2.2.3). Velocity and
// acceleration are zero at both ends, so the holds join smoothly; t0 and
// t0 + T are time events.
#include <vector>

#include "domains/signal.hpp"

namespace acausal::robotics {

struct CycloidalReferenceParams {
  /// Start positions q_0 and displacements q_r [rad or m], 1 entry (every
  /// joint) or one per joint; the number of joints is the longer of the two.
  std::vector<double> q_start{0.0};
  std::vector<double> displacement{1.0};
  double duration = 1.0;    // T [s]
  double start_time = 0.0;  // t0 [s]
};

/// Outputs "q[i]", "qd[i]", "qdd[i]".
class CycloidalReference : public Component {
 public:
  static constexpr const char* kTypeName = "CycloidalReference";
  using Params = CycloidalReferenceParams;
  CycloidalReference(ComponentContext ctx, Params p);
  std::vector<signal::RealSignal> q, qd, qdd;
};

}  // namespace acausal::robotics
