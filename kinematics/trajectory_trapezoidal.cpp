#include "kinematics/trajectory_trapezoidal.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::kinematics {

namespace {

// Fastest profile over |distance| within the limits.
double minimum_duration(double distance, double v, double a) {
  if (distance == 0) return 0;
  if (distance >= v * v / a) return distance / v + v / a;  // reaches cruise velocity
  return 2 * std::sqrt(distance / a);                      // triangular
}

}  // namespace

TrapezoidalTrajectory::TrapezoidalTrajectory(const Eigen::VectorXd& start,
                                             const Eigen::VectorXd& end,
                                             const Eigen::VectorXd& max_velocity,
                                             const Eigen::VectorXd& max_acceleration,
                                             TrapezoidalOptions options)
    : start_(start), end_(end), start_time_(options.start_time) {
  check_trajectory_arguments("trapezoidal trajectory", options.duration.value_or(1.0),
                             {&start, &end, &max_velocity, &max_acceleration}, start.size());
  const Eigen::Index n = start.size();
  for (Eigen::Index i = 0; i < n; ++i)
    if (!(max_velocity[i] > 0) || !(max_acceleration[i] > 0))
      throw ModelError(
          fmt::format("trapezoidal trajectory: axis {} has velocity limit {} and "
                      "acceleration limit {}; both must be positive",
                      i, max_velocity[i], max_acceleration[i]));
  axes_.resize(static_cast<std::size_t>(n));
  double slowest = 0;
  for (Eigen::Index i = 0; i < n; ++i) {
    Axis& axis = axes_[static_cast<std::size_t>(i)];
    axis.distance = end[i] - start[i];
    axis.acceleration = max_acceleration[i];
    axis.duration = minimum_duration(std::abs(axis.distance), max_velocity[i], axis.acceleration);
    slowest = std::max(slowest, axis.duration);
  }
  if (options.duration) {
    if (*options.duration < slowest * (1 - 1e-12))
      throw ModelError(
          fmt::format("trapezoidal trajectory: duration {} s is shorter than the "
                      "{} s the velocity and acceleration limits allow; lengthen it "
                      "or raise the limits",
                      *options.duration, slowest));
    slowest = std::max(slowest, *options.duration);
  }
  for (Axis& axis : axes_) {
    const double distance = std::abs(axis.distance);
    if (distance == 0) {
      axis.duration = 0;
      continue;
    }
    if (options.synchronise || options.duration) axis.duration = slowest;
    // Cruise velocity v with distance = v·(T − v/a), the smaller root.
    const double a = axis.acceleration, t = axis.duration;
    const double discriminant = std::max(a * a * t * t - 4 * a * distance, 0.0);
    axis.peak_velocity = (a * t - std::sqrt(discriminant)) / 2;
    axis.acceleration_time = axis.peak_velocity / a;
  }
}

double TrapezoidalTrajectory::end_time() const {
  double longest = 0;
  for (const Axis& axis : axes_) longest = std::max(longest, axis.duration);
  return start_time_ + longest;
}

TrajectorySample TrapezoidalTrajectory::sample(double t) const {
  TrajectorySample s = rest_at(start_);
  const double tau = t - start_time_;
  for (std::size_t k = 0; k < axes_.size(); ++k) {
    const auto i = static_cast<Eigen::Index>(k);
    const Axis& axis = axes_[k];
    const double sign = axis.distance >= 0 ? 1.0 : -1.0;
    const double a = axis.acceleration, v = axis.peak_velocity, ta = axis.acceleration_time;
    if (axis.distance == 0 || tau <= 0) continue;
    if (tau >= axis.duration) {
      s.position[i] = end_[i];
    } else if (tau < ta) {
      s.position[i] = start_[i] + sign * a * tau * tau / 2;
      s.velocity[i] = sign * a * tau;
      s.acceleration[i] = sign * a;
    } else if (tau <= axis.duration - ta) {
      s.position[i] = start_[i] + sign * (a * ta * ta / 2 + v * (tau - ta));
      s.velocity[i] = sign * v;
    } else {
      const double remaining = axis.duration - tau;
      s.position[i] = end_[i] - sign * a * remaining * remaining / 2;
      s.velocity[i] = sign * a * remaining;
      s.acceleration[i] = -sign * a;
    }
  }
  return s;
}

}  // namespace acausal::kinematics
