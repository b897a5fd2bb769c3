#include "components/multibody/quaternion.hpp"

#include <algorithm>
#include <cmath>

#include "components/multibody/cardan_angles.hpp"

namespace acausal::multibody {

Mat3 quaternion_rotation(const Quaternion& q) {
  const Expr& q1 = q[0];
  const Expr& q2 = q[1];
  const Expr& q3 = q[2];
  const Expr& q4 = q[3];
  const Expr inv = 1.0 / (q1 * q1 + q2 * q2 + q3 * q3 + q4 * q4);
  const Expr two_inv = 2.0 * inv;
  return {Vec3{(q1 * q1 + q4 * q4 - q2 * q2 - q3 * q3) * inv, (q1 * q2 + q3 * q4) * two_inv,
               (q1 * q3 - q2 * q4) * two_inv},
          Vec3{(q2 * q1 - q3 * q4) * two_inv, (q2 * q2 + q4 * q4 - q1 * q1 - q3 * q3) * inv,
               (q2 * q3 + q1 * q4) * two_inv},
          Vec3{(q3 * q1 + q2 * q4) * two_inv, (q3 * q2 - q1 * q4) * two_inv,
               (q3 * q3 + q4 * q4 - q1 * q1 - q2 * q2) * inv}};
}

Quaternion quaternion_derivative(const Quaternion& q, const Vec3& w) {
  const Expr& q1 = q[0];
  const Expr& q2 = q[1];
  const Expr& q3 = q[2];
  const Expr& q4 = q[3];
  return {0.5 * (q4 * w[0] - q3 * w[1] + q2 * w[2]), 0.5 * (q3 * w[0] + q4 * w[1] - q1 * w[2]),
          0.5 * (-q2 * w[0] + q1 * w[1] + q4 * w[2]), 0.5 * (-q1 * w[0] - q2 * w[1] - q3 * w[2])};
}

Matrix3d cardan123_rotation(const Vector3d& angles) {
  return cardan123_matrix(angles);
}

std::array<double, 4> quaternion_of(const Matrix3d& e) {
  // 4 q4^2 = 1 + tr E, 4 q_i^2 = 1 + 2 E_ii - tr E; the off-diagonal sums
  // and differences give the rest from the largest.
  const double tr = e[0][0] + e[1][1] + e[2][2];
  const std::array<double, 4> sq{1 + 2 * e[0][0] - tr, 1 + 2 * e[1][1] - tr, 1 + 2 * e[2][2] - tr,
                                 1 + tr};
  const auto k = static_cast<std::size_t>(std::max_element(sq.begin(), sq.end()) - sq.begin());
  const double big = 0.5 * std::sqrt(sq[k]);
  const double d = 0.25 / big;
  std::array<double, 4> q{};
  const double w1 = (e[1][2] - e[2][1]) * d, w2 = (e[2][0] - e[0][2]) * d,
               w3 = (e[0][1] - e[1][0]) * d;
  switch (k) {
    case 0:
      q = {big, (e[0][1] + e[1][0]) * d, (e[0][2] + e[2][0]) * d, w1};
      break;
    case 1:
      q = {(e[0][1] + e[1][0]) * d, big, (e[1][2] + e[2][1]) * d, w2};
      break;
    case 2:
      q = {(e[0][2] + e[2][0]) * d, (e[1][2] + e[2][1]) * d, big, w3};
      break;
    default:
      q = {w1, w2, w3, big};
  }
  if (q[3] < 0)
    for (double& x : q) x = -x;
  return q;
}

}  // namespace acausal::multibody
