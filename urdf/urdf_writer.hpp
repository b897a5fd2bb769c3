#pragma once
// URDF text from a RobotDescription, and the descriptions of robots the
// project knows as rigid-body trees: any dynamics::RigidBodyTree, and the
// seed-000 arm (models/robots/seed000.urdf is written by seed000_urdf()).
#include <string>

#include "dynamics/rigid_body_tree.hpp"
#include "urdf/robot_description.hpp"

namespace acausal::urdf {

/// The robot as URDF text: numbers with 17 significant digits (they read back
/// exactly), orientations as roll-pitch-yaw.
std::string write_urdf(const RobotDescription& robot);

/// A tree as a robot: a massless root link "base_link", one revolute or
/// prismatic joint per body (the tree's joint names; a joint offset is folded
/// into the origin, so URDF q = tree q), child links named after the bodies
/// with their inertias in the moved joint frame.
RobotDescription description_from_tree(const dynamics::RigidBodyTree& tree);

/// The seed-000 arm (dynamics::seed000_rigid_body_tree() kinematics and the
/// solids of dynamics::seed000_link_models()) with the gripper as its own link
/// on a fixed joint, a massless tool frame "tool0", the roll joints 1, 4, 6
/// continuous, joints 2, 3, 5 limited to the kinematics' ±π, no damping or
/// friction, no visual shapes.
RobotDescription seed000_robot_description();
/// write_urdf(seed000_robot_description()): the text of models/robots/seed000.urdf.
std::string seed000_urdf();

/// Roll, pitch, yaw with R = Rz(yaw) Ry(pitch) Rx(roll) (URDF's convention).
Eigen::Vector3d roll_pitch_yaw(const Eigen::Matrix3d& rotation);

}  // namespace acausal::urdf
