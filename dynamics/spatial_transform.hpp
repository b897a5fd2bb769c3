#pragma once
// Plücker coordinate transforms between two frames A and B: B_X_A maps motion
// vectors expressed in A to B, its dual B_X*_A maps force vectors. Stored as
// (E, r): E rotates A-coordinates into B-coordinates and r is the position of
// B's origin in A-coordinates, so that
//   B_X_A = [E 0; −E·[r]× E],   B_X*_A = [E −E·[r]×; 0 E].
// Featherstone, Rigid Body Dynamics Algorithms, 2008, Sec. 2.8.
#include <Eigen/Geometry>

#include "dynamics/spatial_vector.hpp"

namespace acausal::dynamics {

class SpatialTransform {
 public:
  /// The identity transform.
  SpatialTransform()
      : rotation_(Eigen::Matrix3d::Identity()), translation_(Eigen::Vector3d::Zero()) {}
  /// From E (A-coordinates → B-coordinates) and r (B's origin in A-coordinates).
  SpatialTransform(const Eigen::Matrix3d& rotation, const Eigen::Vector3d& translation)
      : rotation_(rotation), translation_(translation) {}

  /// B_X_A for the pose of B in A (x_A = R·x_B + p): E = Rᵀ, r = p.
  static SpatialTransform from_pose(const Eigen::Isometry3d& pose_of_b_in_a);
  /// The pose of B in A that this transform describes (inverse of from_pose).
  Eigen::Isometry3d pose() const;

  /// E: rotates A-coordinates into B-coordinates.
  const Eigen::Matrix3d& rotation() const { return rotation_; }
  /// r: B's origin in A-coordinates.
  const Eigen::Vector3d& translation() const { return translation_; }

  /// B_X_A·m: motion vector m from A-coordinates to B-coordinates.
  SpatialVector apply_motion(const SpatialVector& motion_in_a) const;
  /// B_X*_A·f: force vector f from A-coordinates to B-coordinates.
  SpatialVector apply_force(const SpatialVector& force_in_a) const;
  /// A_X_B·m: motion vector m from B-coordinates back to A-coordinates.
  SpatialVector inverse_apply_motion(const SpatialVector& motion_in_b) const;
  /// (B_X_A)ᵀ·f = A_X*_B·f: force vector f from B-coordinates back to A-coordinates.
  SpatialVector transpose_apply_force(const SpatialVector& force_in_b) const;

  /// C_X_B · B_X_A = C_X_A.
  SpatialTransform operator*(const SpatialTransform& b_from_a) const;
  /// A_X_B.
  SpatialTransform inverse() const;

  /// The 6×6 matrices B_X_A and B_X*_A.
  SpatialMatrix motion_matrix() const;
  SpatialMatrix force_matrix() const;

 private:
  Eigen::Matrix3d rotation_;
  Eigen::Vector3d translation_;
};

}  // namespace acausal::dynamics
