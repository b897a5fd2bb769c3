#pragma once
// Forward kinematics of every body frame: pose, spatial velocity and spatial
// acceleration, by one pass from the root outwards.
// Featherstone, Rigid Body Dynamics Algorithms, 2008, Sec. 4.2 and 5.3
// (the forward pass of the recursive Newton-Euler algorithm).
#include <Eigen/Geometry>

#include "dynamics/dynamics_workspace.hpp"
#include "dynamics/rigid_body_tree.hpp"

namespace acausal::dynamics {

/// Fills parent_to_body and world_to_body (velocities and accelerations untouched).
void update_frame_kinematics(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                             const Eigen::VectorXd& q);
/// Also the body velocities v_i (accelerations untouched).
void update_frame_kinematics(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                             const Eigen::VectorXd& q, const Eigen::VectorXd& qd);
/// Also the true spatial accelerations a_i (gravity not included).
void update_frame_kinematics(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                             const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                             const Eigen::VectorXd& qdd);

// Readers of the last update_frame_kinematics call.

/// Pose of body `index`'s frame in the world frame.
Eigen::Isometry3d body_pose(const DynamicsWorkspace& workspace, int index);

/// [ω; ṗ]: angular velocity of the body and linear velocity of its frame's
/// origin, both in world axes (the layout of the geometric Jacobian).
SpatialVector body_velocity_in_world(const DynamicsWorkspace& workspace, int index);

/// [ω̇; p̈]: angular acceleration and the classical (not spatial) acceleration
/// of the frame's origin, world axes. p̈ = a_O + ω × v_O (Featherstone 2008, eq. 2.40).
SpatialVector body_acceleration_in_world(const DynamicsWorkspace& workspace, int index);

/// Position of body `index`'s centre of mass in the world frame.
Eigen::Vector3d center_of_mass_in_world(const RigidBodyTree& tree,
                                        const DynamicsWorkspace& workspace, int index);

}  // namespace acausal::dynamics
