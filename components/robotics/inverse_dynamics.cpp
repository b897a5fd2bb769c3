#include "components/robotics/dynamics_blocks.hpp"
#include "components/robotics/dynamics_functions.hpp"
#include "components/robotics/joint_signals.hpp"

namespace acausal::robotics {

InverseDynamics::InverseDynamics(ComponentContext ctx, Params p) : Component(std::move(ctx)) {
  const int n = robot_dof(*this, p.model);
  const auto f = inverse_dynamics_function(p.model);
  q = declare_joint_inputs(*this, "q", n);
  qd = declare_joint_inputs(*this, "qd", n);
  qdd = declare_joint_inputs(*this, "qdd", n);
  tau = declare_joint_outputs(*this, "tau", n);
  std::vector<Expr> u = values(q);
  for (const auto* v : {&qd, &qdd})
    for (const signal::RealSignal& s : *v) u.push_back(s.value);
  for (int i = 0; i < n; ++i) equation(tau[static_cast<std::size_t>(i)].value, call(f, u, i));
}

}  // namespace acausal::robotics
