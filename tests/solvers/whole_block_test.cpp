// Algebraic loops solved whole (CausalStep::sparse(): every unknown of the
// block a tear variable, the block's own equations and their sparse Jacobian,
// KLU) against the same loops torn (assignments substituted, a dense LU of the
// remaining tears): both sequences must compute the same unknowns, and those
// must satisfy the DAE residual F = 0 of the model.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "core/codegen/codegen.hpp"
#include "core/codegen/native_library.hpp"
#include "core/compile/compiled_model.hpp"
#include "models/registry.hpp"
#include "solvers/explicit/causal_evaluator.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

int sparse_steps(const CompiledModel& m) {
  return static_cast<int>(std::count_if(m.causal.steps.begin(), m.causal.steps.end(),
                                        [](const CausalStep& s) { return s.sparse(); }));
}

void expect_whole_blocks_solve_as_torn_ones(const std::string& name, double perturbation) {
  const models::ModelEntry& entry = models::find_model(name);
  CompileOptions interpreted;
  interpreted.codegen.mode = CodegenMode::Off;
  const auto torn = compile(*entry.build(), interpreted);
  CompileOptions whole_options = interpreted;
  whole_options.max_torn_block = 1;  // every block of two or more equations solved whole
  const auto whole = compile(*entry.build(), whole_options);
  ASSERT_TRUE(torn->causal.complete && whole->causal.complete) << name;
  ASSERT_EQ(torn->size(), whole->size());
  for (int i = 0; i < torn->size(); ++i)
    ASSERT_EQ(torn->components[static_cast<std::size_t>(i)].name,
              whole->components[static_cast<std::size_t>(i)].name);
  EXPECT_EQ(sparse_steps(*torn), 0) << name;
  EXPECT_GT(sparse_steps(*whole), 0) << name;
  EXPECT_EQ(whole->causal.whole_blocks, sparse_steps(*whole)) << name;
  EXPECT_NE(whole->causal.describe().find(
                fmt::format("{} solved whole with a sparse LU", sparse_steps(*whole))),
            std::string::npos)
      << whole->causal.describe();
  EXPECT_EQ(torn->causal.describe().find("solved whole"), std::string::npos);
  EXPECT_EQ(whole->causal.tear_variables + whole->causal.assignments, whole->size()) << name;

  // A consistent start, then the states moved: both sequences solve from the
  // same point (the tears' values are the Newton start of nonlinear blocks).
  Simulation sim(torn);
  sim.initialize(0.0);
  const std::vector<double> p = sim.parameter_vector(), d = sim.discrete_state();
  std::vector<double> y = sim.y(), yp = sim.yp();
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> u(-perturbation, perturbation);
  for (std::size_t i = 0; i < y.size(); ++i)
    if (torn->components[i].differential) y[i] += u(rng);
  std::vector<double> y_torn = y, yp_torn = yp, y_whole = y, yp_whole = yp;
  solvers::CausalEvaluator by_tearing(torn->causal), by_whole_blocks(whole->causal);
  ASSERT_TRUE(by_tearing.evaluate(0.1, y_torn, yp_torn, p.data(), d.data())) << name;
  ASSERT_TRUE(by_whole_blocks.evaluate(0.1, y_whole, yp_whole, p.data(), d.data())) << name;

  double scale = 1.0;
  for (double v : y_torn) scale = std::max(scale, std::fabs(v));
  for (double v : yp_torn) scale = std::max(scale, std::fabs(v));
  for (std::size_t i = 0; i < y.size(); ++i) {
    EXPECT_NEAR(y_whole[i], y_torn[i], 1e-9 * scale)
        << name << ": y of " << whole->components[i].name;
    EXPECT_NEAR(yp_whole[i], yp_torn[i], 1e-9 * scale)
        << name << ": y' of " << whole->components[i].name;
  }
  std::vector<double> registers = whole->residual.make_registers(),
                      r(static_cast<std::size_t>(whole->size()));
  whole->residual.run(ProgramInputs{y_whole.data(), yp_whole.data(), p.data(), 0.1, 0.0, d.data()},
                      registers, r.data());
  for (std::size_t i = 0; i < r.size(); ++i)
    EXPECT_LE(std::fabs(r[i]), 1e-9 * scale) << name << ": " << whole->residual_origin[i];
}

TEST(WholeBlocks, LinearMechanismLoopOfTheSeed000Arm) {
  expect_whole_blocks_solve_as_torn_ones("robots.Seed000Arm.Section33Damped", 0.5);
}

TEST(WholeBlocks, NonlinearLoopsOfEngineV6) {
  expect_whole_blocks_solve_as_torn_ones("Modelica.Mechanics.MultiBody.Examples.Loops.EngineV6",
                                         0.05);
}

TEST(WholeBlocks, DriveLoopsOfTheAveragedTwin) {
  expect_whole_blocks_solve_as_torn_ones("Seed000.Twin.PmsmAveraged", 0.05);
}

// A whole block's Newton iteration runs on the sparse Jacobian; the counts
// show it took the sparse path and converged in one step when linear.
TEST(WholeBlocks, LinearBlockTakesOneNewtonStep) {
  const models::ModelEntry& entry = models::find_model("robots.Seed000Arm.Section33Damped");
  CompileOptions options;
  options.codegen.mode = CodegenMode::Off;
  options.max_torn_block = 1;
  const auto whole = compile(*entry.build(), options);
  int linear_sparse = 0;
  for (const CausalStep& s : whole->causal.steps)
    if (s.sparse()) {
      EXPECT_EQ(s.pattern.size, static_cast<int>(s.tears.size()));
      EXPECT_TRUE(s.linear);
      ++linear_sparse;
    }
  ASSERT_EQ(linear_sparse, 1);
  Simulation sim(whole);
  sim.initialize(0.0);
  const std::vector<double> p = sim.parameter_vector(), d = sim.discrete_state();
  std::vector<double> y = sim.y(), yp = sim.yp();
  solvers::CausalEvaluator evaluator(whole->causal);
  ASSERT_TRUE(evaluator.evaluate(0.2, y, yp, p.data(), d.data()));
  EXPECT_EQ(evaluator.newton_iterations(), 1);
}

// The whole block's programs as generated C give the bits of the interpreter.
TEST(WholeBlocks, GeneratedCodeSolvesAsTheInterpreter) {
  const auto compiler = codegen::find_c_compiler();
  if (!compiler) GTEST_SKIP() << "no C compiler on this machine";
  const models::ModelEntry& entry = models::find_model("robots.Seed000Arm.Section33Damped");
  CompileOptions options;
  options.codegen.mode = CodegenMode::Off;
  options.max_torn_block = 1;
  const auto interpreted = compile(*entry.build(), options);
  auto generated = std::make_shared<CompiledModel>(*interpreted);
  CodegenOptions on;
  on.mode = CodegenMode::On;
  on.compiler = compiler->path + " -O0";  // same operations in the same order: same bits
  const CodegenResult made = generate_native_code(*generated, on);
  ASSERT_TRUE(made.native) << made.message;
  ASSERT_EQ(sparse_steps(*generated), 1);

  Simulation sim(interpreted);
  sim.initialize(0.0);
  const std::vector<double> p = sim.parameter_vector(), d = sim.discrete_state();
  std::vector<double> y = sim.y(), yp = sim.yp();
  for (std::size_t i = 0; i < y.size(); ++i)
    if (interpreted->components[i].differential) y[i] += 0.1 * static_cast<double>(i % 5) - 0.2;
  std::vector<double> y_native = y, yp_native = yp;
  solvers::CausalEvaluator by_interpreter(interpreted->causal), by_native(generated->causal);
  ASSERT_TRUE(by_interpreter.evaluate(0.3, y, yp, p.data(), d.data()));
  ASSERT_TRUE(by_native.evaluate(0.3, y_native, yp_native, p.data(), d.data()));
  for (std::size_t i = 0; i < y.size(); ++i) {
    EXPECT_EQ(y_native[i], y[i]) << interpreted->components[i].name;
    EXPECT_EQ(yp_native[i], yp[i]) << interpreted->components[i].name;
  }
}

}  // namespace
}  // namespace acausal
