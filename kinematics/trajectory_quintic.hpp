#pragma once
// Joint-space quintic polynomial between two states (position, velocity and
// acceleration at both ends), as Corke's jtraj.
// Siciliano et al. 2009, Sec. 4.2.1; Corke, "Robotics, Vision and Control", Sec. 3.1.1.
#include <vector>

#include "kinematics/trajectory.hpp"

namespace acausal::kinematics {

class QuinticTrajectory : public JointTrajectory {
 public:
  /// From rest at `start` to rest at `end`.
  QuinticTrajectory(const Eigen::VectorXd& start, const Eigen::VectorXd& end, double duration,
                    double start_time = 0);
  /// Between two full states (position, velocity, acceleration).
  QuinticTrajectory(const TrajectorySample& start, const TrajectorySample& end, double duration,
                    double start_time = 0);

  int dimension() const override { return static_cast<int>(coefficients_.rows()); }
  double start_time() const override { return start_time_; }
  double end_time() const override { return start_time_ + duration_; }
  TrajectorySample sample(double t) const override;

  /// Coefficients c0..c5 of each axis (rows) in powers of (t − start_time).
  const Eigen::Matrix<double, Eigen::Dynamic, 6>& coefficients() const { return coefficients_; }

 private:
  Eigen::Matrix<double, Eigen::Dynamic, 6> coefficients_;
  double duration_;
  double start_time_;
};

}  // namespace acausal::kinematics
