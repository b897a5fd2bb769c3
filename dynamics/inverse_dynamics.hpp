#pragma once
// Inverse dynamics by the recursive Newton-Euler algorithm (RNEA):
// τ = M(q)·q̈ + C(q,q̇)·q̇ + g(q) − Σ J_iᵀ f_ext,i, in O(n).
// Featherstone, Rigid Body Dynamics Algorithms, 2008, Sec. 5.3 (Table 5.1);
// the same recursion as Siciliano et al. 2009, Sec. 7.5, in spatial form.
//
// Results are references into the workspace, valid until its next use.
#include <vector>

#include <Eigen/Core>

#include "dynamics/dynamics_workspace.hpp"
#include "dynamics/rigid_body_tree.hpp"

namespace acausal::dynamics {

/// τ for joint positions q, velocities q̇ and accelerations q̈. Leaves
/// parent_to_body, velocity, apparent_acceleration, joint_force and torque.
const Eigen::VectorXd& inverse_dynamics(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                                        const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                                        const Eigen::VectorXd& qdd);

/// The same with an external force acting on every body: external_forces[i]
/// is the spatial force [moment about body i's origin; force] in body i's
/// coordinates (one entry per body, zero where none acts).
const Eigen::VectorXd& inverse_dynamics(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                                        const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                                        const Eigen::VectorXd& qdd,
                                        const std::vector<SpatialVector>& external_forces);

/// C(q,q̇)·q̇ + g(q): the torque that holds the joints at zero acceleration.
const Eigen::VectorXd& bias_forces(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                                   const Eigen::VectorXd& q, const Eigen::VectorXd& qd);

/// g(q): the torque that holds the robot still against gravity.
const Eigen::VectorXd& gravity_torques(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                                       const Eigen::VectorXd& q);

/// Throws ModelError unless there is one finite external force per body.
void check_external_forces(const RigidBodyTree& tree,
                           const std::vector<SpatialVector>& external_forces,
                           std::string_view algorithm);

}  // namespace acausal::dynamics
