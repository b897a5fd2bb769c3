// Every built-in model with generated C code against the interpreter: every
// evaluation program at a perturbed point, and a simulation, must give the
// same numbers (the generated code computes the interpreter's operations in
// its order, without contraction or reassociation: the same bits). The C of
// each model is compiled once and cached (the sanitizer build loads the
// optimised build's objects).
#include <cmath>
#include <cstdio>
#include <cstring>

#include <gtest/gtest.h>

#include "core/codegen/codegen.hpp"
#include "core/codegen/native_library.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/builtin_models.hpp"

namespace acausal {
namespace {

bool same_bits(double a, double b) {
  return std::memcmp(&a, &b, sizeof a) == 0 || (std::isnan(a) && std::isnan(b));
}

class EveryModelGenerated : public ::testing::TestWithParam<std::string> {};

TEST_P(EveryModelGenerated, GivesTheInterpretersNumbers) {
  const auto compiler = codegen::find_c_compiler();
  if (!compiler) GTEST_SKIP() << "no C compiler on this machine";
  const models::ModelEntry& entry = models::find_model(GetParam());
  CompileOptions interpreted_options;
  interpreted_options.codegen.mode = CodegenMode::Off;
  auto interpreted = compile(*models::build_model(entry), interpreted_options);
  auto generated = std::make_shared<CompiledModel>(*interpreted);
  CodegenOptions on;
  on.mode = CodegenMode::On;
  // -O0 (after the default -O2): the same operations in the same order, so
  // the same bits, at a third of the compiler's time on the large models
  // (the C of every built-in model is compiled once per fresh CI cache);
  // tests/core/codegen_test.cpp covers the optimised build.
  on.compiler = compiler->path + " -O0";
  const CodegenResult made = generate_native_code(*generated, on);
  ASSERT_TRUE(made.native) << made.message;

  // Every program at a point away from the start values.
  const int n = generated->size();
  std::vector<double> y(static_cast<std::size_t>(n)), yp(static_cast<std::size_t>(n));
  for (int k = 0; k < n; ++k) {
    y[static_cast<std::size_t>(k)] =
        generated->components[static_cast<std::size_t>(k)].start + 0.1 * std::sin(k + 1.0);
    yp[static_cast<std::size_t>(k)] = 0.05 * std::cos(k + 0.5);
  }
  std::vector<double> parameters = generated->parameter_values();
  std::vector<double> discrete = generated->events.slot_start;
  const ProgramInputs at{y.data(), yp.data(), parameters.data(), 0.123, 7.0, discrete.data()};
  std::vector<Program*> programs = model_programs(*generated);
  ASSERT_EQ(static_cast<int>(programs.size()), made.programs);
  long values = 0;
  for (std::size_t k = 0; k < programs.size(); ++k) {
    const Program& p = *programs[k];
    ASSERT_TRUE(p.has_native()) << k;
    const auto outputs = static_cast<std::size_t>(p.num_outputs());
    std::vector<double> a(outputs), b(outputs);
    std::vector<double> ra = p.make_registers(), rb = p.make_registers();
    p.run(at, ra, a.data());
    p.interpret(at, rb, b.data());
    for (std::size_t i = 0; i < outputs; ++i)
      ASSERT_TRUE(same_bits(a[i], b[i]))
          << "program " << k << " output " << i << ": " << a[i] << " vs " << b[i];
    values += static_cast<long>(outputs);
  }
  // Each causal step's storing entry writes the interpreter's values into
  // their unknowns and nothing else.
  int stores = 0;
  for (const CausalStep& step : generated->causal.steps) {
    if (step.targets.empty()) continue;
    ASSERT_TRUE(step.values.has_native_store());
    std::vector<double> y_native = y, yp_native = yp, y_expected = y, yp_expected = yp;
    std::vector<double> out(step.targets.size()), registers = step.values.make_registers();
    step.values.interpret(at, registers, out.data());
    bool finite = true;
    for (std::size_t i = 0; i < out.size(); ++i) {
      const CausalTarget& target = step.targets[i];
      (target.derivative ? yp_expected : y_expected)[static_cast<std::size_t>(target.index)] =
          out[i];
      finite = finite && std::isfinite(out[i]);
    }
    registers = step.values.make_registers();
    EXPECT_EQ(step.values.run_and_store(at, registers, y_native.data(), yp_native.data()), finite);
    for (std::size_t i = 0; i < y.size(); ++i) {
      ASSERT_TRUE(same_bits(y_native[i], y_expected[i])) << "y[" << i << "]";
      ASSERT_TRUE(same_bits(yp_native[i], yp_expected[i])) << "yp[" << i << "]";
    }
    ++stores;
  }
  // (A model of signals of time alone, CompareSincExpSine, has no unknowns.)
  if (generated->causal.complete && n > 0) {
    EXPECT_GT(stores, 0);
  }
  EXPECT_GT(values, n);                                   // at least the residual and the signals
  EXPECT_FALSE(generated->init.conditions.has_native());  // the conditions stay interpreted

  // A simulation: the same steps, events and results.
  SimulationOptions options = entry.defaults;
  if (entry.name == "Drives.PMSM_FOC_Switched") options.t_stop = 0.02;
  if (entry.name == "Seed000.Twin.PmsmAveraged") options.t_stop = 0.05;
  if (entry.name == "Seed000.Twin.PmsmSwitched") options.t_stop = 0.005;
  if (entry.name.ends_with("_DC_Drive")) options.t_stop = 0.3;  // the DC drives' first 0.3 s
  // The rectifier characteristics (10 s of firing-angle ramp): their first 0.3 s.
  if (entry.name.ends_with("_Characteristic")) options.t_stop = 0.3;
  Simulation sim_generated(generated), sim_interpreted(interpreted);
  const Results rg = sim_generated.run(options);
  const Results ri = sim_interpreted.run(options);
  EXPECT_EQ(sim_generated.statistics().steps, sim_interpreted.statistics().steps);
  EXPECT_EQ(sim_generated.statistics().residual_evaluations,
            sim_interpreted.statistics().residual_evaluations);
  EXPECT_EQ(sim_generated.statistics().state_events, sim_interpreted.statistics().state_events);
  ASSERT_EQ(rg.rows(), ri.rows());
  ASSERT_EQ(rg.names(), ri.names());
  double worst = 0;
  std::string worst_name;
  for (const std::string& name : rg.names()) {
    const auto a = rg.series(name), b = ri.series(name);
    for (std::size_t i = 0; i < a.size(); ++i) {
      const double d = same_bits(a[i], b[i]) ? 0.0 : std::fabs(a[i] - b[i]);
      if (!(d <= worst)) {
        worst = d;
        worst_name = name;
      }
    }
  }
  std::printf(
      "[ codegen  ] %s: %ld program outputs, %zu kB C (%s), IDA %ld steps, CPU %.4f s "
      "generated vs %.4f s interpreted, largest difference %.1e\n",
      entry.name.c_str(), values, made.source_bytes / 1024, made.cache_hit ? "cached" : "compiled",
      sim_generated.statistics().steps, sim_generated.statistics().cpu_time,
      sim_interpreted.statistics().cpu_time, worst);
  EXPECT_EQ(worst, 0.0) << worst_name;
}

INSTANTIATE_TEST_SUITE_P(Codegen, EveryModelGenerated,
                         ::testing::ValuesIn(acausal::testing::builtin_model_names()),
                         acausal::testing::model_test_name);

}  // namespace
}  // namespace acausal
