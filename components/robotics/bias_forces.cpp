#include "components/blocks/vector_signals.hpp"
#include "components/robotics/dynamics_blocks.hpp"
#include "components/robotics/dynamics_functions.hpp"
#include "components/robotics/joint_parameters.hpp"

namespace acausal::robotics {

BiasForces::BiasForces(ComponentContext ctx, Params p) : Component(std::move(ctx)) {
  const int n = robot_dof(*this, p.model);
  const auto f = bias_forces_function(p.model);
  q = blocks::declare_inputs(*this, "q", static_cast<std::size_t>(n));
  qd = blocks::declare_inputs(*this, "qd", static_cast<std::size_t>(n));
  tau = blocks::declare_outputs(*this, "tau", static_cast<std::size_t>(n));
  std::vector<Expr> u = blocks::values(q);
  for (const signal::RealSignal& s : qd) u.push_back(s.value);
  for (int i = 0; i < n; ++i) equation(tau[static_cast<std::size_t>(i)].value, call(f, u, i));
}

}  // namespace acausal::robotics
