#include "components/robotics/computed_torque.hpp"

#include <fmt/format.h>

#include "components/blocks/vector_signals.hpp"
#include "components/robotics/dynamics_functions.hpp"
#include "components/robotics/joint_parameters.hpp"

namespace acausal::robotics {

ComputedTorque::ComputedTorque(ComponentContext ctx, Params p) : Component(std::move(ctx)) {
  const int n = robot_dof(*this, p.model);
  q_d = blocks::declare_inputs(*this, "q_d", static_cast<std::size_t>(n));
  qd_d = blocks::declare_inputs(*this, "qd_d", static_cast<std::size_t>(n));
  qdd_d = blocks::declare_inputs(*this, "qdd_d", static_cast<std::size_t>(n));
  q = blocks::declare_inputs(*this, "q", static_cast<std::size_t>(n));
  qd = blocks::declare_inputs(*this, "qd", static_cast<std::size_t>(n));
  tau = blocks::declare_outputs(*this, "tau", static_cast<std::size_t>(n));
  const auto kp = joint_parameters(*this, "kp", p.kp, n,
                                   {"1/s2", "proportional gain K_P", ParameterCheck::Positive});
  const auto kd = joint_parameters(*this, "kd", p.kd, n,
                                   {"1/s", "derivative gain K_D", ParameterCheck::Positive});
  const auto ratio =
      joint_parameters(*this, "ratio", p.gear_ratio, n,
                       {"1", "gear ratio n_r (motor / joint speed)", ParameterCheck::NonZero});
  std::vector<Expr> F(static_cast<std::size_t>(n), Expr(0.0));
  if (p.friction == FrictionCompensation::coulomb_viscous) {
    const auto fc =
        joint_parameters(*this, "F_C", p.coulomb, n,
                         {"N.m", "Coulomb friction torque", ParameterCheck::NonNegative});
    const auto fv = joint_parameters(
        *this, "F_V", p.viscous, n,
        {"N.m.s/rad", "viscous friction coefficient", ParameterCheck::NonNegative});
    Expr width = parameter(
        "smoothing_width", p.smoothing_width,
        {"rad/s", "speed over which the Coulomb term changes sign", ParameterCheck::Positive});
    for (std::size_t i = 0; i < F.size(); ++i)
      F[i] = fc[i] * tanh(qd[i].value / width) + fv[i] * qd[i].value;
  } else if (p.friction == FrictionCompensation::stribeck) {
    Expr tau_brk = parameter("tau_brk", p.stribeck.tau_brk, {"N.m", "breakaway friction torque"});
    Expr w_brk = parameter("w_brk", p.stribeck.w_brk,
                           {"rad/s", "breakaway friction velocity", ParameterCheck::Positive});
    Expr tau_C = parameter("tau_C", p.stribeck.tau_C, {"N.m", "Coulomb friction torque"});
    Expr f = parameter("f", p.stribeck.f,
                       {"N.m.s/rad", "viscous friction coefficient", ParameterCheck::NonNegative});
    for (std::size_t i = 0; i < F.size(); ++i)
      F[i] = rotational::stribeck_friction_law(qd[i].value, tau_brk, w_brk, tau_C, f);
  }

  // ID(q, qd, a) = M(q) a + c(q, qd) + g(q) with the commanded acceleration a.
  std::vector<Expr> u = blocks::values(q);
  for (const signal::RealSignal& s : qd) u.push_back(s.value);
  for (std::size_t i = 0; i < static_cast<std::size_t>(n); ++i) {
    e.push_back(variable(fmt::format("e[{}]", i + 1),
                         {.unit = "rad", .description = "tracking error q_d - q"}));
    equation(e[i], q_d[i].value - q[i].value);
    u.push_back(qdd_d[i].value + kp[i] * e[i] + kd[i] * (qd_d[i].value - qd[i].value));
  }
  const auto id = inverse_dynamics_function(p.model);
  for (std::size_t i = 0; i < static_cast<std::size_t>(n); ++i) {
    tau_link.push_back(variable(fmt::format("tau_link[{}]", i + 1),
                                {.unit = "N.m", .description = "joint torque M a + f"}));
    Expr friction = variable(fmt::format("tau_friction[{}]", i + 1),
                             {.unit = "N.m", .description = "compensated joint friction"});
    equation(friction, F[i]);
    equation(tau_link[i], call(id, u, static_cast<int>(i)) + friction);
    equation(tau[i].value, tau_link[i] / ratio[i]);
  }
}

}  // namespace acausal::robotics
