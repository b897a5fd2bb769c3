#pragma once
// Shared helpers of the kinematics tests: fixed-seed random configurations
// and central finite differences.
#include <algorithm>
#include <cmath>
#include <functional>
#include <numbers>
#include <random>
#include <vector>

#include <Eigen/Core>

#include "kinematics/serial_chain.hpp"
#include "kinematics/trajectory.hpp"

namespace acausal::kinematics::testing {

inline constexpr double kDeg = std::numbers::pi / 180;

/// Uniform inside the limits shrunk by `margin` (rad or m); unbounded
/// coordinates over ±π (revolute) or ±0.3 m (prismatic).
inline Eigen::VectorXd random_configuration(const SerialChain& chain, std::mt19937& random,
                                            double margin = 0.0) {
  Eigen::VectorXd q(chain.dof());
  for (int attempt = 0; attempt < 1000; ++attempt) {
    for (int i = 0; i < chain.dof(); ++i) {
      const Coordinate& c = chain.coordinates()[static_cast<std::size_t>(i)];
      const double span = c.type == JointType::revolute ? std::numbers::pi : 0.3;
      const double lower = std::max(c.limit.lower, -span) + margin;
      const double upper = std::min(c.limit.upper, span) - margin;
      q[i] = std::uniform_real_distribution<double>(lower, upper)(random);
    }
    if (chain.within_limits(q)) return q;  // coupled ranges (MG400) by rejection
  }
  return q;
}

/// Central difference of a vector function of one scalar.
inline Eigen::VectorXd central_difference(const std::function<Eigen::VectorXd(double)>& f, double x,
                                          double h) {
  return (f(x + h) - f(x - h)) / (2 * h);
}

/// Largest mismatch between the reported velocity (acceleration) and the
/// central difference of position (velocity) over `times`, relative to the
/// largest velocity (acceleration) seen.
struct DerivativeMismatch {
  double velocity = 0;
  double acceleration = 0;
};
inline DerivativeMismatch derivative_mismatch(const JointTrajectory& trajectory,
                                              const std::vector<double>& times, double h = 1e-6) {
  DerivativeMismatch worst;
  double largest_velocity = 1e-300, largest_acceleration = 1e-300;
  for (const double t : times) {
    const TrajectorySample s = trajectory.sample(t);
    const TrajectorySample plus = trajectory.sample(t + h), minus = trajectory.sample(t - h);
    worst.velocity =
        std::max(worst.velocity,
                 ((plus.position - minus.position) / (2 * h) - s.velocity).cwiseAbs().maxCoeff());
    worst.acceleration = std::max(
        worst.acceleration,
        ((plus.velocity - minus.velocity) / (2 * h) - s.acceleration).cwiseAbs().maxCoeff());
    largest_velocity = std::max(largest_velocity, s.velocity.cwiseAbs().maxCoeff());
    largest_acceleration = std::max(largest_acceleration, s.acceleration.cwiseAbs().maxCoeff());
  }
  worst.velocity /= largest_velocity;
  worst.acceleration /= largest_acceleration;
  return worst;
}

/// n evenly spaced times strictly inside (a, b).
inline std::vector<double> interior_times(double a, double b, int n) {
  std::vector<double> times;
  for (int i = 1; i <= n; ++i) times.push_back(a + (b - a) * i / (n + 1));
  return times;
}

}  // namespace acausal::kinematics::testing
