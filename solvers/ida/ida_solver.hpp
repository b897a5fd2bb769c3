#pragma once
// Integrates a DaeSystem with SUNDIALS IDA (variable-order BDF).
#include <memory>
#include <span>

#include "solvers/dae_system.hpp"
#include "solvers/ida/ida_options.hpp"
#include "solvers/output_sink.hpp"
#include "solvers/solver_statistics.hpp"

namespace acausal::solvers {

/// Owns the IDA memory, vectors, matrix and linear solver for one DaeSystem so
/// that repeated runs (parameter sweeps) reuse them. Not thread-safe; one
/// solver per thread.
class IdaSolver {
 public:
  /// Validates the options (acausal::SolverError) and the DAE's shapes
  /// (acausal::InternalError) and sets IDA up. `dae` must outlive the solver.
  IdaSolver(DaeSystem& dae, IdaOptions options);
  ~IdaSolver();
  IdaSolver(IdaSolver&&) noexcept;
  IdaSolver& operator=(IdaSolver&&) noexcept;
  IdaSolver(const IdaSolver&) = delete;
  IdaSolver& operator=(const IdaSolver&) = delete;

  /// Integrates from options.t_start to options.t_stop. On entry y and yp hold
  /// consistent initial values (unless options.compute_consistent_ic), on exit
  /// the values at t_stop. Throws acausal::SolverError if IDA fails,
  /// acausal::InitializationError if IDACalcIC fails, and rethrows anything the
  /// model throws; y and yp then hold the last values IDA reached.
  SolverStatistics integrate(std::span<double> y, std::span<double> yp, OutputSink& sink);

  /// Statistics of the last run, also after it failed.
  const SolverStatistics& statistics() const;
  const IdaOptions& options() const;

 private:
  class Impl;
  std::unique_ptr<Impl> impl_;
};

/// One-shot convenience: IdaSolver(dae, options).integrate(y, yp, sink).
SolverStatistics integrate_with_ida(DaeSystem& dae, std::span<double> y, std::span<double> yp,
                                    const IdaOptions& options, OutputSink& sink);

}  // namespace acausal::solvers
