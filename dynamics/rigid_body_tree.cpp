#include "dynamics/rigid_body_tree.hpp"

#include <cmath>
#include <utility>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::dynamics {

namespace {

// A placement must be a proper rigid motion: finite, its rotation orthonormal
// with determinant +1 (a mirrored frame would silently flip torques).
void check_placement(const Eigen::Isometry3d& placement, std::string_view tree_name,
                     std::string_view body_name, std::string_view which) {
  const Eigen::Matrix3d rotation = placement.linear();
  const bool finite =
      rotation.array().isFinite().all() && placement.translation().array().isFinite().all();
  if (!finite)
    throw ModelError(fmt::format("tree '{}', body '{}': {} has non-finite entries", tree_name,
                                 body_name, which));
  const double orthonormality =
      (rotation.transpose() * rotation - Eigen::Matrix3d::Identity()).cwiseAbs().maxCoeff();
  if (orthonormality > 1e-9 || rotation.determinant() < 0)
    throw ModelError(fmt::format(
        "tree '{}', body '{}': the rotation of {} is not a proper rotation (|RᵀR − 1| = {:.3g}, "
        "det R = {:.6g}); give an orthonormal, right-handed rotation",
        tree_name, body_name, which, orthonormality, rotation.determinant()));
}

}  // namespace

RigidBodyTree::RigidBodyTree(std::string name, const std::vector<BodyDescription>& bodies,
                             const Eigen::Vector3d& gravity)
    : name_(std::move(name)), gravity_(gravity) {
  if (bodies.empty())
    throw ModelError(
        fmt::format("tree '{}' has no bodies; give at least one body with its joint", name_));
  if (!gravity_.array().isFinite().all())
    throw ModelError(fmt::format("tree '{}': gravity ({}, {}, {}) is not finite", name_,
                                 gravity_.x(), gravity_.y(), gravity_.z()));
  bodies_.reserve(bodies.size());
  for (std::size_t i = 0; i < bodies.size(); ++i) {
    const BodyDescription& d = bodies[i];
    const std::string body_name = d.name.empty() ? fmt::format("body{}", i + 1) : d.name;
    const int index = static_cast<int>(i);
    if (find_body(body_name) >= 0)
      throw ModelError(fmt::format(
          "tree '{}': two bodies are called '{}'; give every body its own name", name_, body_name));
    if (d.parent < -1 || d.parent >= index)
      throw ModelError(fmt::format(
          "tree '{}', body '{}' (index {}): parent index {} is not an earlier body; give -1 "
          "(world) or an index in 0..{} (parents come before their children)",
          name_, body_name, index, d.parent, index - 1));
    const double axis_length = d.joint_axis.norm();
    if (!std::isfinite(axis_length) || !(axis_length > 1e-12))
      throw ModelError(fmt::format(
          "tree '{}', body '{}': joint axis ({}, {}, {}) has length {}; give a non-zero "
          "direction",
          name_, body_name, d.joint_axis.x(), d.joint_axis.y(), d.joint_axis.z(), axis_length));
    if (!std::isfinite(d.armature) || d.armature < 0)
      throw ModelError(fmt::format(
          "tree '{}', body '{}': armature (reflected rotor inertia) is {}; give a finite value "
          ">= 0",
          name_, body_name, d.armature));
    if (!std::isfinite(d.joint_offset))
      throw ModelError(fmt::format("tree '{}', body '{}': joint offset {} is not finite", name_,
                                   body_name, d.joint_offset));
    check_placement(d.joint_placement, name_, body_name, "joint_placement");
    check_placement(d.body_placement, name_, body_name, "body_placement");
    try {
      check_body_inertia(d.inertia, body_name);
    } catch (const ModelError& error) {
      throw ModelError(fmt::format("tree '{}', {}", name_, error.what()));
    }

    Body body{.name = body_name,
              .joint_name = d.joint_name.empty() ? body_name + " joint" : d.joint_name,
              .parent = d.parent,
              .joint = JointModel(d.joint_type, d.joint_axis),
              .joint_offset = d.joint_offset,
              .joint_from_parent = SpatialTransform::from_pose(d.joint_placement),
              .body_from_moved_joint = SpatialTransform::from_pose(d.body_placement),
              .has_body_placement = !d.body_placement.isApprox(Eigen::Isometry3d::Identity(), 0),
              .motion_subspace = SpatialVector::Zero(),
              .inertia = SpatialInertia(d.inertia),
              .armature = d.armature,
              .body_inertia = d.inertia};
    // The axis is fixed in M and M is fixed in B, so S is constant in B.
    body.motion_subspace = body.body_from_moved_joint.apply_motion(body.joint.motion_subspace());
    bodies_.push_back(std::move(body));
  }
}

RigidBodyTree RigidBodyTree::with_gravity(const Eigen::Vector3d& gravity) const {
  RigidBodyTree copy = *this;
  if (!gravity.array().isFinite().all())
    throw ModelError(fmt::format("tree '{}': gravity ({}, {}, {}) is not finite", name_,
                                 gravity.x(), gravity.y(), gravity.z()));
  copy.gravity_ = gravity;
  return copy;
}

RigidBodyTree RigidBodyTree::with_armature(const Eigen::VectorXd& armature) const {
  check_joint_vector(armature, "armature", "armature");
  RigidBodyTree copy = *this;
  for (int i = 0; i < dof(); ++i) {
    if (armature[i] < 0)
      throw ModelError(fmt::format(
          "tree '{}', body '{}': armature (reflected rotor inertia) is {}; give a value >= 0",
          name_, body(i).name, armature[i]));
    copy.bodies_[static_cast<std::size_t>(i)].armature = armature[i];
  }
  return copy;
}

Eigen::VectorXd RigidBodyTree::armature() const {
  Eigen::VectorXd values(dof());
  for (int i = 0; i < dof(); ++i) values[i] = body(i).armature;
  return values;
}

int RigidBodyTree::find_body(std::string_view name) const {
  for (std::size_t i = 0; i < bodies_.size(); ++i)
    if (bodies_[i].name == name) return static_cast<int>(i);
  return -1;
}

double RigidBodyTree::total_mass() const {
  double mass = 0;
  for (const Body& body : bodies_) mass += body.inertia.mass();
  return mass;
}

SpatialTransform RigidBodyTree::parent_to_body(int index, double q_i) const {
  const Body& b = body(index);
  const SpatialTransform moved_from_parent =
      b.joint.transform_after(b.joint_from_parent, b.joint_offset + q_i);
  return b.has_body_placement ? b.body_from_moved_joint * moved_from_parent : moved_from_parent;
}

void RigidBodyTree::check_joint_vector(const Eigen::VectorXd& values, std::string_view algorithm,
                                       std::string_view vector_name) const {
  if (values.size() != dof())
    throw ModelError(fmt::format("{}: tree '{}' has {} joint coordinates, but {} has {} entries",
                                 algorithm, name_, dof(), vector_name, values.size()));
  for (int i = 0; i < dof(); ++i)
    if (!std::isfinite(values[i]))
      throw ModelError(fmt::format("{}: {}[{}] (joint '{}' of tree '{}') is {}", algorithm,
                                   vector_name, i, body(i).joint_name, name_, values[i]));
}

}  // namespace acausal::dynamics
