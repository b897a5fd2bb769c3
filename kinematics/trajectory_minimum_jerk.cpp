#include "kinematics/trajectory_minimum_jerk.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>
#include <Eigen/SparseCore>
#include <Eigen/SparseLU>

#include "core/errors.hpp"

namespace acausal::kinematics {

namespace {

// d^r/dτ^r of τ^j.
double power_derivative(int j, int r, double tau) {
  if (r > j) return 0;
  double factor = 1;
  for (int k = 0; k < r; ++k) factor *= j - k;
  return factor * std::pow(tau, j - r);
}

}  // namespace

MinimumJerkTrajectory::MinimumJerkTrajectory(const Eigen::MatrixXd& via_points,
                                             std::vector<double> times)
    : via_points_(via_points), times_(std::move(times)) {
  const Eigen::Index points = via_points_.cols();
  if (points < 2 || via_points_.rows() < 1 || static_cast<Eigen::Index>(times_.size()) != points)
    throw ModelError(
        fmt::format("minimum-jerk trajectory: needs at least two via points (columns) "
                    "and one time per point; got {} points with {} axes and {} "
                    "times",
                    points, via_points_.rows(), times_.size()));
  if (!via_points_.allFinite())
    throw ModelError("minimum-jerk trajectory: a via point has a non-finite coordinate");
  for (std::size_t k = 1; k < times_.size(); ++k)
    if (!(times_[k] > times_[k - 1]) || !std::isfinite(times_[k]))
      throw ModelError(
          fmt::format("minimum-jerk trajectory: times must increase strictly; "
                      "t[{}] = {} follows t[{}] = {}",
                      k, times_[k], k - 1, times_[k - 1]));
  const Eigen::Index segments = points - 1;
  const Eigen::Index unknowns = 6 * segments;
  std::vector<Eigen::Triplet<double>> entries;
  Eigen::MatrixXd rhs = Eigen::MatrixXd::Zero(unknowns, via_points_.rows());
  Eigen::Index row = 0;
  auto duration = [&](Eigen::Index k) {
    return times_[static_cast<std::size_t>(k + 1)] - times_[static_cast<std::size_t>(k)];
  };
  for (Eigen::Index k = 0; k < segments; ++k) {
    // Position at both ends of the segment.
    entries.emplace_back(row, 6 * k, 1.0);
    rhs.row(row++) = via_points_.col(k).transpose();
    for (int j = 0; j < 6; ++j) entries.emplace_back(row, 6 * k + j, std::pow(duration(k), j));
    rhs.row(row++) = via_points_.col(k + 1).transpose();
  }
  for (Eigen::Index k = 1; k < segments; ++k)  // derivatives 1..4 continuous at interior points
    for (int r = 1; r <= 4; ++r) {
      for (int j = r; j < 6; ++j)
        entries.emplace_back(row, 6 * (k - 1) + j, power_derivative(j, r, duration(k - 1)));
      entries.emplace_back(row, 6 * k + r, -power_derivative(r, r, 0.0));
      ++row;
    }
  for (int r = 1; r <= 2; ++r) {  // at rest at both ends
    entries.emplace_back(row++, r, power_derivative(r, r, 0.0));
    for (int j = r; j < 6; ++j)
      entries.emplace_back(row, 6 * (segments - 1) + j,
                           power_derivative(j, r, duration(segments - 1)));
    ++row;
  }
  Eigen::SparseMatrix<double> system(unknowns, unknowns);
  system.setFromTriplets(entries.begin(), entries.end());
  Eigen::SparseLU<Eigen::SparseMatrix<double>> lu;
  lu.compute(system);
  if (lu.info() != Eigen::Success)
    throw InternalError("minimum-jerk trajectory: the spline system is singular");
  coefficients_ = lu.solve(rhs);
}

std::size_t MinimumJerkTrajectory::segment_at(double t) const {
  const auto it = std::upper_bound(times_.begin(), times_.end(), t);
  const auto index = static_cast<std::size_t>(std::max<std::ptrdiff_t>(it - times_.begin() - 1, 0));
  return std::min(index, times_.size() - 2);
}

TrajectorySample MinimumJerkTrajectory::sample(double t) const {
  if (t <= times_.front()) return rest_at(via_points_.col(0));
  if (t >= times_.back()) return rest_at(via_points_.col(via_points_.cols() - 1));
  const std::size_t k = segment_at(t);
  const double tau = t - times_[k];
  const auto block = coefficients_.middleRows(static_cast<Eigen::Index>(6 * k), 6);
  TrajectorySample s{Eigen::VectorXd::Zero(dimension()), Eigen::VectorXd::Zero(dimension()),
                     Eigen::VectorXd::Zero(dimension())};
  for (int j = 0; j < 6; ++j) {
    s.position += power_derivative(j, 0, tau) * block.row(j).transpose();
    s.velocity += power_derivative(j, 1, tau) * block.row(j).transpose();
    s.acceleration += power_derivative(j, 2, tau) * block.row(j).transpose();
  }
  return s;
}

Eigen::VectorXd MinimumJerkTrajectory::jerk(double t) const {
  const double clamped = std::clamp(t, times_.front(), times_.back());
  const std::size_t k = segment_at(clamped);
  const double tau = clamped - times_[k];
  const auto block = coefficients_.middleRows(static_cast<Eigen::Index>(6 * k), 6);
  Eigen::VectorXd result = Eigen::VectorXd::Zero(dimension());
  for (int j = 3; j < 6; ++j) result += power_derivative(j, 3, tau) * block.row(j).transpose();
  return result;
}

}  // namespace acausal::kinematics
