#include <string>

#include <fmt/format.h>

#include "components/blocks/profiles.hpp"
#include "core/errors.hpp"

namespace acausal::blocks {

QuinticWaypoints::QuinticWaypoints(ComponentContext ctx, Params p) : Component(std::move(ctx)) {
  const std::size_t rows = p.waypoints.size();
  const std::size_t n = rows ? p.waypoints.front().size() : 0;
  if (rows < 2 || p.times.size() != rows || n == 0)
    throw ModelError(fmt::format(
        "QuinticWaypoints '{}': needs at least 2 waypoints, each with a time: got {} waypoints "
        "and {} times",
        path(), rows, p.times.size()));
  for (std::size_t k = 0; k < rows; ++k) {
    if (p.waypoints[k].size() != n)
      throw ModelError(fmt::format(
          "QuinticWaypoints '{}': waypoint {} has {} values, the first has {}; give every "
          "waypoint one value per axis",
          path(), k + 1, p.waypoints[k].size(), n));
    if (k > 0 && !(p.times[k] > p.times[k - 1]))
      throw ModelError(fmt::format(
          "QuinticWaypoints '{}': times must increase, but t{} = {:g} s follows t{} = {:g} s",
          path(), k + 1, p.times[k], k, p.times[k - 1]));
  }
  std::vector<Expr> t_k;
  std::vector<std::vector<Expr>> q_k(rows);
  for (std::size_t k = 0; k < rows; ++k) {
    t_k.push_back(parameter(fmt::format("t{}", k + 1), p.times[k], {"s", "waypoint instant"}));
    for (std::size_t i = 0; i < n; ++i)
      q_k[k].push_back(
          parameter(fmt::format("q{}[{}]", k + 1, i + 1), p.waypoints[k][i], {"", "waypoint"}));
  }

  const Expr t = Expr::time();
  for (std::size_t i = 0; i < n; ++i) {
    const std::string index = fmt::format("[{}]", i + 1);
    q.push_back(signal::declare_output(*this, "q" + index));
    qd.push_back(signal::declare_output(*this, "qd" + index));
    qdd.push_back(signal::declare_output(*this, "qdd" + index));
    // Built from the last segment backwards: each segment's branch holds
    // before the next instant, the rest after it.
    Expr position = q_k[rows - 1][i], velocity = 0.0, acceleration = 0.0;
    for (std::size_t k = rows - 1; k-- > 0;) {
      const Expr T = t_k[k + 1] - t_k[k];
      const Expr s = (t - t_k[k]) / T;
      const Expr delta = q_k[k + 1][i] - q_k[k][i];
      const Expr s2 = s * s, s3 = s2 * s;
      const Expr in_segment = t < t_k[k + 1];
      position =
          if_else(in_segment, q_k[k][i] + delta * s3 * (10.0 - 15.0 * s + 6.0 * s2), position);
      velocity = if_else(in_segment, delta / T * 30.0 * s2 * (1.0 - 2.0 * s + s2), velocity);
      acceleration = if_else(in_segment, delta / (T * T) * 60.0 * s * (1.0 - 3.0 * s + 2.0 * s2),
                             acceleration);
    }
    const Expr before = t < t_k[0];
    equation(q[i].value, if_else(before, q_k[0][i], position));
    equation(qd[i].value, if_else(before, 0.0, velocity));
    equation(qdd[i].value, if_else(before, 0.0, acceleration));
  }
}

}  // namespace acausal::blocks
