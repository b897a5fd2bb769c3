#pragma once
// Cubic B-spline joint trajectories (C² everywhere, at rest at both ends),
// either through the via points at their times or near them.
// Piegl, Tiller, "The NURBS Book" 1997, A2.1–A2.3 (basis functions and derivatives), Sec. 9.2
// (interpolation).
#include <vector>

#include "kinematics/trajectory.hpp"

namespace acausal::kinematics {

enum class BSplineFit {
  /// Passes every via point at its time: knots at the times, control points
  /// solved for, zero velocity at both ends.
  through,
  /// Uses the via points as control points (the first and last doubled so the
  /// motion starts and stops at rest): passes the first and last, comes near
  /// the others, never overshoots their convex hull; knots by averaging.
  near,
};

class CubicBSplineTrajectory : public JointTrajectory {
 public:
  /// `via_points`: one column per point (rows = axes), at least two; `times`
  /// strictly increasing, one per point.
  CubicBSplineTrajectory(const Eigen::MatrixXd& via_points, std::vector<double> times,
                         BSplineFit fit = BSplineFit::through);

  int dimension() const override { return static_cast<int>(control_points_.rows()); }
  double start_time() const override { return knots_.front(); }
  double end_time() const override { return knots_.back(); }
  TrajectorySample sample(double t) const override;

  const Eigen::MatrixXd& control_points() const { return control_points_; }
  const std::vector<double>& knots() const { return knots_; }

 private:
  Eigen::MatrixXd control_points_;  // one column per control point
  std::vector<double> knots_;
};

}  // namespace acausal::kinematics
