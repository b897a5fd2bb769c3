#include "kinematics/trajectory_kinematic_ptp.hpp"

#include <cmath>
#include <limits>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::kinematics {

KinematicPtp::KinematicPtp(const Eigen::VectorXd& q_begin, const Eigen::VectorXd& q_end,
                           const Eigen::VectorXd& qd_max, const Eigen::VectorXd& qdd_max,
                           double start_time)
    : q_begin_(q_begin), delta_(q_end - q_begin), start_time_(start_time) {
  check_trajectory_arguments("KinematicPTP", 1.0, {&q_begin, &q_end, &qd_max, &qdd_max},
                             q_begin.size());
  for (Eigen::Index i = 0; i < q_begin.size(); ++i)
    if (!(qd_max[i] > 0) || !(qdd_max[i] > 0))
      throw ModelError(
          fmt::format("KinematicPTP: axis {} has qd_max = {} and qdd_max = {}; "
                      "both must be positive",
                      i, qd_max[i], qdd_max[i]));
  // The path s runs from 0 to 1; its limits are those of the most constrained axis.
  const double sd_max_inverse = delta_.cwiseQuotient(qd_max).cwiseAbs().maxCoeff();
  const double sdd_max_inverse = delta_.cwiseQuotient(qdd_max).cwiseAbs().maxCoeff();
  constexpr double eps = 10 * std::numeric_limits<double>::epsilon();
  at_rest_ = sd_max_inverse <= eps || sdd_max_inverse <= eps;
  if (at_rest_) return;
  sd_max_ = 1 / sd_max_inverse;
  sdd_max_ = 1 / sdd_max_inverse;
  const double ta1 = std::sqrt(1 / sdd_max_);  // triangular: half time
  const double ta2 = sd_max_ / sdd_max_;       // time to reach sd_max
  triangular_ = ta2 >= ta1;
  if (triangular_) {
    acceleration_end_ = ta1;
    cruise_end_ = ta1;
    end_ = 2 * ta1;
  } else {
    acceleration_end_ = ta2;
    cruise_end_ = 1 / sd_max_;
    end_ = cruise_end_ + ta2;
  }
}

TrajectorySample KinematicPtp::sample(double t) const {
  const double tau = t - start_time_;
  double s = 0, sd = 0, sdd = 0;
  if (at_rest_ || tau <= 0) {
    s = 0;
  } else if (tau >= end_) {
    s = 1;
  } else if (tau < acceleration_end_) {
    s = sdd_max_ * tau * tau / 2;
    sd = sdd_max_ * tau;
    sdd = sdd_max_;
  } else if (tau < cruise_end_) {
    const double top = sdd_max_ * acceleration_end_;
    s = top * acceleration_end_ / 2 + top * (tau - acceleration_end_);
    sd = top;
  } else {
    const double remaining = end_ - tau;
    s = 1 - sdd_max_ * remaining * remaining / 2;
    sd = sdd_max_ * remaining;
    sdd = -sdd_max_;
  }
  return {q_begin_ + delta_ * s, delta_ * sd, delta_ * sdd};
}

std::vector<bool> KinematicPtp::moving(double t) const {
  std::vector<bool> result(static_cast<std::size_t>(delta_.size()));
  for (Eigen::Index i = 0; i < delta_.size(); ++i)
    result[static_cast<std::size_t>(i)] =
        std::abs(delta_[i]) > 10 * std::numeric_limits<double>::epsilon() && t < end_time();
  return result;
}

}  // namespace acausal::kinematics
