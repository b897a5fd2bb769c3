#pragma once
// Point-to-point motion as the Modelica Standard Library's
// Modelica.Blocks.Sources.KinematicPTP2: as fast as the velocity and
// acceleration limits allow, all axes in the same acceleration, cruise and
// deceleration phases (one axis at its limits, the others scaled), so that
// they start and stop together.
// MSL 4.0.0, Modelica.Blocks.Sources.KinematicPTP / KinematicPTP2 (semantics; own implementation).
#include <vector>

#include "kinematics/trajectory.hpp"

namespace acausal::kinematics {

class KinematicPtp : public JointTrajectory {
 public:
  KinematicPtp(const Eigen::VectorXd& q_begin, const Eigen::VectorXd& q_end,
               const Eigen::VectorXd& qd_max, const Eigen::VectorXd& qdd_max,
               double start_time = 0);

  int dimension() const override { return static_cast<int>(q_begin_.size()); }
  double start_time() const override { return start_time_; }
  /// MSL's endTime.
  double end_time() const override { return start_time_ + end_; }
  TrajectorySample sample(double t) const override;
  /// MSL's moving[i]: the axis has a distance to go and t < endTime.
  std::vector<bool> moving(double t) const;
  /// True when the limits never let the path reach its top speed (no cruise phase).
  bool triangular() const { return triangular_; }

 private:
  Eigen::VectorXd q_begin_;
  Eigen::VectorXd delta_;
  double start_time_;
  // Path parameter s ∈ [0, 1]: limits and phase ends (relative to start_time).
  double sd_max_ = 0, sdd_max_ = 0;
  double acceleration_end_ = 0, cruise_end_ = 0, end_ = 0;
  bool triangular_ = false;
  bool at_rest_ = true;
};

}  // namespace acausal::kinematics
