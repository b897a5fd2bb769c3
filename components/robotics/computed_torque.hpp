#pragma once
// Computed-torque (feedback-linearising) joint control, seed 000 eq. (32):
//   tau_m = diag(1/n_r) [ M(q) (qdd_d + K_P (q_d - q) + K_D (qd_d - qd)) + f(q, qd) ],
//   f(q, qd) = c(q, qd) + g(q) + F(qd),
// at the measured state (q, qd). M, c and g come from the controller's model
// of the robot (dynamics::JointSpaceDynamics: Newton-Euler or Euler-Lagrange;
// give it the reflected rotor inertias as armature when the plant has
// rotors), F is the friction model the controller compensates. With an exact
// model the error obeys e'' + K_D e' + K_P e = 0 (Siciliano et al. 2009,
// Sec. 8.5.2).
#include <memory>
#include <vector>

#include "components/rotational/stribeck_friction.hpp"
#include "domains/signal.hpp"
#include "dynamics/joint_space_dynamics.hpp"

namespace acausal::robotics {

/// Which joint friction the controller compensates.
enum class FrictionCompensation {
  none,
  /// F_C tanh(qd / width) + F_V qd: Coulomb, smoothed over `smoothing_width`, and viscous.
  coulomb_viscous,
  /// The plant's law, rotational::StribeckFriction (seed 000 Sec. 4.1).
  stribeck,
};

struct ComputedTorqueParams {
  std::shared_ptr<const dynamics::JointSpaceDynamics> model;
  /// Gains, 1 entry (every joint) or one per joint: K_P [1/s^2], K_D [1/s] (seed 000: 100, 20).
  std::vector<double> kp{100.0};
  std::vector<double> kd{20.0};
  /// Gear ratios n_r: the output is the motor torque tau / n_r (1: link torque).
  std::vector<double> gear_ratio{1.0};
  FrictionCompensation friction = FrictionCompensation::none;
  /// coulomb_viscous: F_C [N.m], F_V [N.m.s/rad], smoothing width [rad/s].
  std::vector<double> coulomb{0.0};
  std::vector<double> viscous{0.0};
  double smoothing_width = 0.01;
  /// stribeck: the plant's friction parameters (the same on every joint).
  rotational::StribeckFrictionParams stribeck{};
};

/// Inputs: desired "q_d[i]", "qd_d[i]", "qdd_d[i]" and measured "q[i]", "qd[i]";
/// outputs the motor torques "tau[i]". Variables "e[i]" = q_d - q (tracking
/// error), "tau_link[i]" (the torque before the gear, M a + f) and
/// "tau_friction[i]" (the compensated friction).
class ComputedTorque : public Component {
 public:
  static constexpr const char* kTypeName = "ComputedTorque";
  using Params = ComputedTorqueParams;
  ComputedTorque(ComponentContext ctx, Params p);
  std::vector<signal::RealSignal> q_d, qd_d, qdd_d, q, qd, tau;
  std::vector<Expr> e, tau_link;
};

}  // namespace acausal::robotics
