#pragma once
// Rotation representations and their conversions: rotation matrices, ZYZ and
// XYZ Euler angles, roll-pitch-yaw, quaternions, axis-angle, slerp.
//
// Conventions (written down once, used everywhere; see docs/kinematics.md):
//   ZYZ Euler (φ, ϑ, ψ):   R = Rz(φ) Ry(ϑ) Rz(ψ)   (rotations about moving axes)
//   XYZ Euler (a, b, c):   R = Rx(a) Ry(b) Rz(c)   (rotations about moving axes)
//   roll-pitch-yaw (r, p, y), stored in that order:
//                          R = Rz(y) Ry(p) Rx(r)   (roll about fixed x, then pitch
//                                                   about fixed y, then yaw about fixed z)
// All angles in radians.
#include <Eigen/Geometry>

namespace acausal::kinematics {

/// Elementary rotations about the coordinate axes.
Eigen::Matrix3d rotation_x(double angle);
Eigen::Matrix3d rotation_y(double angle);
Eigen::Matrix3d rotation_z(double angle);
/// Rotation by `angle` about the unit vector `axis` (Rodrigues).
Eigen::Matrix3d rotation_about(const Eigen::Vector3d& axis, double angle);

/// The three-angle conventions supported for analytic Jacobians and conversions.
enum class EulerConvention { zyz, xyz, roll_pitch_yaw };

/// Which of the two solutions of a three-angle extraction to return.
/// For ZYZ: `positive_middle` keeps ϑ in [0, π]; `negative_middle` in [-π, 0].
/// For XYZ and roll-pitch-yaw: `positive_middle` keeps the middle angle in
/// [-π/2, π/2] (cos > 0); `negative_middle` the other one.
enum class EulerBranch { positive_middle, negative_middle };

Eigen::Matrix3d from_euler_zyz(const Eigen::Vector3d& angles);
Eigen::Matrix3d from_euler_xyz(const Eigen::Vector3d& angles);
/// angles = (roll, pitch, yaw).
Eigen::Matrix3d from_roll_pitch_yaw(const Eigen::Vector3d& angles);
Eigen::Matrix3d from_euler(EulerConvention convention, const Eigen::Vector3d& angles);

/// Angle extraction. At a representation singularity (ZYZ: sin ϑ = 0; XYZ and
/// roll-pitch-yaw: cos of the middle angle = 0) only the sum or difference of the
/// first and last angles is defined: the first angle is then set to 0.
Eigen::Vector3d to_euler_zyz(const Eigen::Matrix3d& rotation,
                             EulerBranch branch = EulerBranch::positive_middle);
Eigen::Vector3d to_euler_xyz(const Eigen::Matrix3d& rotation,
                             EulerBranch branch = EulerBranch::positive_middle);
Eigen::Vector3d to_roll_pitch_yaw(const Eigen::Matrix3d& rotation,
                                  EulerBranch branch = EulerBranch::positive_middle);
Eigen::Vector3d to_euler(EulerConvention convention, const Eigen::Matrix3d& rotation,
                         EulerBranch branch = EulerBranch::positive_middle);

/// The matrix T(angles) with ω = T(angles)·d(angles)/dt (ω in the fixed frame);
/// singular exactly where the extraction above is.
Eigen::Matrix3d euler_rate_matrix(EulerConvention convention, const Eigen::Vector3d& angles);

/// Axis-angle: angle in [0, π], axis a unit vector (x axis when the angle is 0).
struct AxisAngle {
  Eigen::Vector3d axis = Eigen::Vector3d::UnitX();
  double angle = 0;
};
AxisAngle to_axis_angle(const Eigen::Matrix3d& rotation);
Eigen::Matrix3d from_axis_angle(const AxisAngle& axis_angle);
/// Rotation vector (axis·angle), the logarithm of a rotation, and its inverse.
Eigen::Vector3d rotation_vector(const Eigen::Matrix3d& rotation);
Eigen::Matrix3d from_rotation_vector(const Eigen::Vector3d& rotation_vector);

/// Unit quaternion with non-negative w (the two quaternions ±q are one rotation).
Eigen::Quaterniond to_quaternion(const Eigen::Matrix3d& rotation);
Eigen::Matrix3d from_quaternion(const Eigen::Quaterniond& quaternion);

/// Spherical linear interpolation: `from` at s = 0, `to` at s = 1, along the
/// shorter great arc, at constant angular velocity in s.
Eigen::Matrix3d slerp(const Eigen::Matrix3d& from, const Eigen::Matrix3d& to, double s);

/// Angle of the rotation that takes `a` to `b` (in [0, π]).
double angle_between(const Eigen::Matrix3d& a, const Eigen::Matrix3d& b);

/// True if R is orthonormal with determinant +1 within `tolerance`.
bool is_rotation_matrix(const Eigen::Matrix3d& matrix, double tolerance = 1e-9);
/// The rotation nearest to `matrix` in the Frobenius norm (for rounded input).
Eigen::Matrix3d nearest_rotation(const Eigen::Matrix3d& matrix);

/// Skew-symmetric matrix with skew(a)·b = a × b.
Eigen::Matrix3d skew(const Eigen::Vector3d& vector);

/// `angle` wrapped into (-π, π].
double wrap_angle(double angle);

}  // namespace acausal::kinematics
