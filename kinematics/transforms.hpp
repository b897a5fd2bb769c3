#pragma once
// Rigid-body transforms (Eigen::Isometry3d, metres and radians): elementary
// transforms, construction from position + rotation, and the pose error that
// inverse kinematics drives to zero.
#include <Eigen/Geometry>

namespace acausal::kinematics {

using Vector6d = Eigen::Matrix<double, 6, 1>;

Eigen::Isometry3d make_transform(const Eigen::Matrix3d& rotation, const Eigen::Vector3d& position);
Eigen::Isometry3d translation(double x, double y, double z);
Eigen::Isometry3d translation(const Eigen::Vector3d& offset);
Eigen::Isometry3d rotation_transform_x(double angle);
Eigen::Isometry3d rotation_transform_y(double angle);
Eigen::Isometry3d rotation_transform_z(double angle);
/// Pose from a position and roll-pitch-yaw angles (see rotations.hpp).
Eigen::Isometry3d make_transform_rpy(const Eigen::Vector3d& position,
                                     const Eigen::Vector3d& roll_pitch_yaw);

/// Pose error of `actual` with respect to `target`, both in the same (base)
/// frame: [p_target − p_actual; rotation vector of R_target·R_actualᵀ]. Zero
/// exactly when the poses coincide; to first order, J·Δq for a small joint step.
Vector6d pose_error(const Eigen::Isometry3d& target, const Eigen::Isometry3d& actual);

/// Distance between positions [m] and angle between orientations [rad].
double position_distance(const Eigen::Isometry3d& a, const Eigen::Isometry3d& b);
double orientation_distance(const Eigen::Isometry3d& a, const Eigen::Isometry3d& b);

/// The same transform with its rotation re-orthonormalized (long products of
/// transforms drift from orthonormality by rounding).
Eigen::Isometry3d orthonormalized(const Eigen::Isometry3d& transform);

}  // namespace acausal::kinematics
