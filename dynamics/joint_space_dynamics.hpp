#pragma once
// One interface over the ways this project computes a robot's joint-space
// dynamics M(q) q̈ + c(q, q̇) + g(q) = τ: the spatial-vector algorithms on a
// RigidBodyTree (RNEA, CRBA: Newton-Euler) and the EulerLagrangeModel. Blocks
// that evaluate a robot model inside equations (components/robotics) take one,
// so a user swaps the algorithm without touching the model around it.
//
// Implementations are safe to call from several threads at once: each call
// borrows a workspace from a pool (no allocation once the pool is warm).
#include <memory>
#include <string>

#include <Eigen/Core>

#include "dynamics/euler_lagrange.hpp"
#include "dynamics/rigid_body_tree.hpp"

namespace acausal::dynamics {

class JointSpaceDynamics {
 public:
  virtual ~JointSpaceDynamics() = default;
  /// "Newton-Euler" or "Euler-Lagrange", for names and messages.
  virtual std::string algorithm() const = 0;
  virtual int dof() const = 0;
  /// τ = M(q) q̈ + c(q, q̇) + g(q) (+ the armature B_m q̈ where the model has one).
  virtual void inverse_dynamics(const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                                const Eigen::VectorXd& qdd, Eigen::VectorXd& tau) const = 0;
  /// M(q), armature included.
  virtual void mass_matrix(const Eigen::VectorXd& q, Eigen::MatrixXd& M) const = 0;
  /// c(q, q̇) + g(q): τ at zero acceleration.
  virtual void bias_forces(const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                           Eigen::VectorXd& bias) const = 0;
};

/// RNEA (Featherstone 2008, Table 5.1) and CRBA (Table 6.2) on `tree`.
std::shared_ptr<const JointSpaceDynamics> newton_euler_dynamics(RigidBodyTree tree);
/// The Euler-Lagrange model (Siciliano et al. 2009, Sec. 7.1-7.2).
std::shared_ptr<const JointSpaceDynamics> euler_lagrange_dynamics(EulerLagrangeModel model);

}  // namespace acausal::dynamics
