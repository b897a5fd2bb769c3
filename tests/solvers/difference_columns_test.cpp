// The explicit formulation's difference quotients column by column: the
// right-hand side at states moved in one component, computed from the point
// it moved from by the causal steps that component reaches
// (ExplicitFormulation::rhs_moved), equals a whole right-hand side there.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "core/compile/compiled_model.hpp"
#include "models/registry.hpp"
#include "solvers/explicit/explicit_formulation.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

struct ColumnFigures {
  std::size_t states = 0, steps = 0, smallest = 0, total = 0, moving = 0;
};

ColumnFigures expect_columns_as_whole_right_hand_sides(const std::string& name) {
  const std::shared_ptr<const CompiledModel> model = compile(*models::find_model(name).build());
  Simulation sim(model);
  sim.initialize(0.0);
  const std::vector<double> p = sim.parameter_vector(), d = sim.discrete_state();
  solvers::ExplicitFormulation f(*model, p, d);
  const auto n = static_cast<std::size_t>(f.size());
  std::vector<double> x(n), fx(n), moved(n), whole(n);
  f.gather(sim.y(), x);
  f.rhs(0.0, x.data(), fx.data());
  double scale = 0.0;
  for (double v : fx) scale = std::max(scale, std::fabs(v));
  f.set_base(0.0, x.data());
  ColumnFigures figures{n, model->causal.steps.size(), model->causal.steps.size(), 0, 0};
  for (std::size_t j = 0; j < n; ++j) {
    std::vector<double> xj = x;
    xj[j] += 1e-4 * std::max(1.0, std::fabs(x[j]));  // far enough to move what it reaches
    f.rhs_moved(0.0, xj.data(), static_cast<int>(j), moved.data());
    f.rhs(0.0, xj.data(), whole.data());
    bool changed = false;
    for (std::size_t i = 0; i < n; ++i) {
      // A torn block the column leaves out, the whole evaluation solves again
      // from another start: equal to rounding.
      EXPECT_NEAR(moved[i], whole[i], 1e-12 * (1.0 + scale))
          << name << ": d(" << f.state_name(static_cast<int>(i)) << ")/dt with "
          << f.state_name(static_cast<int>(j)) << " moved";
      changed = changed || whole[i] != fx[i];
    }
    figures.moving += changed ? 1 : 0;
    const auto used =
        static_cast<std::size_t>(std::ranges::count(f.column_steps(static_cast<int>(j)), 1));
    figures.smallest = std::min(figures.smallest, used);
    figures.total += used;
  }
  std::printf(
      "[ figures  ] %s: %zu states, %zu causal steps; a column runs at least %zu, on average "
      "%.1f of them\n",
      name.c_str(), figures.states, figures.steps, figures.smallest,
      static_cast<double>(figures.total) / static_cast<double>(figures.states));
  EXPECT_GT(figures.moving, 0u) << name << ": no state moves a derivative";
  return figures;
}

TEST(DifferenceColumns, EachColumnRunsWhatItsStateReachesAndGivesTheWholeRightHandSide) {
  // Six motors and a mechanism: a winding current reaches its own motor's
  // steps and the mechanism, not the other five motors.
  const ColumnFigures twin = expect_columns_as_whole_right_hand_sides("Seed000.Twin.PmsmAveraged");
  EXPECT_LT(2 * twin.total, twin.states * twin.steps);
  EXPECT_LT(2 * twin.smallest, twin.steps);
  EXPECT_EQ(twin.moving, twin.states);
  expect_columns_as_whole_right_hand_sides("argesim.C11.TaskB");
}

}  // namespace
}  // namespace acausal
