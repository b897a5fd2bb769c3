#pragma once
// Computed-torque (inverse-dynamics, feedback-linearising) control:
//   τ = ID(q, q̇, q̈_d + K_P (q_d − q) + K_D (q̇_d − q̇))
//     = M(q)(q̈_d + K_P e + K_D ė) + C(q,q̇)q̇ + g(q),
// so that, with an exact model, the error obeys ë + K_D ė + K_P e = 0.
// Siciliano et al. 2009, Sec. 8.5.2; seed 000 eq. (32) without gears and friction.
#include <Eigen/Core>

#include "dynamics/dynamics_workspace.hpp"
#include "dynamics/rigid_body_tree.hpp"
#include "kinematics/trajectory.hpp"

namespace acausal::dynamics {

/// Diagonal gains: K_P [1/s²] and K_D [1/s], one entry per joint.
struct PdGains {
  Eigen::VectorXd proportional;
  Eigen::VectorXd derivative;
  /// The same K_P and K_D on every joint (seed 000 Sec. 5: 100 and 20).
  static PdGains uniform(int dof, double proportional, double derivative);
};

class ComputedTorqueController {
 public:
  /// Keeps its own copy of `model` (the controller's model of the robot, which
  /// may differ from the plant's). Throws ModelError unless the gains have one
  /// entry per joint, K_P > 0 and K_D > 0 (what global stability needs).
  ComputedTorqueController(RigidBodyTree model, PdGains gains);

  /// τ for the reference sample (position, velocity, acceleration) at the
  /// measured q, q̇. Valid until the next call.
  const Eigen::VectorXd& torque(const kinematics::TrajectorySample& reference,
                                const Eigen::VectorXd& q, const Eigen::VectorXd& qd);

  const RigidBodyTree& model() const { return model_; }
  const PdGains& gains() const { return gains_; }

 private:
  RigidBodyTree model_;
  PdGains gains_;
  DynamicsWorkspace workspace_;
  Eigen::VectorXd commanded_acceleration_;
};

}  // namespace acausal::dynamics
