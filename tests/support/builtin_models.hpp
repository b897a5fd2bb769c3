#pragma once
// Every built-in model by name, for tests parameterised over all of them;
// one built-in model run with its own settings.
#include <cctype>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/compile/compiled_model.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"

namespace acausal::testing {

inline std::vector<std::string> builtin_model_names() {
  std::vector<std::string> names;
  for (const models::ModelEntry& entry : models::builtin_models()) names.push_back(entry.name);
  return names;
}

/// The test's name for a model: its letters and digits, '_' for the rest.
inline std::string model_test_name(const ::testing::TestParamInfo<std::string>& param) {
  std::string name = param.param;
  for (char& ch : name)
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  return name;
}

/// A built-in model's run with its registered settings and another solver if asked.
struct ExampleRun {
  Results results;
  solvers::SolverStatistics statistics;
};

inline ExampleRun run_example(const std::string& name, const std::string& solver = "ida") {
  const models::ModelEntry& entry = models::find_model(name);
  Simulation simulation(compile(*entry.build()));
  SimulationOptions options = entry.defaults;
  options.solver = solver;
  ExampleRun run;
  run.results = simulation.run(options);
  run.statistics = simulation.statistics();
  return run;
}

}  // namespace acausal::testing
