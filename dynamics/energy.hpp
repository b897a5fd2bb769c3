#pragma once
// Kinetic and gravitational potential energy of a tree, for energy balances:
// d(T + U)/dt = q̇ᵀ·τ for an ideal (frictionless) tree.
#include <Eigen/Core>

#include "dynamics/dynamics_workspace.hpp"
#include "dynamics/rigid_body_tree.hpp"

namespace acausal::dynamics {

/// T = ½ Σ v_iᵀ I_i v_i + ½ Σ B_m,i q̇_i² = ½ q̇ᵀ M(q) q̇ [J] (links and reflected
/// rotors). Leaves frame kinematics (q, q̇).
double kinetic_energy(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                      const Eigen::VectorXd& q, const Eigen::VectorXd& qd);

/// U = −Σ m_i gᵀ c_i, c_i the centre of mass in the world frame; zero when all
/// mass is at the world origin [J]. Leaves frame kinematics (q).
double potential_energy(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                        const Eigen::VectorXd& q);

/// T + U.
double mechanical_energy(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                         const Eigen::VectorXd& q, const Eigen::VectorXd& qd);

}  // namespace acausal::dynamics
