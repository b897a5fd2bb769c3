#pragma once
// Orientation by the Cardan angles of the sequence {1, 2, 3} (MSL
// Frames.axesRotations and Frames.TransformationMatrices.angularVelocity2 for
// sequence {1, 2, 3}), symbolic: a turn by phi[0] about x, then phi[1] about
// the new y, then phi[2] about the new z. Singular where cos(phi[1]) = 0.
#include "components/multibody/symbolic_vector.hpp"

namespace acausal::multibody {

/// E(phi): coordinates before the turns -> coordinates in the turned frame.
Mat3 cardan123_rotation(const Vec3& phi);

/// The angular velocity of the turned frame in its own axes for angle rates
/// phi_d: w = (c2 c3 phi_d1 + s3 phi_d2, -c2 s3 phi_d1 + c3 phi_d2, s2 phi_d1 + phi_d3).
Vec3 cardan123_angular_velocity(const Vec3& phi, const Vec3& phi_d);

/// The angle rates that give the angular velocity w (turned frame's axes) at
/// angles phi, numerically; cos(phi[1]) must not be 0.
Vector3d cardan123_rates(const Vector3d& phi, const Vector3d& w);

}  // namespace acausal::multibody
