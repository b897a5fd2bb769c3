#include "kinematics/trajectory_bspline.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include <fmt/format.h>
#include <Eigen/SparseCore>
#include <Eigen/SparseLU>

#include "core/errors.hpp"

namespace acausal::kinematics {

namespace {

constexpr int kSplineDegree = 3;
using BasisDerivatives = std::array<std::array<double, kSplineDegree + 1>, 3>;  // [order][basis]

// Index s of the knot span [U_s, U_{s+1}) holding u (the last non-empty span at the end).
int find_span(int control_count, double u, const std::vector<double>& knots) {
  if (u >= knots[static_cast<std::size_t>(control_count)]) return control_count - 1;
  if (u <= knots[kSplineDegree]) return kSplineDegree;
  const auto it =
      std::upper_bound(knots.begin() + kSplineDegree, knots.begin() + control_count + 1, u);
  return static_cast<int>(it - knots.begin()) - 1;
}

// Values and first two derivatives of the four cubic basis functions that are
// non-zero on `span` (Piegl–Tiller A2.3, written for p = 3).
BasisDerivatives basis_derivatives(int span, double u, const std::vector<double>& knots) {
  constexpr int p = kSplineDegree;
  auto knot = [&](int i) { return knots[static_cast<std::size_t>(i)]; };
  double ndu[p + 1][p + 1] = {};
  double left[p + 1] = {}, right[p + 1] = {};
  ndu[0][0] = 1;
  for (int j = 1; j <= p; ++j) {
    left[j] = u - knot(span + 1 - j);
    right[j] = knot(span + j) - u;
    double saved = 0;
    for (int r = 0; r < j; ++r) {
      ndu[j][r] = right[r + 1] + left[j - r];
      const double temp = ndu[r][j - 1] / ndu[j][r];
      ndu[r][j] = saved + right[r + 1] * temp;
      saved = left[j - r] * temp;
    }
    ndu[j][j] = saved;
  }
  BasisDerivatives ders{};
  for (int j = 0; j <= p; ++j) ders[0][static_cast<std::size_t>(j)] = ndu[j][p];
  for (int r = 0; r <= p; ++r) {
    double a[2][p + 1] = {};
    int s1 = 0, s2 = 1;
    a[0][0] = 1;
    for (int k = 1; k <= 2; ++k) {
      double d = 0;
      const int rk = r - k, pk = p - k;
      if (r >= k) {
        a[s2][0] = a[s1][0] / ndu[pk + 1][rk];
        d = a[s2][0] * ndu[rk][pk];
      }
      const int j1 = rk >= -1 ? 1 : -rk;
      const int j2 = r - 1 <= pk ? k - 1 : p - r;
      for (int j = j1; j <= j2; ++j) {
        a[s2][j] = (a[s1][j] - a[s1][j - 1]) / ndu[pk + 1][rk + j];
        d += a[s2][j] * ndu[rk + j][pk];
      }
      if (r <= pk) {
        a[s2][k] = -a[s1][k - 1] / ndu[pk + 1][r];
        d += a[s2][k] * ndu[r][pk];
      }
      ders[static_cast<std::size_t>(k)][static_cast<std::size_t>(r)] = d;
      std::swap(s1, s2);
    }
  }
  double factor = p;
  for (std::size_t k = 1; k <= 2; ++k) {
    for (double& value : ders[k]) value *= factor;
    factor *= p - static_cast<double>(k);
  }
  return ders;
}

}  // namespace

CubicBSplineTrajectory::CubicBSplineTrajectory(const Eigen::MatrixXd& via_points,
                                               std::vector<double> times, BSplineFit fit) {
  const Eigen::Index points = via_points.cols();
  if (points < 2 || via_points.rows() < 1 || static_cast<Eigen::Index>(times.size()) != points)
    throw ModelError(
        fmt::format("cubic B-spline trajectory: needs at least two via points "
                    "(columns) and one time per point; got {} points with {} axes "
                    "and {} times",
                    points, via_points.rows(), times.size()));
  if (!via_points.allFinite())
    throw ModelError("cubic B-spline trajectory: a via point has a non-finite coordinate");
  for (std::size_t k = 1; k < times.size(); ++k)
    if (!(times[k] > times[k - 1]) || !std::isfinite(times[k]))
      throw ModelError(
          fmt::format("cubic B-spline trajectory: times must increase strictly; "
                      "t[{}] = {} follows t[{}] = {}",
                      k, times[k], k - 1, times[k - 1]));
  const auto m = static_cast<int>(points) - 1;
  const int control_count = m + 3;
  knots_.assign(kSplineDegree + 1, times.front());
  if (fit == BSplineFit::through) {
    for (int k = 1; k < m; ++k) knots_.push_back(times[static_cast<std::size_t>(k)]);
  } else {
    // Averaged knots over the parameters of the (end-doubled) control points.
    std::vector<double> parameters = {times.front()};
    parameters.insert(parameters.end(), times.begin(), times.end());
    parameters.push_back(times.back());
    for (int j = 1; j <= control_count - 4; ++j) {
      const auto k = static_cast<std::size_t>(j);
      knots_.push_back((parameters[k] + parameters[k + 1] + parameters[k + 2]) / 3);
    }
  }
  knots_.insert(knots_.end(), kSplineDegree + 1, times.back());

  if (fit == BSplineFit::near) {
    control_points_.resize(via_points.rows(), control_count);
    control_points_.col(0) = via_points.col(0);
    control_points_.middleCols(1, points) = via_points;
    control_points_.col(control_count - 1) = via_points.col(points - 1);
    return;
  }
  // Interpolation conditions: C(t_k) = P_k, C'(t_0) = C'(t_m) = 0.
  std::vector<Eigen::Triplet<double>> entries;
  Eigen::MatrixXd rhs = Eigen::MatrixXd::Zero(control_count, via_points.rows());
  int row = 0;
  auto add_row = [&](double u, int order, const Eigen::VectorXd* value) {
    const int span = find_span(control_count, u, knots_);
    const BasisDerivatives ders = basis_derivatives(span, u, knots_);
    for (int j = 0; j <= kSplineDegree; ++j)
      entries.emplace_back(row, span - kSplineDegree + j,
                           ders[static_cast<std::size_t>(order)][static_cast<std::size_t>(j)]);
    if (value) rhs.row(row) = value->transpose();
    ++row;
  };
  std::vector<Eigen::VectorXd> columns(static_cast<std::size_t>(points));
  for (Eigen::Index k = 0; k < points; ++k)
    columns[static_cast<std::size_t>(k)] = via_points.col(k);
  add_row(times.front(), 0, &columns.front());
  add_row(times.front(), 1, nullptr);
  for (int k = 1; k < m; ++k)
    add_row(times[static_cast<std::size_t>(k)], 0, &columns[static_cast<std::size_t>(k)]);
  add_row(times.back(), 1, nullptr);
  add_row(times.back(), 0, &columns.back());
  Eigen::SparseMatrix<double> system(control_count, control_count);
  system.setFromTriplets(entries.begin(), entries.end());
  Eigen::SparseLU<Eigen::SparseMatrix<double>> lu;
  lu.compute(system);
  if (lu.info() != Eigen::Success)
    throw InternalError("cubic B-spline trajectory: the interpolation system is singular");
  control_points_ = Eigen::MatrixXd(lu.solve(rhs)).transpose();
}

TrajectorySample CubicBSplineTrajectory::sample(double t) const {
  const auto control_count = static_cast<int>(control_points_.cols());
  if (t <= start_time()) return rest_at(control_points_.col(0));
  if (t >= end_time()) return rest_at(control_points_.col(control_count - 1));
  const int span = find_span(control_count, t, knots_);
  const BasisDerivatives ders = basis_derivatives(span, t, knots_);
  TrajectorySample s{Eigen::VectorXd::Zero(dimension()), Eigen::VectorXd::Zero(dimension()),
                     Eigen::VectorXd::Zero(dimension())};
  for (int j = 0; j <= kSplineDegree; ++j) {
    const auto column = control_points_.col(span - kSplineDegree + j);
    s.position += ders[0][static_cast<std::size_t>(j)] * column;
    s.velocity += ders[1][static_cast<std::size_t>(j)] * column;
    s.acceleration += ders[2][static_cast<std::size_t>(j)] * column;
  }
  return s;
}

}  // namespace acausal::kinematics
