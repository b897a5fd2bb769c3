// The compiled Jacobian dF/dy + cj dF/dy' of every built-in model against
// central differences of its residual, at the consistent initial point and at
// a point moved off it (where velocities and currents are not zero, so that
// the terms they multiply are checked too). Every entry the differences show
// must be in the sparsity pattern, with the symbolic value.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/compile/compiled_model.hpp"
#include "core/model/model.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/builtin_models.hpp"

namespace acausal {
namespace {

struct Mismatch {
  int row = -1, column = -1;
  bool derivative = false;
  double symbolic = 0, differenced = 0, excess = 0;
};

// The largest |symbolic - differenced| over its tolerance, among the columns
// of y (derivative false) or of y' (true).
Mismatch worst_mismatch(Simulation& sim, double t, std::vector<double> y, std::vector<double> yp,
                        bool derivative) {
  const int n = sim.size();
  const auto& pattern = sim.jacobian_pattern();
  std::vector<double> j0(static_cast<std::size_t>(pattern.nonzeros()));
  std::vector<double> j1(j0.size());
  sim.jacobian(t, y.data(), yp.data(), 0.0, j0.data());  // dF/dy
  sim.jacobian(t, y.data(), yp.data(), 1.0, j1.data());  // dF/dy + dF/dy'
  // The size of each row's terms, |dF/dy_k| (1 + |y_k|), |dF/dy'_k| (1 + |y'_k|)
  // and |F|: the round-off of a residual whose terms cancel, which central
  // differences divide by h.
  std::vector<double> f0(static_cast<std::size_t>(n));
  sim.residual(t, y.data(), yp.data(), f0.data());
  std::vector<double> row_scale(static_cast<std::size_t>(n), 1.0);
  for (int c = 0; c < n; ++c)
    for (int k = pattern.column_start[static_cast<std::size_t>(c)];
         k < pattern.column_start[static_cast<std::size_t>(c) + 1]; ++k) {
      const auto i = static_cast<std::size_t>(k);
      const auto r = static_cast<std::size_t>(pattern.row_index[i]);
      const double size =
          std::fabs(j0[i]) * (1.0 + std::fabs(y[static_cast<std::size_t>(c)])) +
          std::fabs(j1[i] - j0[i]) * (1.0 + std::fabs(yp[static_cast<std::size_t>(c)]));
      if (std::isfinite(size)) row_scale[r] = std::max(row_scale[r], size);
    }
  for (int r = 0; r < n; ++r)
    if (std::isfinite(f0[static_cast<std::size_t>(r)]))
      row_scale[static_cast<std::size_t>(r)] = std::max(row_scale[static_cast<std::size_t>(r)],
                                                        std::fabs(f0[static_cast<std::size_t>(r)]));
  auto entry = [&](std::size_t k) { return derivative ? j1[k] - j0[k] : j0[k]; };
  std::vector<double> plus(static_cast<std::size_t>(n)), minus(plus.size()), column(plus.size());
  Mismatch worst;
  for (int c = 0; c < n; ++c) {
    std::vector<double>& x = derivative ? yp : y;
    const double x0 = x[static_cast<std::size_t>(c)];
    const double h = 1e-6 * (1.0 + std::fabs(x0));
    x[static_cast<std::size_t>(c)] = x0 + h;
    sim.residual(t, y.data(), yp.data(), plus.data());
    x[static_cast<std::size_t>(c)] = x0 - h;
    sim.residual(t, y.data(), yp.data(), minus.data());
    x[static_cast<std::size_t>(c)] = x0;
    std::fill(column.begin(), column.end(), 0.0);
    for (int k = pattern.column_start[static_cast<std::size_t>(c)];
         k < pattern.column_start[static_cast<std::size_t>(c) + 1]; ++k)
      column[static_cast<std::size_t>(pattern.row_index[static_cast<std::size_t>(k)])] =
          entry(static_cast<std::size_t>(k));
    for (int r = 0; r < n; ++r) {
      const auto i = static_cast<std::size_t>(r);
      const double d = (plus[i] - minus[i]) / (2.0 * h);
      if (!std::isfinite(d) || !std::isfinite(column[i])) continue;  // a pole nearby
      const double tolerance = 1e-5 * std::max(std::fabs(d), std::fabs(column[i])) +
                               1e-6 * row_scale[i] / (1.0 + std::fabs(x0));
      double excess = std::fabs(d - column[i]) / tolerance;
      // A kink at the point (a noEvent choice on its boundary): the symbolic
      // value is the slope of one side.
      const double ahead = (plus[i] - f0[i]) / h, behind = (f0[i] - minus[i]) / h;
      if (std::fabs(ahead - behind) > tolerance)
        excess =
            std::min(excess, std::min(std::fabs(ahead - column[i]), std::fabs(behind - column[i])) /
                                 tolerance);
      if (excess > worst.excess) worst = {r, c, derivative, column[i], d, excess};
    }
  }
  return worst;
}

class EveryBuiltInModelJacobian : public ::testing::TestWithParam<std::string> {};

TEST_P(EveryBuiltInModelJacobian, AgreesWithDifferencesOfTheResidual) {
  const models::ModelEntry& entry = models::find_model(GetParam());
  auto compiled = std::shared_ptr<const CompiledModel>(compile(*entry.build()));
  Simulation sim(compiled);
  const double t = entry.defaults.t_start;
  sim.initialize(t);
  std::vector<double> y = sim.y(), yp = sim.yp();
  // Off the initial point: every unknown and derivative moved by a few
  // percent of its size plus a small absolute amount.
  std::vector<double> y_off = y, yp_off = yp;
  for (std::size_t i = 0; i < y.size(); ++i) {
    const double s = std::sin(1.0 + static_cast<double>(i));
    y_off[i] += 0.03 * s * y[i] + 1e-2 * s;
    yp_off[i] += 0.03 * s * yp[i] + 1e-2 * std::cos(static_cast<double>(i));
  }
  for (const auto& [label, py, pyp] :
       {std::tuple{"initial point", &y, &yp}, std::tuple{"moved point", &y_off, &yp_off}}) {
    for (bool derivative : {false, true}) {
      const Mismatch m = worst_mismatch(sim, t, *py, *pyp, derivative);
      EXPECT_LE(m.excess, 1.0)
          << label << ": d F[" << m.row << "] ("
          << compiled->residual_origin[static_cast<std::size_t>(std::max(m.row, 0))] << ") / d "
          << (derivative ? "der(" : "") << sim.component_name(std::max(m.column, 0))
          << (derivative ? ")" : "") << ": symbolic " << m.symbolic << ", central differences "
          << m.differenced;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Jacobian, EveryBuiltInModelJacobian,
                         ::testing::ValuesIn(acausal::testing::builtin_model_names()),
                         acausal::testing::model_test_name);

}  // namespace
}  // namespace acausal
