#include "components/multibody/cardan_angles.hpp"

#include <cmath>

namespace acausal::multibody {

Vec3 cardan123_angular_velocity(const Vec3& phi, const Vec3& phi_d) {
  const Expr c2 = cos(phi[1]), s2 = sin(phi[1]);
  const Expr c3 = cos(phi[2]), s3 = sin(phi[2]);
  return {c2 * c3 * phi_d[0] + s3 * phi_d[1], -c2 * s3 * phi_d[0] + c3 * phi_d[1],
          s2 * phi_d[0] + phi_d[2]};
}

Vector3d cardan123_rates(const Vector3d& phi, const Vector3d& w) {
  const double c2 = std::cos(phi[1]), s2 = std::sin(phi[1]);
  const double c3 = std::cos(phi[2]), s3 = std::sin(phi[2]);
  // Invert w = J phi_d: rows 1 and 2 give c2 phi_d1 = c3 w1 - s3 w2 and
  // phi_d2 = s3 w1 + c3 w2; row 3 then phi_d3.
  const double d1 = (c3 * w[0] - s3 * w[1]) / c2;
  const double d2 = s3 * w[0] + c3 * w[1];
  return {d1, d2, w[2] - s2 * d1};
}

}  // namespace acausal::multibody
