#pragma once
// Orientation by a quaternion Q = {q1, q2, q3, q4} (vector part, scalar part
// q4), as MSL Frames.Quaternions: Q = {n sin(phi/2), cos(phi/2)} for a turn by
// phi about the unit axis n. Shuster 1993, A survey of attitude
// representations, J. Astronaut. Sci. 41(4), Sec. 5.
#include <array>

#include "components/multibody/symbolic_vector.hpp"

namespace acausal::multibody {

using Quaternion = std::array<Expr, 4>;

/// E(Q): coordinates in the frame before the turn -> coordinates in the
/// turned frame, in the homogeneous form (divided by |Q|^2), orthogonal for
/// any Q != 0 so that a drift of |Q| does not distort the frame.
Mat3 quaternion_rotation(const Quaternion& q);

/// der(Q) for the angular velocity w of the turned frame in its own axes:
/// Q' = G(Q)^T w / 2 (w = 2 G(Q) Q' for |Q| = 1). It keeps |Q| constant, and
/// Q / |Q| follows w exactly whatever |Q|.
Quaternion quaternion_derivative(const Quaternion& q, const Vec3& w);

/// The rotation (coordinates before -> after) of the Cardan sequence {1, 2, 3}:
/// a turn by angles[0] about x, then angles[1] about the new y, then angles[2]
/// about the new z (MSL Frames.axesRotations({1, 2, 3}, angles)).
Matrix3d cardan123_rotation(const Vector3d& angles);

/// The unit quaternion of a rotation matrix E (Shepperd's method, which
/// divides by the largest of the four candidates), scalar part >= 0.
std::array<double, 4> quaternion_of(const Matrix3d& e);

}  // namespace acausal::multibody
