#include "components/blocks/kinematic_ptp_acceleration.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "components/blocks/vector_signals.hpp"
#include "core/errors.hpp"

namespace acausal::blocks {

KinematicPTPAcceleration::KinematicPTPAcceleration(ComponentContext ctx, Params p)
    : Component(std::move(ctx)) {
  const std::size_t n = std::max({p.deltaq.size(), p.qd_max.size(), p.qdd_max.size()});
  auto expand = [&](const std::vector<double>& v, const char* name) {
    if (v.size() != 1 && v.size() != n)
      throw ModelError(fmt::format("KinematicPTP '{}': {} has {} values, the other parameters {}",
                                   path(), name, v.size(), n));
    return v.size() == 1 ? std::vector<double>(n, v[0]) : v;
  };
  const auto deltaq = expand(p.deltaq, "deltaq");
  const auto qd_max = expand(p.qd_max, "qd_max");
  const auto qdd_max = expand(p.qdd_max, "qdd_max");
  for (std::size_t i = 0; i < n; ++i)
    if (!(qd_max[i] > 0 && qdd_max[i] > 0))
      throw ModelError(fmt::format("KinematicPTP '{}': qd_max and qdd_max must be > 0 (axis {})",
                                   path(), i + 1));
  // MSL KinematicPTP: the path s (0..1) with its limits set by the slowest axis.
  double aux1 = 0, aux2 = 0;
  for (std::size_t i = 0; i < n; ++i) {
    aux1 = std::max(aux1, std::abs(deltaq[i] / qd_max[i]));
    aux2 = std::max(aux2, std::abs(deltaq[i] / qdd_max[i]));
  }
  y = declare_outputs(*this, "y", n);
  Expr start = parameter("startTime", p.startTime, {"s", "time instant at which movement starts"});
  if (aux1 == 0 || aux2 == 0) {  // nothing to move
    for (std::size_t i = 0; i < n; ++i) equation(y[i].value, 0.0);
    return;
  }
  const double sd_max = 1 / aux1, sdd_max = 1 / aux2;
  const double Ta1 = std::sqrt(1 / sdd_max), Ta2 = sd_max / sdd_max;
  const bool noWphase = Ta2 >= Ta1;
  const double Tv = noWphase ? Ta1 : 1 / sd_max;
  const double Te = noWphase ? Ta1 + Ta1 : Tv + Ta2;
  const Expr t = Expr::time();
  const Expr sdd =
      noWphase
          ? if_else(t < start, 0.0,
                    if_else(t < start + Ta1, sdd_max, if_else(t < start + Te, -sdd_max, 0.0)))
          : if_else(t < start, 0.0,
                    if_else(t < start + Ta2, sdd_max,
                            if_else(t < start + Tv, 0.0, if_else(t < start + Te, -sdd_max, 0.0))));
  for (std::size_t i = 0; i < n; ++i) equation(y[i].value, deltaq[i] * sdd);
}

}  // namespace acausal::blocks
