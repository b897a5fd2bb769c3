#include <algorithm>
#include <limits>
#include <string>

#include <fmt/format.h>

#include "components/blocks/profiles.hpp"
#include "core/errors.hpp"

namespace acausal::blocks {

namespace {

constexpr double kPtpEps = 10 * std::numeric_limits<double>::epsilon();  // MSL: 10 eps

/// One parameter per given element, "name[i]"; a single element is used for every axis.
std::vector<Expr> axis_parameters(Component& c, const std::string& name,
                                  const std::vector<double>& values, std::size_t n,
                                  ParameterInfo info) {
  std::vector<Expr> given;
  for (std::size_t i = 0; i < values.size(); ++i)
    given.push_back(c.parameter(fmt::format("{}[{}]", name, i + 1), values[i], info));
  if (given.size() == 1) given.resize(n, given.front());
  return given;
}

}  // namespace

KinematicPTP::KinematicPTP(ComponentContext ctx, Params p) : Component(std::move(ctx)) {
  const std::size_t n =
      std::max({p.q_begin.size(), p.q_end.size(), p.qd_max.size(), p.qdd_max.size()});
  for (const auto* v : {&p.q_begin, &p.q_end, &p.qd_max, &p.qdd_max})
    if (v->empty() || (v->size() != 1 && v->size() != n))
      throw ModelError(fmt::format(
          "KinematicPTP '{}': q_begin, q_end, qd_max and qdd_max must each have 1 or {} "
          "elements (the number of axes), got {}, {}, {}, {}",
          path(), n, p.q_begin.size(), p.q_end.size(), p.qd_max.size(), p.qdd_max.size()));
  const auto q_begin = axis_parameters(*this, "q_begin", p.q_begin, n, {"", "start position"});
  const auto q_end = axis_parameters(*this, "q_end", p.q_end, n, {"", "end position"});
  const auto qd_max = axis_parameters(*this, "qd_max", p.qd_max, n,
                                      {"", "maximum velocities der(q)", ParameterCheck::Positive});
  const auto qdd_max =
      axis_parameters(*this, "qdd_max", p.qdd_max, n,
                      {"", "maximum accelerations der(qd)", ParameterCheck::Positive});
  Expr startTime =
      parameter("startTime", p.startTime, {"s", "time instant at which movement starts"});

  // The slowest axis decides the normalised path s: 0 .. 1 (MSL KinematicPTP2).
  std::vector<Expr> deltaq(n);
  Expr sd_max_inv = 0.0, sdd_max_inv = 0.0;
  for (std::size_t i = 0; i < n; ++i) {
    deltaq[i] = q_end[i] - q_begin[i];
    sd_max_inv = max(sd_max_inv, abs(deltaq[i] / qd_max[i]));
    sdd_max_inv = max(sdd_max_inv, abs(deltaq[i] / qdd_max[i]));
  }
  // No movement at all: s = 0 (the guarded maxima only keep the unused branch finite).
  const Expr at_rest = sd_max_inv <= kPtpEps || sdd_max_inv <= kPtpEps;
  const Expr sd_max = 1.0 / max(sd_max_inv, kPtpEps);
  const Expr sdd_max = 1.0 / max(sdd_max_inv, kPtpEps);
  const Expr Ta1 = sqrt(1.0 / sdd_max);  // half time of the triangle profile
  const Expr Ta2 = sd_max / sdd_max;     // time to reach sd_max
  const Expr noWphase = Ta2 >= Ta1;      // sd_max is never reached
  const Expr Tv = if_else(noWphase, Ta1, 1.0 / sd_max);
  const Expr Te = if_else(noWphase, Ta1 + Ta1, Tv + Ta2);
  // Phases: accelerate until T1, cruise at v until T2 (empty in the triangle
  // case), decelerate until Te; the instants are MSL's Ta1/Ta2, Tv, Te.
  const Expr T1 = if_else(noWphase, Ta1, Ta2);
  const Expr T2 = Tv;
  const Expr v = if_else(noWphase, sdd_max * Ta1, sd_max);
  const Expr s1 = (sdd_max / 2) * T1 * T1;
  const Expr s2 = s1 + v * (T2 - T1);
  const Expr s3 = s2 + v * (Te - T2) - (sdd_max / 2) * (Te - T2) * (Te - T2);

  const Expr t = Expr::time();
  const Expr tau = t - startTime;
  const Expr before = t < startTime;
  const Expr accelerating = t < T1 + startTime;
  const Expr cruising = t < T2 + startTime;
  const Expr decelerating = t < Te + startTime;
  auto phases = [&](Expr acc, Expr cruise, Expr dec, Expr end) {
    return if_else(
        at_rest || before, 0.0,
        if_else(accelerating, acc, if_else(cruising, cruise, if_else(decelerating, dec, end))));
  };
  const Expr s = phases((sdd_max / 2) * tau * tau, s1 + v * (tau - T1),
                        s2 + v * (tau - T2) - (sdd_max / 2) * (tau - T2) * (tau - T2), s3);
  const Expr sd = phases(sdd_max * tau, v, v - sdd_max * (tau - T2), 0.0);
  const Expr sdd = phases(sdd_max, 0.0, -sdd_max, 0.0);

  endTime =
      variable("endTime", {.unit = "s", .description = "time instant at which movement stops"});
  equation(endTime, if_else(at_rest, 0.0, Te + startTime));
  const Expr motion_ref = t < if_else(at_rest, 0.0, Te + startTime);
  for (std::size_t i = 0; i < n; ++i) {
    const std::string index = fmt::format("[{}]", i + 1);
    q.push_back(signal::declare_output(*this, "q" + index));
    qd.push_back(signal::declare_output(*this, "qd" + index));
    qdd.push_back(signal::declare_output(*this, "qdd" + index));
    moving.push_back(signal::declare_output(*this, "moving" + index));
    equation(q[i].value, q_begin[i] + deltaq[i] * s);
    equation(qd[i].value, deltaq[i] * sd);
    equation(qdd[i].value, deltaq[i] * sdd);
    // An axis that does not move is never "moving" (MSL: abs(q_begin - q_end) > eps).
    equation(moving[i].value,
             if_else(abs(deltaq[i]) > kPtpEps, if_else(motion_ref, 1.0, 0.0), 0.0));
  }
}

}  // namespace acausal::blocks
