#pragma once
// Fixed-step simulation of joint-space dynamics q̈ = f(t, q, q̇) by the
// classical fourth-order Runge-Kutta method (Hairer, Nørsett, Wanner, Solving
// Ordinary Differential Equations I, Sec. II.1). Deterministic and cheap per
// step: what reference trajectories and energy checks need, where an adaptive
// solver's step choices would blur comparisons between two models.
#include <functional>
#include <vector>

#include <Eigen/Core>

#include "dynamics/rigid_body_tree.hpp"

namespace acausal::dynamics {

struct JointState {
  Eigen::VectorXd q;
  Eigen::VectorXd qd;
};

/// Writes q̈ for time t and state (q, q̇) into the last argument (sized by the caller).
using AccelerationFunction = std::function<void(double t, const Eigen::VectorXd& q,
                                                const Eigen::VectorXd& qd, Eigen::VectorXd& qdd)>;
/// Writes the joint torque τ(t, q, q̇) into the last argument (sized by the caller).
using TorqueLaw = std::function<void(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                                     Eigen::VectorXd& tau)>;

struct SimulationRecord {
  std::vector<double> time;
  std::vector<Eigen::VectorXd> q;
  std::vector<Eigen::VectorXd> qd;
};

/// Integrates from `initial` at t_start to t_end in equal steps no longer than
/// `max_step`, recording the initial state, every `record_every`-th step and
/// the final state. Throws ModelError for a non-positive step, t_end < t_start
/// or mismatched state sizes.
SimulationRecord simulate_rk4(const AccelerationFunction& acceleration, const JointState& initial,
                              double t_start, double t_end, double max_step, int record_every = 1);

/// q̈ of `tree` by the articulated-body algorithm under `torque` (the
/// function keeps a copy of the tree and its own workspace).
AccelerationFunction articulated_body_plant(const RigidBodyTree& tree, TorqueLaw torque);

/// The same through the mass matrix: q̈ = M⁻¹(τ − C q̇ − g) (CRBA + RNEA).
AccelerationFunction mass_matrix_plant(const RigidBodyTree& tree, TorqueLaw torque);

}  // namespace acausal::dynamics
