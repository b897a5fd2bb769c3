#include "kinematics/trajectory_cycloidal.hpp"

#include <cmath>
#include <numbers>

namespace acausal::kinematics {

CycloidalTrajectory::CycloidalTrajectory(const Eigen::VectorXd& start,
                                         const Eigen::VectorXd& displacement, double duration,
                                         double start_time)
    : start_(start), displacement_(displacement), duration_(duration), start_time_(start_time) {
  check_trajectory_arguments("cycloidal trajectory", duration, {&start_, &displacement_},
                             start_.size());
}

TrajectorySample CycloidalTrajectory::sample(double t) const {
  if (t <= start_time_) return rest_at(start_);
  if (t >= start_time_ + duration_) return rest_at(start_ + displacement_);
  constexpr double two_pi = 2 * std::numbers::pi;
  const double phase = (t - start_time_) / duration_;
  const double shape = phase - std::sin(two_pi * phase) / two_pi;
  const double rate = (1 - std::cos(two_pi * phase)) / duration_;
  const double curvature = two_pi * std::sin(two_pi * phase) / (duration_ * duration_);
  return {start_ + displacement_ * shape, displacement_ * rate, displacement_ * curvature};
}

}  // namespace acausal::kinematics
