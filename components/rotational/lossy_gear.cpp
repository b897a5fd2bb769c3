#include "components/rotational/lossy_gear.hpp"

#include <cmath>
#include <limits>

#include <fmt/format.h>

#include "components/rotational/friction_partials.hpp"
#include "core/errors.hpp"

namespace acausal::rotational {

using namespace friction_mode;

namespace {

// Modelica.Math.Vectors.interpolate of one column over the table's speeds:
// linear, extrapolated through the first or last two rows, constant for one
// row; no events (a function call).
Expr interpolate(const std::vector<Expr>& x, const std::vector<Expr>& y, const Expr& at) {
  if (x.size() == 1) return y[0];
  auto segment = [&](std::size_t i) {
    return y[i] + (y[i + 1] - y[i]) * (at - x[i]) / (x[i + 1] - x[i]);
  };
  Expr v = segment(x.size() - 2);
  for (std::size_t i = x.size() - 2; i-- > 0;) v = if_else(at < x[i + 1], segment(i), v);
  return no_event(v);
}

// The same for numbers: column j of the table at speed w.
double interpolate_value(const std::vector<LossTableRow>& t, std::size_t j, double w) {
  if (t.size() == 1) return t[0][j];
  std::size_t i = 0;
  while (i + 2 < t.size() && w >= t[i + 1][0]) ++i;
  return t[i][j] + (t[i + 1][j] - t[i][j]) * (w - t[i][0]) / (t[i + 1][0] - t[i][0]);
}

// A mesh efficiency's start value: the table's at rest (1 for an empty table,
// which the constructor refuses). Not 0 (divided by) nor 1 where the table
// says otherwise (eta_mf1 - 1/eta_mf2 is divided by when neither is 1).
double efficiency_at_rest(const std::vector<LossTableRow>& t, std::size_t j) {
  return t.empty() ? 1.0 : interpolate_value(t, j, 0.0);
}

bool is_one(double v) {
  return std::abs(v - 1.0) <= std::numeric_limits<double>::epsilon();
}

}  // namespace

LossyGear::LossyGear(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flange_a(declare_flange(*this, "flange_a")),
      flange_b(declare_flange(*this, "flange_b")),
      phi_a(variable("phi_a", {.unit = "rad", .description = "angle of flange_a w.r.t. support"})),
      phi_b(variable("phi_b", {.unit = "rad", .description = "angle of flange_b w.r.t. support"})),
      sa(variable("sa", {.unit = "1",
                         .description = "path parameter for acceleration and torque loss",
                         .start = 0.0})),
      w_a(variable(
          "w_a", {.unit = "rad/s", .description = "angular velocity of flange_a w.r.t. support"})),
      a_a(variable("a_a", {.unit = "rad/s2",
                           .description = "angular acceleration of flange_a w.r.t. support"})),
      eta_mf1(variable("eta_mf1", {.unit = "1",
                                   .description = "mesh efficiency, flange_a driving",
                                   .start = efficiency_at_rest(p.lossTable, 1)})),
      eta_mf2(variable("eta_mf2", {.unit = "1",
                                   .description = "mesh efficiency, flange_b driving",
                                   .start = efficiency_at_rest(p.lossTable, 2)})),
      tau_bf_a(variable("tau_bf_a", {.unit = "N.m",
                                     .description = "bearing friction torque on "
                                                    "flange_a side"})),
      tau_eta(variable("tau_eta",
                       {.unit = "N.m", .description = "torque that determines the driving side"})),
      tau_bf1(variable("tau_bf1", {.unit = "N.m",
                                   .description = "resultant bearing friction torque, flange_a "
                                                  "driving"})),
      tau_bf2(variable("tau_bf2", {.unit = "N.m",
                                   .description = "resultant bearing friction torque, flange_b "
                                                  "driving"})),
      tauLoss(variable(
          "tauLoss", {.unit = "N.m", .description = "torque loss in the gear teeth and bearings"})),
      tauLossMax(variable("tauLossMax", {.unit = "N.m",
                                         .description = "torque loss for positive "
                                                        "speed"})),
      tauLossMin(variable("tauLossMin", {.unit = "N.m",
                                         .description = "torque loss for negative "
                                                        "speed"})),
      tauLossMax_p(
          variable("tauLossMax_p", {.unit = "N.m", .description = "torque loss at w_a = 0+"})),
      tauLossMin_m(
          variable("tauLossMin_m", {.unit = "N.m", .description = "torque loss at w_a = 0-"})),
      lossPower(variable("lossPower", {.unit = "W", .description = "dissipated power"})),
      tau_etaPos(discrete("tau_etaPos", 1.0, "= true, if torque tau_eta is not negative")),
      startForward(discrete("startForward", 0.0, "= true, if starting to roll forward")),
      startBackward(discrete("startBackward", 0.0, "= true, if starting to roll backward")),
      locked(discrete("locked", 0.0, "= true, if gear is locked")),
      mode(discrete("mode", Free,
                    "mode of friction element (-1: backward rolling, 0: stuck, 1: forward "
                    "rolling, 2: not active, 3: unknown)")) {
  const auto& table = p.lossTable;
  if (table.empty())
    throw ModelError(fmt::format("LossyGear '{}': lossTable needs at least one row", path()));
  for (std::size_t k = 1; k < table.size(); ++k)
    if (!(table[k][0] > table[k - 1][0]))
      throw ModelError(fmt::format(
          "LossyGear '{}': lossTable needs strictly increasing speeds (column 1), but row {} has "
          "{} after {}",
          path(), k + 1, table[k][0], table[k - 1][0]));
  for (std::size_t k = 0; k < table.size(); ++k)
    for (int j : {1, 2})
      if (!(table[k][static_cast<std::size_t>(j)] > 0.0))
        throw ModelError(fmt::format(
            "LossyGear '{}': lossTable[{},{}] = {} is not a mesh efficiency: it must be > 0",
            path(), k + 1, j + 1, table[k][static_cast<std::size_t>(j)]));
  Expr ratio =
      parameter("ratio", p.ratio,
                {"", "transmission ratio (flange_a.phi/flange_b.phi)", ParameterCheck::NonZero});
  std::array<std::vector<Expr>, 5> column;
  const std::array<const char*, 5> units = {"rad/s", "1", "1", "N.m", "N.m"};
  for (std::size_t k = 0; k < table.size(); ++k)
    for (std::size_t j = 0; j < 5; ++j)
      column[j].push_back(parameter(fmt::format("lossTable[{},{}]", k + 1, j + 1), table[k][j],
                                    {units[j], "mesh efficiencies and bearing friction vs speed"}));
  // MSL: ideal = (lossTable == [0, 1, 1, 0, 0]), decided once (structural).
  const bool ideal = table.size() == 1 && table[0][0] == 0 && is_one(table[0][1]) &&
                     is_one(table[0][2]) && table[0][3] == 0 && table[0][4] == 0;
  OptionalSupport support(*this, p.use_support, -flange_a.tau - flange_b.tau);

  // Values at w = 0 (MSL's protected parameters), used to decide the mode.
  const Expr eta_mf1_0 = interpolate(column[0], column[1], 0.0);
  const Expr eta_mf2_0 = interpolate(column[0], column[2], 0.0);
  const Expr tau_bf1_0 = abs(interpolate(column[0], column[3], 0.0));
  const Expr tau_bf2_0 = abs(interpolate(column[0], column[4], 0.0));
  // For eta = 1 on both sides the bearing friction cannot be split between
  // the sides: half on each (MSL). Decided from the values at construction.
  const bool unit_efficiency_0 =
      is_one(interpolate_value(table, 1, 0.0)) && is_one(interpolate_value(table, 2, 0.0));
  const Expr tau_bf_a_0 =
      unit_efficiency_0 ? tau_bf1_0 / 2 : (tau_bf1_0 - tau_bf2_0) / (eta_mf1_0 - 1.0 / eta_mf2_0);

  if (ideal) {
    equation(eta_mf1, 1.0);
    equation(eta_mf2, 1.0);
    equation(tau_bf1, 0.0);
    equation(tau_bf2, 0.0);
  } else {
    const Expr speed = no_event(abs(w_a));
    equation(eta_mf1, interpolate(column[0], column[1], speed));
    equation(eta_mf2, interpolate(column[0], column[2], speed));
    equation(tau_bf1, no_event(abs(interpolate(column[0], column[3], speed))));
    equation(tau_bf2, no_event(abs(interpolate(column[0], column[4], speed))));
  }
  bool all_unit = true, none_unit = true;
  for (const auto& row : table) {
    const bool unit = is_one(row[1]) && is_one(row[2]);
    all_unit = all_unit && unit;
    none_unit = none_unit && !unit;
  }
  const Expr split = (tau_bf1 - tau_bf2) / (eta_mf1 - 1.0 / eta_mf2);
  if (all_unit || ideal)
    equation(tau_bf_a, tau_bf1 / 2);
  else if (none_unit)
    equation(tau_bf_a, split);
  else  // Modelica.Math.isEqual(eta, 1) in a function: no event
    equation(tau_bf_a,
             no_event(if_else(abs(eta_mf1 - 1.0) <= 2.2e-16 && abs(eta_mf2 - 1.0) <= 2.2e-16,
                              tau_bf1 / 2, split)));

  equation(phi_a, flange_a.phi - support.phi);
  equation(phi_b, flange_b.phi - support.phi);
  equation(phi_a, ratio * phi_b);
  // Torque balance (no inertias).
  equation(0.0, flange_b.tau + ratio * (flange_a.tau - tauLoss));
  equation(w_a, der(phi_a));
  equation(a_a, der(w_a));

  const Expr tau_a = flange_a.tau;
  // Driving side at w = 0+ and 0-, from the values at w = 0.
  const Expr tau_eta_p = tau_a - tau_bf_a_0;
  const Expr tau_eta_m = tau_a + tau_bf_a_0;
  const Expr quadrant1_p = (1.0 - eta_mf1_0) * tau_a + tau_bf1_0;
  const Expr quadrant2_p = (1.0 - 1.0 / eta_mf2_0) * tau_a + tau_bf2_0;
  equation(tauLossMax_p, no_event(if_else(tau_eta_p > 0.0, quadrant1_p, quadrant2_p)));
  const Expr quadrant4_m = (1.0 - 1.0 / eta_mf2_0) * tau_a - tau_bf2_0;
  const Expr quadrant3_m = (1.0 - eta_mf1_0) * tau_a - tau_bf1_0;
  equation(tauLossMin_m, no_event(if_else(tau_eta_m > 0.0, quadrant4_m, quadrant3_m)));
  const Expr quadrant1 = (1.0 - eta_mf1) * tau_a + tau_bf1;
  const Expr quadrant2 = (1.0 - 1.0 / eta_mf2) * tau_a + tau_bf2;
  const Expr quadrant4 = (1.0 - 1.0 / eta_mf2) * tau_a - tau_bf2;
  const Expr quadrant3 = (1.0 - eta_mf1) * tau_a - tau_bf1;

  const Expr was_forward = mode_is(pre(mode), Forward);
  const Expr was_backward = mode_is(pre(mode), Backward);
  const Expr was_stuck = mode_is(pre(mode), Stuck);
  equation(tau_eta, ideal ? tau_a
                          : if_else(locked, tau_a,
                                    if_else(startForward || was_forward, tau_a - tau_bf_a,
                                            tau_a + tau_bf_a)));
  discrete_equation(tau_etaPos, tau_eta >= 0.0);
  equation(tauLossMax, if_else(tau_etaPos, quadrant1, quadrant2));
  equation(tauLossMin, if_else(tau_etaPos, quadrant4, quadrant3));
  const Expr init = initial();
  discrete_equation(startForward, (was_stuck && sa > tauLossMax_p) || (init && w_a > 0.0));
  discrete_equation(startBackward, (was_stuck && sa < tauLossMin_m) || (init && w_a < 0.0));
  if (ideal)
    discrete_equation(locked, 0.0);
  else
    discrete_equation(locked, !(was_forward || startForward || was_backward || startBackward));
  equation(tauLoss, ideal ? Expr(0.0)
                          : if_else(locked, sa,
                                    if_else(startForward || was_forward, tauLossMax, tauLossMin)));
  equation(a_a, if_else(locked, 0.0, sa - tauLoss));
  discrete_equation(mode, ideal ? Expr(Free)
                                : if_else((was_forward || startForward) && w_a > 0.0, Forward,
                                          if_else((was_backward || startBackward) && w_a < 0.0,
                                                  Backward, Stuck)));
  equation(lossPower, tauLoss * w_a);
}

}  // namespace acausal::rotational
