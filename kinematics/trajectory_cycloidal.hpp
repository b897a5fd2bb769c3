#pragma once
// The cycloidal rest-to-rest profile of seed 000 (Sec. 2.4 and 3.4):
//   θ(t) = θ0 + θr·((t − t0)/T − sin(2π(t − t0)/T)/(2π)),
// with zero velocity and acceleration at both ends and finite jerk.
#include "kinematics/trajectory.hpp"

namespace acausal::kinematics {

class CycloidalTrajectory : public JointTrajectory {
 public:
  /// From `start` by `displacement` (θr) in `duration` (T) from `start_time` (t0).
  CycloidalTrajectory(const Eigen::VectorXd& start, const Eigen::VectorXd& displacement,
                      double duration, double start_time = 0);

  int dimension() const override { return static_cast<int>(start_.size()); }
  double start_time() const override { return start_time_; }
  double end_time() const override { return start_time_ + duration_; }
  TrajectorySample sample(double t) const override;

 private:
  Eigen::VectorXd start_;
  Eigen::VectorXd displacement_;
  double duration_;
  double start_time_;
};

}  // namespace acausal::kinematics
