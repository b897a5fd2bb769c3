#pragma once
// Blocks that evaluate a robot's joint-space dynamics inside a model (the
// Robotics System Toolbox blocks of seed 000, Sec. 2.3 and 3): inverse
// dynamics, mass matrix and bias forces, by Newton-Euler or Euler-Lagrange
// according to the dynamics::JointSpaceDynamics given. The robot's inertial
// parameters are fixed at construction (not tunable parameters).
#include <memory>
#include <vector>

#include "domains/signal.hpp"
#include "dynamics/joint_space_dynamics.hpp"

namespace acausal::robotics {

struct RobotModelParams {
  /// dynamics::newton_euler_dynamics(tree) or dynamics::euler_lagrange_dynamics(model).
  std::shared_ptr<const dynamics::JointSpaceDynamics> model;
};

/// tau = M(q) qdd + c(q, qd) + g(q). Inputs "q[i]", "qd[i]", "qdd[i]"; outputs "tau[i]".
class InverseDynamics : public Component {
 public:
  static constexpr const char* kTypeName = "InverseDynamics";
  using Params = RobotModelParams;
  InverseDynamics(ComponentContext ctx, Params p);
  std::vector<signal::RealSignal> q, qd, qdd, tau;
};

/// M(q). Inputs "q[i]"; outputs "M[i,j]".
class MassMatrix : public Component {
 public:
  static constexpr const char* kTypeName = "MassMatrix";
  using Params = RobotModelParams;
  MassMatrix(ComponentContext ctx, Params p);
  std::vector<signal::RealSignal> q;
  std::vector<std::vector<signal::RealSignal>> M;  // M[i][j], row i
};

/// c(q, qd) + g(q), the torque that holds the joints at zero acceleration.
/// Inputs "q[i]", "qd[i]"; outputs "tau[i]".
class BiasForces : public Component {
 public:
  static constexpr const char* kTypeName = "BiasForces";
  using Params = RobotModelParams;
  BiasForces(ComponentContext ctx, Params p);
  std::vector<signal::RealSignal> q, qd, tau;
};

}  // namespace acausal::robotics
