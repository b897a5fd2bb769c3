#include "components/robotics/dynamics_blocks.hpp"
#include "components/robotics/dynamics_functions.hpp"
#include "components/robotics/joint_signals.hpp"

namespace acausal::robotics {

BiasForces::BiasForces(ComponentContext ctx, Params p) : Component(std::move(ctx)) {
  const int n = robot_dof(*this, p.model);
  const auto f = bias_forces_function(p.model);
  q = declare_joint_inputs(*this, "q", n);
  qd = declare_joint_inputs(*this, "qd", n);
  tau = declare_joint_outputs(*this, "tau", n);
  std::vector<Expr> u = values(q);
  for (const signal::RealSignal& s : qd) u.push_back(s.value);
  for (int i = 0; i < n; ++i) equation(tau[static_cast<std::size_t>(i)].value, call(f, u, i));
}

}  // namespace acausal::robotics
