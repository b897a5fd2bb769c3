#include "components/robotics/cycloidal_reference.hpp"

#include <algorithm>
#include <numbers>

#include "components/blocks/vector_signals.hpp"
#include "components/robotics/joint_parameters.hpp"

namespace acausal::robotics {

CycloidalReference::CycloidalReference(ComponentContext ctx, Params p) : Component(std::move(ctx)) {
  const int n = static_cast<int>(std::max(p.q_start.size(), p.displacement.size()));
  const auto q0 = joint_parameters(*this, "q_start", p.q_start, n, {"", "start position q_0"});
  const auto qr =
      joint_parameters(*this, "displacement", p.displacement, n, {"", "displacement q_r"});
  Expr T = parameter("duration", p.duration, {"s", "time of motion T", ParameterCheck::Positive});
  Expr t0 = parameter("start_time", p.start_time, {"s", "start of the motion t0"});
  q = blocks::declare_outputs(*this, "q", static_cast<std::size_t>(n));
  qd = blocks::declare_outputs(*this, "qd", static_cast<std::size_t>(n));
  qdd = blocks::declare_outputs(*this, "qdd", static_cast<std::size_t>(n));
  const double two_pi = 2 * std::numbers::pi;
  const Expr t = Expr::time();
  const Expr before = t < t0;
  const Expr after = t >= t0 + T;
  const Expr s = (t - t0) / T;
  for (std::size_t i = 0; i < static_cast<std::size_t>(n); ++i) {
    equation(q[i].value, if_else(before, q0[i],
                                 if_else(after, q0[i] + qr[i],
                                         q0[i] + qr[i] * (s - sin(two_pi * s) / two_pi))));
    equation(qd[i].value, if_else(before || after, 0.0, qr[i] / T * (1.0 - cos(two_pi * s))));
    equation(qdd[i].value,
             if_else(before || after, 0.0, qr[i] * two_pi / (T * T) * sin(two_pi * s)));
  }
}

}  // namespace acausal::robotics
