#pragma once
// The mutable side of the model/workspace split: every array an algorithm
// writes, sized once for one tree, so that the algorithms allocate nothing.
// One workspace per thread; a tree can be shared by many workspaces. Each
// algorithm documents which members it leaves valid; all vectors are in the
// coordinates of the body they belong to (Featherstone's body coordinates).
#include <string>
#include <string_view>
#include <vector>

#include <Eigen/Cholesky>
#include <Eigen/Core>

#include "dynamics/rigid_body_tree.hpp"
#include "dynamics/spatial_inertia.hpp"
#include "dynamics/spatial_transform.hpp"
#include "dynamics/spatial_vector.hpp"

namespace acausal::dynamics {

class DynamicsWorkspace {
 public:
  explicit DynamicsWorkspace(const RigidBodyTree& tree);

  int body_count() const { return body_count_; }
  /// Throws ModelError unless this workspace was sized for `tree`.
  void check_fits(const RigidBodyTree& tree, std::string_view algorithm) const;

  // Every algorithm: i_X_λ(i) and the body velocities v_i.
  std::vector<SpatialTransform> parent_to_body;
  std::vector<SpatialVector> velocity;

  // Frame kinematics: i_X_0 (its pose() is the body's pose in the world) and
  // the true spatial accelerations a_i.
  std::vector<SpatialTransform> world_to_body;
  std::vector<SpatialVector> acceleration;

  // Inverse and forward dynamics: a_i − i_X_0·[0; g] (gravity enters as a
  // fictitious base acceleration, Featherstone 2008, Sec. 5.3). Inverse
  // dynamics: the force f_i transmitted across joint i from the parent onto the
  // subtree of body i, and τ.
  std::vector<SpatialVector> apparent_acceleration;
  std::vector<SpatialVector> joint_force;
  Eigen::VectorXd torque;

  // Mass matrix: composite inertias I^c_i of the subtrees and M(q).
  std::vector<SpatialInertia> composite_inertia;
  Eigen::MatrixXd mass_matrix;

  // Forward dynamics (articulated-body algorithm): I^A_i, p^A_i, c_i, U_i, D_i,
  // u_i, and q̈. The mass-matrix route also keeps C(q,q̇)q̇ + g(q) and the
  // Cholesky factor of M.
  std::vector<SpatialMatrix> articulated_inertia;
  std::vector<SpatialVector> articulated_bias_force;
  std::vector<SpatialVector> velocity_product;
  std::vector<SpatialVector> inertia_times_subspace;
  Eigen::VectorXd articulated_joint_inertia;
  Eigen::VectorXd articulated_joint_force;
  Eigen::VectorXd joint_acceleration;
  Eigen::VectorXd bias;
  Eigen::LLT<Eigen::MatrixXd> mass_matrix_factor;

 private:
  int body_count_;
  std::string tree_name_;
};

}  // namespace acausal::dynamics
