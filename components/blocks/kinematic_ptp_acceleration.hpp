#pragma once
#include <vector>

#include "domains/signal.hpp"

namespace acausal::blocks {

struct KinematicPTPAccelerationParams {
  // Per axis; a vector of size 1 applies to every axis (MSL rule).
  std::vector<double> deltaq{1.0};   // distance to move
  std::vector<double> qd_max{1.0};   // > 0
  std::vector<double> qdd_max{1.0};  // > 0
  double startTime = 0.0;            // s
};

/// The acceleration of a point-to-point move as fast as the velocity and
/// acceleration limits allow, all axes on one path (MSL Sources.KinematicPTP,
/// whose outputs y[i] = deltaq[i] sdd are the accelerations: integrate twice
/// for the position; `blocks::KinematicPTP` is MSL's KinematicPTP2 with
/// position, velocity and acceleration outputs). Piecewise constant, switching
/// at time events (acceleration, constant velocity, deceleration phases, or no
/// constant-velocity phase when the velocity limit is not reached). Ports
/// "y[i]".
class KinematicPTPAcceleration : public Component {
 public:
  static constexpr const char* kTypeName = "KinematicPTP";
  using Params = KinematicPTPAccelerationParams;
  KinematicPTPAcceleration(ComponentContext ctx, Params p = Params());
  std::vector<signal::RealSignal> y;
};

}  // namespace acausal::blocks
