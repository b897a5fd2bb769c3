#include "components/rotational/friction_partials.hpp"

#include <span>
#include <string>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal {

Expr mode_is(const Expr& x, double m) {
  return x > m - 0.5 && x < m + 0.5;
}

void constrain_peak(Component& c, const std::string& scales) {
  c.constrain({"peak"}, [where = c.path(), scales](std::span<const double> v) {
    return v[0] >= 1.0
               ? std::string()
               : fmt::format("peak = {} must be >= 1 ({}). Set {}.peak >= 1.", v[0], scales, where);
  });
}

Expr sliding_characteristic(const TableParameters& table, const Expr& v, const Expr& start_forward,
                            const Expr& start_backward, const Expr& mode) {
  return if_else(
      start_forward, table(v),
      if_else(start_backward, -table(-v),
              if_else(mode_is(pre(mode), friction_mode::Forward), table(v), -table(-v))));
}

TableParameters::TableParameters(Component& c, const std::string& name, const FrictionTable& table,
                                 const std::string& y_unit) {
  if (table.empty())
    throw ModelError(fmt::format("'{}': table {} needs at least one row", c.path(), name));
  std::vector<std::string> abscissas;
  for (std::size_t k = 0; k < table.size(); ++k) {
    abscissas.push_back(fmt::format("{}[{},1]", name, k + 1));
    x_.push_back(c.parameter(fmt::format("{}[{},1]", name, k + 1), table[k].first,
                             {"", fmt::format("abscissa of row {} of {}", k + 1, name)}));
    y_.push_back(c.parameter(fmt::format("{}[{},2]", name, k + 1), table[k].second,
                             {y_unit, fmt::format("ordinate of row {} of {}", k + 1, name)}));
  }
  const std::string path = c.path();
  c.constrain(abscissas, [path, name](std::span<const double> x) {
    for (std::size_t k = 1; k < x.size(); ++k)
      if (!(x[k] > x[k - 1]))
        return fmt::format(
            "table {} needs strictly increasing first-column values, but row {} has {} after {}. "
            "Order the rows by {}.{}[i,1].",
            name, k + 1, x[k], x[k - 1], path, name);
    return std::string();
  });
}

Expr TableParameters::operator()(const Expr& x) const {
  if (x_.size() == 1) return y_[0];
  auto segment = [&](std::size_t i) {
    return y_[i] + (y_[i + 1] - y_[i]) * (x - x_[i]) / (x_[i + 1] - x_[i]);
  };
  // Built from the last segment backwards: segment i applies for x < x[i+1].
  const std::size_t n = x_.size();
  Expr y = segment(n - 2);
  for (std::size_t i = n - 2; i-- > 0;) y = if_else(x < x_[i + 1], segment(i), y);
  return no_event(y);
}

void coulomb_friction_equations(Component& c, const FrictionSymbols& s, const Expr& free_value) {
  using namespace friction_mode;
  const auto& [v_relfric, a_relfric, f0, f0_max, sa, free, startForward, startBackward, locked,
               mode, v_small] = s;
  const Expr pre_mode = pre(mode);
  auto was = [&](double m) { return mode_is(pre_mode, m); };
  const Expr initial = acausal::initial();
  // MSL PartialFriction's equations for startForward, startBackward, locked
  // and mode (one simultaneous system, solved together at each event).
  const Expr start_forward = (was(Stuck) && (sa > f0_max || (pre(startForward) && sa > f0))) ||
                             (was(Backward) && v_relfric > v_small) || (initial && v_relfric > 0.0);
  const Expr start_backward = (was(Stuck) && (sa < -f0_max || (pre(startBackward) && sa < -f0))) ||
                              (was(Forward) && v_relfric < -v_small) ||
                              (initial && v_relfric < 0.0);
  const Expr is_locked = !free && !(was(Forward) || startForward || was(Backward) || startBackward);
  const Expr next_mode =
      if_else(free, Free,
              if_else((was(Forward) || was(Free) || startForward) && v_relfric > 0.0, Forward,
                      if_else((was(Backward) || was(Free) || startBackward) && v_relfric < 0.0,
                              Backward, Stuck)));
  c.discrete_equation(free, free_value);
  c.discrete_equation(startForward, start_forward);
  c.discrete_equation(startBackward, start_backward);
  c.discrete_equation(locked, is_locked);
  c.discrete_equation(mode, next_mode);
  // Friction characteristic as a function of the path parameter sa.
  c.equation(a_relfric,
             if_else(locked, 0.0,
                     if_else(free, sa,
                             if_else(startForward, sa - f0_max,
                                     if_else(startBackward, sa + f0_max,
                                             if_else(was(Forward), sa - f0_max, sa + f0_max))))));
}

}  // namespace acausal

namespace acausal::rotational {

using namespace friction_mode;

PartialFriction::PartialFriction(Component& c, double w_small_value)
    : w_relfric(c.variable("w_relfric", {.unit = "rad/s",
                                         .description = "relative angular velocity between "
                                                        "frictional surfaces"})),
      a_relfric(c.variable("a_relfric", {.unit = "rad/s2",
                                         .description = "relative angular acceleration between "
                                                        "frictional surfaces"})),
      tau0(c.variable("tau0", {.unit = "N.m",
                               .description = "friction torque for w_relfric = 0 and forward "
                                              "sliding"})),
      tau0_max(c.variable("tau0_max", {.unit = "N.m",
                                       .description = "maximum friction torque for w_relfric = "
                                                      "0 and locked"})),
      sa(c.variable("sa", {.unit = "1",
                           .description = "path parameter of friction characteristic tau = "
                                          "f(a_relfric)",
                           .start = 0.0})),
      free(c.discrete("free", 0.0, "= true, if frictional element is not active")),
      startForward(
          c.discrete("startForward", 0.0, "= true, if w_relfric = 0 and start of forward sliding")),
      startBackward(c.discrete("startBackward", 0.0,
                               "= true, if w_relfric = 0 and start of backward sliding")),
      locked(c.discrete("locked", 0.0, "= true, if w_rel = 0 and not sliding")),
      mode(c.discrete("mode", Unknown,
                      "mode of friction (-1: backward sliding, 0: stuck, 1: forward sliding, 2: "
                      "inactive, 3: unknown)")),
      w_small(c.parameter("w_small", w_small_value,
                          {"rad/s",
                           "relative angular velocity near to zero if jumps due to a reinit(..) "
                           "of the velocity can occur",
                           ParameterCheck::Positive})),
      owner_(&c) {}

void PartialFriction::friction_equations(const Expr& free_value) {
  coulomb_friction_equations(*owner_,
                             {w_relfric, a_relfric, tau0, tau0_max, sa, free, startForward,
                              startBackward, locked, mode, w_small},
                             free_value);
}

}  // namespace acausal::rotational
