#pragma once
// Minimum-jerk motion through via points: among all motions that pass the via
// points at the given times and start and stop at rest (zero velocity and
// acceleration), the one minimising ∫‖d³q/dt³‖² dt. Its pieces are quintics
// joined with continuous derivatives up to the fourth; with two points it is
// the classic 10τ³ − 15τ⁴ + 6τ⁵ profile.
// Flash, Hogan, "The coordination of arm movements", J. Neurosci. 5(7), 1985.
#include <vector>

#include "kinematics/trajectory.hpp"

namespace acausal::kinematics {

class MinimumJerkTrajectory : public JointTrajectory {
 public:
  /// `via_points`: one column per point (rows = axes), at least two;
  /// `times`: one per point, strictly increasing.
  MinimumJerkTrajectory(const Eigen::MatrixXd& via_points, std::vector<double> times);

  int dimension() const override { return static_cast<int>(via_points_.rows()); }
  double start_time() const override { return times_.front(); }
  double end_time() const override { return times_.back(); }
  TrajectorySample sample(double t) const override;

  /// The jerk (third derivative) at t, for checking optimality conditions.
  Eigen::VectorXd jerk(double t) const;

 private:
  std::size_t segment_at(double t) const;
  Eigen::MatrixXd via_points_;
  std::vector<double> times_;
  /// Row 6k + j: coefficient of (t − t_k)^j of segment k; one column per axis.
  Eigen::MatrixXd coefficients_;
};

}  // namespace acausal::kinematics
