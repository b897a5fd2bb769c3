#include "dynamics/mass_matrix.hpp"

namespace acausal::dynamics {

const Eigen::MatrixXd& mass_matrix(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                                   const Eigen::VectorXd& q) {
  workspace.check_fits(tree, "mass matrix");
  tree.check_joint_vector(q, "mass matrix", "q");
  DynamicsWorkspace& ws = workspace;
  const int n = tree.body_count();
  ws.mass_matrix.setZero();  // bodies on different branches do not couple
  for (int i = 0; i < n; ++i) {
    const auto k = static_cast<std::size_t>(i);
    ws.parent_to_body[k] = tree.parent_to_body(i, q[i]);
    ws.composite_inertia[k] = tree.body(i).inertia;
  }
  // Leaves first: each composite inertia is complete before it joins its parent's.
  for (int i = n - 1; i >= 0; --i) {
    const auto k = static_cast<std::size_t>(i);
    const int parent = tree.body(i).parent;
    if (parent >= 0)
      ws.composite_inertia[static_cast<std::size_t>(parent)] +=
          ws.composite_inertia[k].expressed_in_source_of(ws.parent_to_body[k]);
    // F: the force that accelerates the composite body i at unit q̈_i; walking
    // it down to the root gives the column entries of the ancestors.
    SpatialVector force = ws.composite_inertia[k] * tree.body(i).motion_subspace;
    ws.mass_matrix(i, i) = tree.body(i).motion_subspace.dot(force) + tree.body(i).armature;
    int j = i;
    while (tree.body(j).parent >= 0) {
      force = ws.parent_to_body[static_cast<std::size_t>(j)].transpose_apply_force(force);
      j = tree.body(j).parent;
      ws.mass_matrix(i, j) = ws.mass_matrix(j, i) = tree.body(j).motion_subspace.dot(force);
    }
  }
  return ws.mass_matrix;
}

}  // namespace acausal::dynamics
