#include "dynamics/spatial_transform.hpp"

namespace acausal::dynamics {

SpatialTransform SpatialTransform::from_pose(const Eigen::Isometry3d& pose_of_b_in_a) {
  return {pose_of_b_in_a.linear().transpose(), pose_of_b_in_a.translation()};
}

Eigen::Isometry3d SpatialTransform::pose() const {
  Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();
  pose.linear() = rotation_.transpose();
  pose.translation() = translation_;
  return pose;
}

SpatialVector SpatialTransform::apply_motion(const SpatialVector& motion_in_a) const {
  const Eigen::Vector3d w = motion_in_a.head<3>();
  return make_spatial(rotation_ * w, rotation_ * (motion_in_a.tail<3>() - translation_.cross(w)));
}

SpatialVector SpatialTransform::apply_force(const SpatialVector& force_in_a) const {
  const Eigen::Vector3d f = force_in_a.tail<3>();
  return make_spatial(rotation_ * (force_in_a.head<3>() - translation_.cross(f)), rotation_ * f);
}

SpatialVector SpatialTransform::inverse_apply_motion(const SpatialVector& motion_in_b) const {
  const Eigen::Vector3d w = rotation_.transpose() * motion_in_b.head<3>();
  return make_spatial(w, rotation_.transpose() * motion_in_b.tail<3>() + translation_.cross(w));
}

SpatialVector SpatialTransform::transpose_apply_force(const SpatialVector& force_in_b) const {
  const Eigen::Vector3d f = rotation_.transpose() * force_in_b.tail<3>();
  return make_spatial(rotation_.transpose() * force_in_b.head<3>() + translation_.cross(f), f);
}

SpatialTransform SpatialTransform::operator*(const SpatialTransform& b_from_a) const {
  // (E1, r1)·(E2, r2) = (E1·E2, r2 + E2ᵀ·r1): B's offset plus C's offset seen from A.
  return {rotation_ * b_from_a.rotation_,
          b_from_a.translation_ + b_from_a.rotation_.transpose() * translation_};
}

SpatialTransform SpatialTransform::inverse() const {
  return {rotation_.transpose(), -(rotation_ * translation_)};
}

SpatialMatrix SpatialTransform::motion_matrix() const {
  SpatialMatrix x = SpatialMatrix::Zero();
  x.topLeftCorner<3, 3>() = rotation_;
  x.bottomRightCorner<3, 3>() = rotation_;
  x.bottomLeftCorner<3, 3>() = -rotation_ * skew(translation_);
  return x;
}

SpatialMatrix SpatialTransform::force_matrix() const {
  SpatialMatrix x = SpatialMatrix::Zero();
  x.topLeftCorner<3, 3>() = rotation_;
  x.bottomRightCorner<3, 3>() = rotation_;
  x.topRightCorner<3, 3>() = -rotation_ * skew(translation_);
  return x;
}

}  // namespace acausal::dynamics
