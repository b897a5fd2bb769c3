#pragma once
// A robot's joint-space dynamics as external functions, so that equations can
// call them (core/expr/external_function.hpp). Their Jacobians are exact where
// the algorithms give them cheaply (dτ/dq̈ = M(q)) and central differences
// elsewhere; none is missing, so index reduction and the solvers' Newton
// iterations can use them.
#include <memory>

#include "core/expr/external_function.hpp"
#include "core/model/component.hpp"
#include "dynamics/joint_space_dynamics.hpp"

namespace acausal::robotics {

/// The model's number of joints; throws ModelError naming component `c` when no model is given.
int robot_dof(const Component& c, const std::shared_ptr<const dynamics::JointSpaceDynamics>& model);

/// τ = ID(q, q̇, q̈): inputs (q, q̇, q̈), 3n; outputs τ, n.
std::shared_ptr<const ExternalFunction> inverse_dynamics_function(
    std::shared_ptr<const dynamics::JointSpaceDynamics> model);
/// M(q): inputs q, n; outputs M row-major, n².
std::shared_ptr<const ExternalFunction> mass_matrix_function(
    std::shared_ptr<const dynamics::JointSpaceDynamics> model);
/// c(q, q̇) + g(q): inputs (q, q̇), 2n; outputs n.
std::shared_ptr<const ExternalFunction> bias_forces_function(
    std::shared_ptr<const dynamics::JointSpaceDynamics> model);

}  // namespace acausal::robotics
