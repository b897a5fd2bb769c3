// The causal sequence run in part: the steps that one unknown needs, found by
// CausalEvaluator::steps_for, compute it exactly as the whole sequence does,
// and reading anything outside the slice would show (it holds NaN).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <limits>
#include <memory>
#include <vector>

#include "core/compile/compiled_model.hpp"
#include "models/registry.hpp"
#include "solvers/explicit/causal_evaluator.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

void expect_slices_compute_what_the_whole_sequence_does(const std::string& name) {
  const models::ModelEntry& entry = models::find_model(name);
  const std::shared_ptr<const CompiledModel> model = compile(*entry.build());
  ASSERT_TRUE(model->causal.complete) << name;
  Simulation sim(model);
  sim.initialize(0.0);
  const std::vector<double>& p = sim.parameter_vector();
  const std::vector<double>& d = sim.discrete_state();
  std::vector<double> y = sim.y(), yp = sim.yp();
  solvers::CausalEvaluator whole(model->causal);
  ASSERT_TRUE(whole.evaluate(0.0, y, yp, p.data(), d.data()));

  const auto n = static_cast<std::size_t>(model->size());
  const std::size_t steps = model->causal.steps.size();
  const double nan = std::numeric_limits<double>::quiet_NaN();
  std::size_t checked = 0, smallest = steps;
  for (std::size_t i = 0; i < n; ++i) {
    if (model->components[i].differential) continue;  // a state's y is an input
    solvers::CausalEvaluator part(model->causal);
    std::vector<char> y_needed(n, 0), yp_needed(n, 0);
    y_needed[i] = 1;
    const std::vector<char> only = part.steps_for(y_needed, yp_needed);
    // Everything the slice does not write is unknown to it: NaN.
    std::vector<double> ys(n, nan), yps(n, nan);
    for (std::size_t k = 0; k < n; ++k)
      if (model->components[k].differential) ys[k] = y[k];
    std::size_t used = 0;
    for (std::size_t k = 0; k < steps; ++k) {
      if (!only[k]) continue;
      ++used;
      const CausalStep& step = model->causal.steps[k];
      for (const auto* targets : {&step.tears, &step.targets})
        for (const CausalTarget& t : *targets) {
          const auto j = static_cast<std::size_t>(t.index);
          (t.derivative ? yps : ys)[j] = (t.derivative ? yp : y)[j];  // the Newton start
        }
    }
    ASSERT_TRUE(part.evaluate(0.0, ys, yps, p.data(), d.data(), &only))
        << name << ": " << model->components[i].name;
    // Equal up to the rounding of a torn block solved from another start
    // (the whole sequence's result is this one's Newton start); NaN fails.
    EXPECT_NEAR(ys[i], y[i], 1e-12 * (1.0 + std::fabs(y[i])))
        << name << ": " << model->components[i].name;
    smallest = std::min(smallest, used);
    ++checked;
  }
  std::printf("[ figures  ] %s: %zu algebraic unknowns, %zu steps, smallest slice %zu\n",
              name.c_str(), checked, steps, smallest);
  EXPECT_GT(checked, 10u);
  EXPECT_LT(smallest, steps);  // some slice leaves part of the sequence out
}

TEST(CausalSlice, EachAlgebraicUnknownComesOutAsFromTheWholeSequence) {
  expect_slices_compute_what_the_whole_sequence_does("Drives.PMSM_FOC_Switched");
  expect_slices_compute_what_the_whole_sequence_does("argesim.C11.TaskB");
}

}  // namespace
}  // namespace acausal
