#pragma once
// One-degree-of-freedom joints: a revolute joint turns about a unit axis
// through the joint frame's origin, a prismatic joint slides along it.
// Featherstone, Rigid Body Dynamics Algorithms, 2008, Sec. 4.4 and Table 4.1.
#include <string>

#include <Eigen/Core>

#include "dynamics/spatial_transform.hpp"
#include "dynamics/spatial_vector.hpp"
#include "kinematics/serial_chain.hpp"

namespace acausal::dynamics {

using kinematics::JointType;

class JointModel {
 public:
  /// `axis` in joint-frame coordinates; normalised here (a zero axis is the
  /// caller's to reject, see RigidBodyTree).
  JointModel(JointType type, const Eigen::Vector3d& axis);

  JointType type() const { return type_; }
  const Eigen::Vector3d& axis() const { return axis_; }

  /// S in the joint frame: [a; 0] for a revolute joint, [0; a] for a prismatic one.
  SpatialVector motion_subspace() const;
  /// M_X_J: motion transform from the joint frame J to the moved frame M at
  /// joint value `value` [rad or m].
  SpatialTransform transform(double value) const;
  /// M_X_J · J_X_P for a fixed J_X_P, without forming M_X_J: the product the
  /// algorithms need per body and call, cheaper for axes along x, y or z.
  SpatialTransform transform_after(const SpatialTransform& joint_from_parent, double value) const;

 private:
  // Which coordinate axis the joint axis is, if any (DH joints are all z).
  enum class AxisKind { x, y, z, general };

  JointType type_;
  Eigen::Vector3d axis_;
  AxisKind axis_kind_;
};

std::string joint_type_name(JointType type);

}  // namespace acausal::dynamics
