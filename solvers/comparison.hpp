#pragma once
// Runs one compiled model with several solvers (the implicit DAE with IDA and
// the explicit formulation with ODE methods) and compares them: cost, events,
// and the largest deviation of every signal from the first solver's result.
#include <memory>
#include <string>
#include <vector>

#include "core/compile/compiled_model.hpp"
#include "core/results/results.hpp"
#include "solvers/simulation.hpp"
#include "solvers/solver_statistics.hpp"

namespace acausal {

struct SolverRun {
  std::string solver;
  solvers::SolverStatistics statistics;
  Results results;
  double largest_deviation = 0.0;  // over every signal, from the first run
  std::string largest_deviation_signal;
  /// Empty if the run reached its end; otherwise the solver's error (a
  /// comparison of robustness reports the failure instead of stopping).
  std::string failure;
};

struct SolverComparison {
  std::vector<SolverRun> runs;
  std::vector<std::string> signals;
  /// deviation[run][signal]: max |run - first run| over the first run's output
  /// times away from events (the first run's row is all zeros).
  std::vector<std::vector<double>> deviation;

  /// The summary table (one row per solver) as text.
  std::string table() const;
  /// CSV: one row per signal, one deviation column per solver, then the
  /// summary rows (cpu time, steps, evaluations, events).
  void write_csv(const std::string& path) const;
};

/// Simulates with every solver in `solvers` (names as SimulationOptions::solver)
/// from the same options; the first is the reference of the deviations.
SolverComparison compare_solvers(std::shared_ptr<const CompiledModel> model,
                                 const SimulationOptions& options,
                                 const std::vector<std::string>& solvers);

}  // namespace acausal
