#pragma once
// Forward dynamics q̈ = M(q)⁻¹·(τ − C(q,q̇)·q̇ − g(q) + Σ J_iᵀ f_ext,i), two ways:
// the articulated-body algorithm in O(n) (Featherstone, Rigid Body Dynamics
// Algorithms, 2008, Sec. 7.3, Table 7.1), and the O(n³) route through the
// mass matrix (CRBA + RNEA + Cholesky), which is what Euler-Lagrange models do
// and what the ABA is checked against.
//
// Results are references into the workspace, valid until its next use.
#include <vector>

#include <Eigen/Core>

#include "dynamics/dynamics_workspace.hpp"
#include "dynamics/rigid_body_tree.hpp"

namespace acausal::dynamics {

/// q̈ by the articulated-body algorithm. Throws ModelError naming the joint if
/// the bodies it moves have no inertia about (along) its axis.
const Eigen::VectorXd& forward_dynamics(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                                        const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                                        const Eigen::VectorXd& tau);

/// The same with external forces (one per body, body coordinates, as for
/// inverse_dynamics).
const Eigen::VectorXd& forward_dynamics(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                                        const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                                        const Eigen::VectorXd& tau,
                                        const std::vector<SpatialVector>& external_forces);

/// q̈ = M⁻¹(τ − b) with M by the CRBA, b by the RNEA and a Cholesky solve.
/// Throws ModelError if M is not positive definite.
const Eigen::VectorXd& forward_dynamics_via_mass_matrix(const RigidBodyTree& tree,
                                                        DynamicsWorkspace& workspace,
                                                        const Eigen::VectorXd& q,
                                                        const Eigen::VectorXd& qd,
                                                        const Eigen::VectorXd& tau);

}  // namespace acausal::dynamics
