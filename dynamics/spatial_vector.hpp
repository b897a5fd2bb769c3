#pragma once
// Spatial (6-D) motion and force vectors in Plücker coordinates, stacked
// angular part first: a motion vector is [ω; v_O], a force vector [n_O; f],
// both referred to the origin O of the frame whose axes express them.
// Featherstone, Rigid Body Dynamics Algorithms, 2008, Ch. 2.
//
// Motion and force vectors share one Eigen type; which one a variable holds
// is in its name (velocity, acceleration, subspace vs force, momentum), and
// the two cross products below say which kind they take and give.
#include <Eigen/Core>

namespace acausal::dynamics {

using SpatialVector = Eigen::Matrix<double, 6, 1>;
using SpatialMatrix = Eigen::Matrix<double, 6, 6>;

/// The matrix [w]× with [w]×·x = w × x.
inline Eigen::Matrix3d skew(const Eigen::Vector3d& w) {
  Eigen::Matrix3d m;
  m << 0, -w.z(), w.y(), w.z(), 0, -w.x(), -w.y(), w.x(), 0;
  return m;
}

inline SpatialVector make_spatial(const Eigen::Vector3d& angular, const Eigen::Vector3d& linear) {
  SpatialVector s;
  s << angular, linear;
  return s;
}

/// v ×m: the rate of change of motion vector m carried by a frame moving with
/// spatial velocity v (Featherstone 2008, eq. 2.31).
inline SpatialVector motion_cross(const SpatialVector& v, const SpatialVector& m) {
  const Eigen::Vector3d w = v.head<3>();
  return make_spatial(w.cross(m.head<3>()), w.cross(m.tail<3>()) + v.tail<3>().cross(m.head<3>()));
}

/// v ×* f: the rate of change of force vector f carried by a frame moving with
/// spatial velocity v (Featherstone 2008, eq. 2.32); v ×* f = −(v ×m)ᵀ f.
inline SpatialVector force_cross(const SpatialVector& v, const SpatialVector& f) {
  const Eigen::Vector3d w = v.head<3>();
  return make_spatial(w.cross(f.head<3>()) + v.tail<3>().cross(f.tail<3>()), w.cross(f.tail<3>()));
}

/// The 6×6 matrix of v ×m.
inline SpatialMatrix motion_cross_matrix(const SpatialVector& v) {
  SpatialMatrix m = SpatialMatrix::Zero();
  const Eigen::Matrix3d w = skew(v.head<3>());
  m.topLeftCorner<3, 3>() = w;
  m.bottomRightCorner<3, 3>() = w;
  m.bottomLeftCorner<3, 3>() = skew(v.tail<3>());
  return m;
}

/// The 6×6 matrix of v ×*, equal to −(v ×m)ᵀ.
inline SpatialMatrix force_cross_matrix(const SpatialVector& v) {
  return -motion_cross_matrix(v).transpose();
}

}  // namespace acausal::dynamics
