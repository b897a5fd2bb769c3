#pragma once
// Orientation by the Cardan angles of the sequence {1, 2, 3} (MSL
// Frames.axesRotations and Frames.TransformationMatrices.angularVelocity2 for
// sequence {1, 2, 3}): a turn by phi[0] about x, then phi[1] about
// the new y, then phi[2] about the new z. Singular where cos(phi[1]) = 0.
#include <array>
#include <cmath>

#include "components/multibody/symbolic_vector.hpp"

namespace acausal::multibody {

/// E(phi): coordinates before the turns -> coordinates in the turned frame,
/// for numbers (double) and for expressions (Expr) alike: E3 E2 E1 with the
/// planar rotations E1 = [1 0 0; 0 c1 s1; 0 -s1 c1], E2 = [c2 0 -s2; 0 1 0;
/// s2 0 c2], E3 = [c3 s3 0; -s3 c3 0; 0 0 1], multiplied out.
template <class T>
std::array<std::array<T, 3>, 3> cardan123_matrix(const std::array<T, 3>& phi) {
  using std::cos, std::sin;
  const T c1 = cos(phi[0]), s1 = sin(phi[0]);
  const T c2 = cos(phi[1]), s2 = sin(phi[1]);
  const T c3 = cos(phi[2]), s3 = sin(phi[2]);
  return {std::array<T, 3>{c2 * c3, c1 * s3 + s1 * s2 * c3, s1 * s3 - c1 * s2 * c3},
          std::array<T, 3>{-c2 * s3, c1 * c3 - s1 * s2 * s3, s1 * c3 + c1 * s2 * s3},
          std::array<T, 3>{s2, -s1 * c2, c1 * c2}};
}

/// The angular velocity of the turned frame in its own axes for angle rates
/// phi_d: w = (c2 c3 phi_d1 + s3 phi_d2, -c2 s3 phi_d1 + c3 phi_d2, s2 phi_d1 + phi_d3).
Vec3 cardan123_angular_velocity(const Vec3& phi, const Vec3& phi_d);

/// The angle rates that give the angular velocity w (turned frame's axes) at
/// angles phi, numerically; cos(phi[1]) must not be 0.
Vector3d cardan123_rates(const Vector3d& phi, const Vector3d& w);

}  // namespace acausal::multibody
