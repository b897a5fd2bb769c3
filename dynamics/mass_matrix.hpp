#pragma once
// The joint-space inertia matrix M(q) by the composite-rigid-body algorithm
// (CRBA): M_ij = S_iᵀ · I^c_i · (i_X_j) S_j for j in the subtree of i.
// Featherstone, Rigid Body Dynamics Algorithms, 2008, Sec. 6.2 (Table 6.2).
#include <Eigen/Core>

#include "dynamics/dynamics_workspace.hpp"
#include "dynamics/rigid_body_tree.hpp"

namespace acausal::dynamics {

/// M(q), symmetric, both triangles filled. Leaves parent_to_body,
/// composite_inertia and mass_matrix; valid until the workspace's next use.
const Eigen::MatrixXd& mass_matrix(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                                   const Eigen::VectorXd& q);

}  // namespace acausal::dynamics
