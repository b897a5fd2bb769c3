#include "kinematics/trajectory_quintic.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::kinematics {

QuinticTrajectory::QuinticTrajectory(const Eigen::VectorXd& start, const Eigen::VectorXd& end,
                                     double duration, double start_time)
    : QuinticTrajectory(rest_at(start), rest_at(end), duration, start_time) {}

QuinticTrajectory::QuinticTrajectory(const TrajectorySample& start, const TrajectorySample& end,
                                     double duration, double start_time)
    : duration_(duration), start_time_(start_time) {
  const Eigen::Index n = start.position.size();
  check_trajectory_arguments("quintic trajectory", duration,
                             {&start.position, &start.velocity, &start.acceleration, &end.position,
                              &end.velocity, &end.acceleration},
                             n);
  const double t = duration, t2 = t * t, t3 = t2 * t, t4 = t3 * t, t5 = t4 * t;
  coefficients_.resize(n, 6);
  for (Eigen::Index i = 0; i < n; ++i) {
    const double q0 = start.position[i], v0 = start.velocity[i], a0 = start.acceleration[i];
    const double q1 = end.position[i], v1 = end.velocity[i], a1 = end.acceleration[i];
    // What the terms of degree 3..5 must add to the start state's Taylor
    // polynomial in position, velocity and acceleration at the end.
    const double h = q1 - q0 - v0 * t - a0 * t2 / 2;
    const double dv = v1 - v0 - a0 * t, da = a1 - a0;
    coefficients_(i, 0) = q0;
    coefficients_(i, 1) = v0;
    coefficients_(i, 2) = a0 / 2;
    coefficients_(i, 3) = (10 * h - 4 * dv * t + da * t2 / 2) / t3;
    coefficients_(i, 4) = (-15 * h + 7 * dv * t - da * t2) / t4;
    coefficients_(i, 5) = (12 * h - 6 * dv * t + da * t2) / (2 * t5);
  }
}

TrajectorySample QuinticTrajectory::sample(double t) const {
  const Eigen::Index n = coefficients_.rows();
  TrajectorySample s{Eigen::VectorXd(n), Eigen::VectorXd(n), Eigen::VectorXd(n)};
  // Outside the interval the end state is held (with its velocity and
  // acceleration zeroed: the trajectory is over).
  const double tau = std::clamp(t - start_time_, 0.0, duration_);
  const bool outside = t < start_time_ || t > start_time_ + duration_;
  for (Eigen::Index i = 0; i < n; ++i) {
    const auto& c = coefficients_.row(i);
    s.position[i] = c[0] + tau * (c[1] + tau * (c[2] + tau * (c[3] + tau * (c[4] + tau * c[5]))));
    s.velocity[i] = c[1] + tau * (2 * c[2] + tau * (3 * c[3] + tau * (4 * c[4] + tau * 5 * c[5])));
    s.acceleration[i] = 2 * c[2] + tau * (6 * c[3] + tau * (12 * c[4] + tau * 20 * c[5]));
  }
  if (outside) {
    s.velocity.setZero();
    s.acceleration.setZero();
  }
  return s;
}

}  // namespace acausal::kinematics
