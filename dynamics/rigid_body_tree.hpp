#pragma once
// A kinematic tree of rigid bodies, each attached to its parent (or to the
// fixed world frame) by one revolute or prismatic joint; the constant model
// every dynamics algorithm reads. Body i's coordinate is q[i]; parents come
// before their children, so index order is a valid forward-pass order.
//
// Frames of body i, from its parent body's frame P (or the world frame):
//   P ─joint_placement→ J ─joint motion(offset + q[i])→ M ─body_placement→ B
// J is the joint frame (the axis is given in it), B the body frame in which the
// inertia is given. For a chain built from DH tables, B is the DH link frame.
// Featherstone, Rigid Body Dynamics Algorithms, 2008, Sec. 4.1-4.2 (model
// structure; our body_placement folds a constant transform into X_J).
#include <string>
#include <string_view>
#include <vector>

#include <Eigen/Geometry>

#include "dynamics/body_inertia.hpp"
#include "dynamics/joint_model.hpp"
#include "dynamics/spatial_inertia.hpp"
#include "dynamics/spatial_transform.hpp"

namespace acausal::dynamics {

/// g0 [m/s²] used by default (seed 000 does not print its value).
inline constexpr double kStandardGravity = 9.81;

/// Gravity along −z of the world frame, the robot standing on a horizontal floor.
inline Eigen::Vector3d downward_gravity(double g0 = kStandardGravity) {
  return {0, 0, -g0};
}

/// What a user gives for one body.
struct BodyDescription {
  std::string name;
  /// Index of the parent body; −1 attaches the body to the world frame.
  int parent = -1;
  /// Defaults to "<name> joint".
  std::string joint_name;
  JointType joint_type = JointType::revolute;
  /// Pose of the joint frame J in the parent body's frame (or in the world frame).
  Eigen::Isometry3d joint_placement = Eigen::Isometry3d::Identity();
  /// Joint axis in J; any non-zero length.
  Eigen::Vector3d joint_axis = Eigen::Vector3d::UnitZ();
  /// Joint value [rad or m] when q[i] = 0.
  double joint_offset = 0;
  /// Pose of the body frame B in the moved joint frame M.
  Eigen::Isometry3d body_placement = Eigen::Isometry3d::Identity();
  /// Inertial parameters in the body frame B.
  BodyInertia inertia;
  /// Rotor inertia reflected through the joint's gear, B_m = n_r²·I_m [kg·m²,
  /// or kg for a prismatic joint]: adds B_m·q̈ to the joint torque and B_m to
  /// M's diagonal (seed 000 eq. (28); the rotor's gyroscopic coupling with the
  /// link motion is neglected, as there).
  double armature = 0;
};

/// One body as the algorithms use it.
struct Body {
  std::string name;
  std::string joint_name;
  int parent = -1;
  JointModel joint;
  double joint_offset = 0;
  /// J_X_P: parent frame → joint frame (Featherstone's X_T).
  SpatialTransform joint_from_parent;
  /// B_X_M: moved joint frame → body frame.
  SpatialTransform body_from_moved_joint;
  bool has_body_placement = false;
  /// S in body coordinates (constant: the joint axis seen from B).
  SpatialVector motion_subspace;
  /// Spatial inertia in body coordinates.
  SpatialInertia inertia;
  /// Reflected rotor inertia on the joint coordinate (see BodyDescription).
  double armature = 0;
  /// The parameters as given (body frame).
  BodyInertia body_inertia;
};

class RigidBodyTree {
 public:
  /// Validates every body; throws ModelError naming the body and what to change.
  RigidBodyTree(std::string name, const std::vector<BodyDescription>& bodies,
                const Eigen::Vector3d& gravity = downward_gravity());

  const std::string& name() const { return name_; }
  /// Number of bodies = number of joint coordinates.
  int dof() const { return static_cast<int>(bodies_.size()); }
  int body_count() const { return dof(); }
  const std::vector<Body>& bodies() const { return bodies_; }
  const Body& body(int index) const { return bodies_[static_cast<std::size_t>(index)]; }
  /// Gravitational acceleration in world coordinates [m/s²].
  const Eigen::Vector3d& gravity() const { return gravity_; }
  /// The same tree with another gravity vector (zero for a space robot).
  RigidBodyTree with_gravity(const Eigen::Vector3d& gravity) const;
  /// The same tree with these reflected rotor inertias, one per joint (≥ 0).
  RigidBodyTree with_armature(const Eigen::VectorXd& armature) const;
  /// The reflected rotor inertias, one per joint.
  Eigen::VectorXd armature() const;
  /// Index of the body called `name`, or −1.
  int find_body(std::string_view name) const;
  double total_mass() const;

  /// i_X_λ(i): motion transform from the parent's frame to body i's frame at coordinate q_i.
  SpatialTransform parent_to_body(int index, double q_i) const;

  /// Throws ModelError unless `values` has dof() finite entries; the message
  /// names `algorithm`, `vector_name` and the offending joint.
  void check_joint_vector(const Eigen::VectorXd& values, std::string_view algorithm,
                          std::string_view vector_name) const;

 private:
  std::string name_;
  std::vector<Body> bodies_;
  Eigen::Vector3d gravity_;
};

}  // namespace acausal::dynamics
