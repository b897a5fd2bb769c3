#include "dynamics/joint_model.hpp"

#include <cmath>

namespace acausal::dynamics {

JointModel::JointModel(JointType type, const Eigen::Vector3d& axis)
    : type_(type), axis_(axis.normalized()), axis_kind_(AxisKind::general) {
  if (axis_ == Eigen::Vector3d::UnitX()) axis_kind_ = AxisKind::x;
  if (axis_ == Eigen::Vector3d::UnitY()) axis_kind_ = AxisKind::y;
  if (axis_ == Eigen::Vector3d::UnitZ()) axis_kind_ = AxisKind::z;
}

SpatialVector JointModel::motion_subspace() const {
  return type_ == JointType::revolute ? make_spatial(axis_, Eigen::Vector3d::Zero())
                                      : make_spatial(Eigen::Vector3d::Zero(), axis_);
}

SpatialTransform JointModel::transform(double value) const {
  if (type_ == JointType::prismatic) return {Eigen::Matrix3d::Identity(), axis_ * value};
  // E = R(a, θ)ᵀ = R(a, −θ) = cos θ·1 − sin θ·[a]× + (1 − cos θ)·a·aᵀ (Rodrigues).
  const double c = std::cos(value);
  const double s = std::sin(value);
  const double t = 1 - c;
  const double x = axis_.x(), y = axis_.y(), z = axis_.z();
  Eigen::Matrix3d e;
  e << t * x * x + c, t * x * y + s * z, t * x * z - s * y,  //
      t * x * y - s * z, t * y * y + c, t * y * z + s * x,   //
      t * x * z + s * y, t * y * z - s * x, t * z * z + c;
  return {e, Eigen::Vector3d::Zero()};
}

SpatialTransform JointModel::transform_after(const SpatialTransform& joint_from_parent,
                                             double value) const {
  const Eigen::Matrix3d& e = joint_from_parent.rotation();
  const Eigen::Vector3d& r = joint_from_parent.translation();
  // Prismatic: (1, a·d)·(E, r) = (E, r + Eᵀ·a·d).
  if (type_ == JointType::prismatic) return {e, r + e.transpose() * (axis_ * value)};
  // Revolute: (E_J, 0)·(E, r) = (E_J·E, r); about a coordinate axis E_J·E
  // mixes two rows of E.
  const double c = std::cos(value);
  const double s = std::sin(value);
  Eigen::Matrix3d rotated;
  switch (axis_kind_) {
    case AxisKind::z:
      rotated.row(0) = c * e.row(0) + s * e.row(1);
      rotated.row(1) = c * e.row(1) - s * e.row(0);
      rotated.row(2) = e.row(2);
      break;
    case AxisKind::x:
      rotated.row(0) = e.row(0);
      rotated.row(1) = c * e.row(1) + s * e.row(2);
      rotated.row(2) = c * e.row(2) - s * e.row(1);
      break;
    case AxisKind::y:
      rotated.row(0) = c * e.row(0) - s * e.row(2);
      rotated.row(1) = e.row(1);
      rotated.row(2) = c * e.row(2) + s * e.row(0);
      break;
    case AxisKind::general:
      rotated = transform(value).rotation() * e;
      break;
  }
  return {rotated, r};
}

std::string joint_type_name(JointType type) {
  return type == JointType::revolute ? "revolute" : "prismatic";
}

}  // namespace acausal::dynamics
