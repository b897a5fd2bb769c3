#pragma once
// Trapezoidal velocity profiles (constant acceleration, cruise, constant
// deceleration; triangular when the cruise velocity is never reached) within
// per-axis velocity and acceleration limits, optionally synchronised so that
// every axis starts and stops together.
// Corke, "Robotics, Vision and Control", Sec. 3.1.1 (lspb); Siciliano et al. 2009, Sec. 4.2.1.
#include <optional>
#include <vector>

#include "kinematics/trajectory.hpp"

namespace acausal::kinematics {

struct TrapezoidalOptions {
  /// true: every axis takes the time of the slowest (each at its own
  /// acceleration limit, with a lower cruise velocity); false: each axis as
  /// fast as its limits allow.
  bool synchronise = true;
  /// Longer than the fastest possible: stretch every axis to this duration.
  std::optional<double> duration;
  double start_time = 0;
};

class TrapezoidalTrajectory : public JointTrajectory {
 public:
  TrapezoidalTrajectory(const Eigen::VectorXd& start, const Eigen::VectorXd& end,
                        const Eigen::VectorXd& max_velocity,
                        const Eigen::VectorXd& max_acceleration, TrapezoidalOptions options = {});

  int dimension() const override { return static_cast<int>(start_.size()); }
  double start_time() const override { return start_time_; }
  double end_time() const override;
  TrajectorySample sample(double t) const override;

  /// Per axis: duration of the motion, of the acceleration phase, cruise velocity.
  double axis_duration(int axis) const { return axes_[static_cast<std::size_t>(axis)].duration; }
  double axis_acceleration_time(int axis) const {
    return axes_[static_cast<std::size_t>(axis)].acceleration_time;
  }
  double axis_peak_velocity(int axis) const {
    return axes_[static_cast<std::size_t>(axis)].peak_velocity;
  }

 private:
  struct Axis {
    double distance = 0;  // signed
    double acceleration = 0;
    double peak_velocity = 0;
    double acceleration_time = 0;
    double duration = 0;
  };
  Eigen::VectorXd start_;
  Eigen::VectorXd end_;
  std::vector<Axis> axes_;
  double start_time_;
};

}  // namespace acausal::kinematics
