// The causal sequence run in part: the steps that one unknown needs, found by
// CausalEvaluator::steps_for, compute it exactly as the whole sequence does,
// and reading anything outside the slice would show (it holds NaN).
#include <gtest/gtest.h>

#include <algorithm>
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

// The initial point of a model with every unknown as the whole causal
// sequence computes it, and the parameters and discrete state it was solved with.
struct InitialPoint {
  explicit InitialPoint(const std::shared_ptr<const CompiledModel>& model) : sim(model) {
    sim.initialize(0.0);
    p = sim.parameter_vector();
    d = sim.discrete_state();
    y = sim.y();
    yp = sim.yp();
    solvers::CausalEvaluator whole(model->causal);
    solved = whole.evaluate(0.0, y, yp, p.data(), d.data());
  }
  Simulation sim;
  std::vector<double> p, d, y, yp;
  bool solved = false;
};

void expect_slices_compute_what_the_whole_sequence_does(const std::string& name) {
  const models::ModelEntry& entry = models::find_model(name);
  const std::shared_ptr<const CompiledModel> model = compile(*entry.build());
  ASSERT_TRUE(model->causal.complete) << name;
  const InitialPoint start(model);
  const std::vector<double>&p = start.p, &d = start.d, &y = start.y, &yp = start.yp;
  ASSERT_TRUE(start.solved);

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

// The sequence computes what the zero-crossing functions read first, in
// steps of their own (build_causal_sequence's `first`): the root functions of
// the explicit formulation run a prefix, which on C11 leaves out the
// mechanism's torn block (its mass matrix), and that prefix computes every
// relation input as the whole sequence does, from NaN elsewhere.
TEST(CausalSlice, TheRelationsInputsComeFirstAndWithoutTheMechanism) {
  const std::shared_ptr<const CompiledModel> model =
      compile(*models::find_model("argesim.C11.TaskB").build());
  const auto n = static_cast<std::size_t>(model->size());
  std::vector<char> y_read(n, 0), yp_read(n, 0);
  for (int k : model->events.relation_functions.input_indices(InputKind::Y))
    y_read[static_cast<std::size_t>(k)] = 1;
  for (int k : model->events.relation_functions.input_indices(InputKind::YP))
    yp_read[static_cast<std::size_t>(k)] = 1;
  solvers::CausalEvaluator part(model->causal);
  const std::vector<char> only = part.steps_for(y_read, yp_read);
  const std::size_t steps = model->causal.steps.size();
  std::size_t prefix = 0;
  while (prefix < steps && only[prefix]) ++prefix;
  ASSERT_GT(prefix, 0u);
  ASSERT_LT(prefix, steps);
  for (std::size_t k = prefix; k < steps; ++k) EXPECT_FALSE(only[k]) << "step " << k;
  for (std::size_t k = 0; k < prefix; ++k)
    EXPECT_TRUE(model->causal.steps[k].tears.empty()) << "a torn block in the prefix, step " << k;
  // Assignments the relations do not need were moved after the prefix, in
  // front of the torn block that needs them (in BLT order they were one step
  // with the relations' inputs).
  std::size_t torn = prefix;
  while (torn < steps && model->causal.steps[torn].tears.empty()) ++torn;
  ASSERT_LT(torn, steps);
  EXPECT_GT(torn, prefix) << "no assignment step between the prefix and the torn block";

  const InitialPoint start(model);
  const std::vector<double>&p = start.p, &d = start.d, &y = start.y, &yp = start.yp;
  ASSERT_TRUE(start.solved);
  const double nan = std::numeric_limits<double>::quiet_NaN();
  std::vector<double> ys(n, nan), yps(n, nan);
  for (std::size_t k = 0; k < n; ++k)
    if (model->components[k].differential) ys[k] = y[k];
  ASSERT_TRUE(part.evaluate(0.0, ys, yps, p.data(), d.data(), &only));
  std::size_t inputs = 0;
  for (std::size_t k = 0; k < n; ++k) {
    if (y_read[k]) {
      EXPECT_EQ(ys[k], y[k]) << model->components[k].name;
      ++inputs;
    }
    if (yp_read[k]) {
      EXPECT_EQ(yps[k], yp[k]) << "der(" << model->components[k].name << ")";
    }
  }
  std::printf("[ figures  ] argesim.C11.TaskB: %zu relation inputs, prefix of %zu of %zu steps\n",
              inputs, prefix, steps);
  EXPECT_GT(inputs, 3u);
}

// After an event changes discrete values (a sampled controller's outputs),
// the steps that CausalEvaluator::steps_after marks, run from the point that
// solved the sequence before, give what the whole sequence gives for the new
// values; the other steps' unknowns do not change. On the averaged twin a
// controller's output reaches its own motor's steps and not the mechanism.
TEST(CausalSlice, AfterADiscreteChangeTheStepsDownstreamGiveTheWholeSequencesValues) {
  const std::shared_ptr<const CompiledModel> model =
      compile(*models::find_model("Seed000.Twin.PmsmAveraged").build());
  ASSERT_TRUE(model->causal.complete);
  const InitialPoint start(model);
  ASSERT_TRUE(start.solved);
  const auto n = static_cast<std::size_t>(model->size());
  const std::size_t steps = model->causal.steps.size();
  std::vector<char> relation_slot(start.d.size(), 0);
  for (const RelationInfo& rel : model->events.relations)
    relation_slot[static_cast<std::size_t>(rel.slot)] = 1;
  std::vector<char> read(start.d.size(), 0);
  for (const CausalStep& step : model->causal.steps)
    for (const Program* program : {&step.residual, &step.jacobian, &step.values})
      for (int slot : program->input_indices(InputKind::Discrete))
        read[static_cast<std::size_t>(slot)] = 1;

  solvers::CausalEvaluator part(model->causal), whole(model->causal);
  std::size_t tried = 0, smallest = steps, largest = 0;
  for (std::size_t slot = 0; slot < start.d.size(); ++slot) {
    if (!read[slot] || relation_slot[slot]) continue;  // relations switch modes: not a value change
    std::vector<char> changed(start.d.size(), 0);
    changed[slot] = 1;
    const std::vector<char> only = part.steps_after(changed);
    std::vector<double> d = start.d;
    d[slot] += 0.25 * (1.0 + std::fabs(d[slot]));
    std::vector<double> ys = start.y, yps = start.yp, yw = start.y, ypw = start.yp;
    ASSERT_TRUE(part.evaluate(0.0, ys, yps, start.p.data(), d.data(), &only));
    ASSERT_TRUE(whole.evaluate(0.0, yw, ypw, start.p.data(), d.data()));
    // A torn block the partial run leaves out, the whole one solves again
    // from the same point: equal to the rounding of the point's magnitudes.
    double scale = 0.0;
    for (std::size_t i = 0; i < n; ++i)
      scale = std::max({scale, std::fabs(yw[i]), std::fabs(ypw[i])});
    const double tolerance = 1e-12 * (1.0 + scale);
    std::size_t moved = 0;
    for (std::size_t i = 0; i < n; ++i) {
      EXPECT_NEAR(ys[i], yw[i], tolerance)
          << model->events.slot_names[slot] << " changed: " << model->components[i].name;
      EXPECT_NEAR(yps[i], ypw[i], tolerance)
          << model->events.slot_names[slot] << " changed: der(" << model->components[i].name << ")";
      if (std::fabs(yw[i] - start.y[i]) > tolerance || std::fabs(ypw[i] - start.yp[i]) > tolerance)
        ++moved;
    }
    const auto used = static_cast<std::size_t>(std::ranges::count(only, 1));
    EXPECT_GT(moved, 0u) << model->events.slot_names[slot] << " changes nothing";
    smallest = std::min(smallest, used);
    largest = std::max(largest, used);
    ++tried;
  }
  std::printf(
      "[ figures  ] %zu discrete values read by the causal sequence: %zu to %zu of %zu "
      "steps run after one changes\n",
      tried, smallest, largest, steps);
  EXPECT_GE(tried, 12u);  // at least two controller outputs per motor
  EXPECT_LT(largest, steps / 2);

  // A change of nothing the sequence reads runs nothing.
  EXPECT_EQ(std::ranges::count(part.steps_after(std::vector<char>(start.d.size(), 0)), 1), 0);
}

}  // namespace
}  // namespace acausal
