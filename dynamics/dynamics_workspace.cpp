#include "dynamics/dynamics_workspace.hpp"

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::dynamics {

DynamicsWorkspace::DynamicsWorkspace(const RigidBodyTree& tree)
    : mass_matrix_factor(tree.dof()), body_count_(tree.body_count()), tree_name_(tree.name()) {
  const auto n = static_cast<std::size_t>(body_count_);
  parent_to_body.resize(n);
  velocity.assign(n, SpatialVector::Zero());
  world_to_body.resize(n);
  acceleration.assign(n, SpatialVector::Zero());
  apparent_acceleration.assign(n, SpatialVector::Zero());
  joint_force.assign(n, SpatialVector::Zero());
  torque = Eigen::VectorXd::Zero(body_count_);
  composite_inertia.resize(n);
  mass_matrix = Eigen::MatrixXd::Zero(body_count_, body_count_);
  articulated_inertia.assign(n, SpatialMatrix::Zero());
  articulated_bias_force.assign(n, SpatialVector::Zero());
  velocity_product.assign(n, SpatialVector::Zero());
  inertia_times_subspace.assign(n, SpatialVector::Zero());
  articulated_joint_inertia = Eigen::VectorXd::Zero(body_count_);
  articulated_joint_force = Eigen::VectorXd::Zero(body_count_);
  joint_acceleration = Eigen::VectorXd::Zero(body_count_);
  bias = Eigen::VectorXd::Zero(body_count_);
}

void DynamicsWorkspace::check_fits(const RigidBodyTree& tree, std::string_view algorithm) const {
  if (tree.body_count() != body_count_)
    throw ModelError(fmt::format(
        "{}: the workspace was made for tree '{}' with {} bodies, but tree '{}' has {}; make a "
        "DynamicsWorkspace from the tree you pass",
        algorithm, tree_name_, body_count_, tree.name(), tree.body_count()));
}

}  // namespace acausal::dynamics
