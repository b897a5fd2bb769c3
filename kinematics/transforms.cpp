#include "kinematics/transforms.hpp"

#include "kinematics/rotations.hpp"

namespace acausal::kinematics {

Eigen::Isometry3d make_transform(const Eigen::Matrix3d& rotation, const Eigen::Vector3d& position) {
  Eigen::Isometry3d t = Eigen::Isometry3d::Identity();
  t.linear() = rotation;
  t.translation() = position;
  return t;
}

Eigen::Isometry3d translation(double x, double y, double z) {
  return translation(Eigen::Vector3d(x, y, z));
}

Eigen::Isometry3d translation(const Eigen::Vector3d& offset) {
  return make_transform(Eigen::Matrix3d::Identity(), offset);
}

Eigen::Isometry3d rotation_transform_x(double angle) {
  return make_transform(rotation_x(angle), Eigen::Vector3d::Zero());
}

Eigen::Isometry3d rotation_transform_y(double angle) {
  return make_transform(rotation_y(angle), Eigen::Vector3d::Zero());
}

Eigen::Isometry3d rotation_transform_z(double angle) {
  return make_transform(rotation_z(angle), Eigen::Vector3d::Zero());
}

Eigen::Isometry3d make_transform_rpy(const Eigen::Vector3d& position,
                                     const Eigen::Vector3d& roll_pitch_yaw) {
  return make_transform(from_roll_pitch_yaw(roll_pitch_yaw), position);
}

Vector6d pose_error(const Eigen::Isometry3d& target, const Eigen::Isometry3d& actual) {
  Vector6d error;
  error.head<3>() = target.translation() - actual.translation();
  error.tail<3>() = rotation_vector(target.linear() * actual.linear().transpose());
  return error;
}

double position_distance(const Eigen::Isometry3d& a, const Eigen::Isometry3d& b) {
  return (a.translation() - b.translation()).norm();
}

double orientation_distance(const Eigen::Isometry3d& a, const Eigen::Isometry3d& b) {
  return angle_between(a.linear(), b.linear());
}

Eigen::Isometry3d orthonormalized(const Eigen::Isometry3d& transform) {
  Eigen::Isometry3d t = transform;
  t.linear() = nearest_rotation(transform.linear());
  return t;
}

}  // namespace acausal::kinematics
