#pragma once
// A simulation: the mutable workspace of one compiled model (parameter
// values, register files, state vectors). Many simulations may share one
// CompiledModel, e.g. in a parameter sweep; changing a tunable parameter
// needs no recompilation.
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "core/compile/compiled_model.hpp"
#include "core/results/results.hpp"
#include "solvers/dae_system.hpp"
#include "solvers/events/model_events.hpp"
#include "solvers/ida/ida_options.hpp"
#include "solvers/output_sink.hpp"
#include "solvers/run_monitor.hpp"
#include "solvers/solver_statistics.hpp"
#include "solvers/step_limit.hpp"

namespace acausal {

struct SimulationOptions {
  double t_start = 0.0;
  double t_stop = 1.0;
  /// Output grid; <= 0 chooses (t_stop - t_start) / 500.
  double output_interval = 0.0;
  double rtol = 1e-6;
  /// Absolute tolerance per unknown is atol * nominal; <= 0 uses rtol (as Modelica tools do).
  double atol = 0.0;
  solvers::LinearSolverChoice linear_solver = solvers::LinearSolverChoice::automatic;
  /// Most internal steps between two output points (or an output point and an
  /// event), as SUNDIALS' mxstep: a run that needs more fails naming the time
  /// it reached, instead of running on for hours.
  long max_steps = 100000;
  /// Largest internal step [s] of every solver; 0 chooses the smaller of
  /// (t_stop - t_start) / 50 and the time scales the model's sources declare
  /// (solvers/step_limit.hpp); +infinity: no bound.
  double max_step = 0.0;
  /// Leave algebraic unknowns out of IDA's local error test (see docs/decisions.md).
  bool suppress_algebraic_error_test = true;
  /// "ida" (the implicit DAE) or an explicit-formulation method: "ida-ode",
  /// "cvode-bdf", "cvode-adams", "erk45", "erk78", "rk4", "euler"
  /// (solvers/explicit/ode_method.hpp).
  std::string solver = "ida";
  /// Step of the fixed-step methods (rk4, euler) [s].
  double step = 0.0;
  /// After an event that leaves the states continuous (a controller sample, a
  /// switch): keep the integrator's step size (warm, default) or restart it
  /// as at the start (cold; the behaviour before issue 15, for comparison).
  solvers::EventRestart event_restart = solvers::EventRestart::warm;
  /// Signals to record (exact names); empty records every signal.
  std::vector<std::string> signals;
  /// Sees every recorded row as it comes (streaming, progress, stop); may be null.
  RunMonitor* monitor = nullptr;
  /// False: rows go to the monitor only and run() returns the columns without
  /// rows, so memory stays flat however long the run.
  bool keep_rows = true;
  /// True: an event adds two rows at its instant (left and right limit), as
  /// Modelica tools record. False: rows only on the output grid and at
  /// t_stop, a grid time with an event holding the value after it; a
  /// sampled model's output then stays the grid's size however many events.
  bool event_rows = true;
};

struct InitializationReport {
  int newton_iterations = 0;
  double residual_norm = 0.0;
  std::vector<std::string> added_start_conditions;
  /// Unknowns the (singular but consistent) initialisation system left at their start values.
  std::vector<std::string> undetermined;
};

class Simulation : public solvers::DaeSystem {
 public:
  explicit Simulation(std::shared_ptr<const CompiledModel> model);

  const CompiledModel& model() const { return *model_; }

  /// Every parameter with its current value (for result files).
  std::vector<ParameterValue> parameter_values() const;

  /// Sets a parameter by path (validated; no recompilation).
  void set_parameter(const std::string& path, double value);
  double parameter(const std::string& path) const;

  /// Consistent y, y' at t_start (Newton on the initialisation system).
  InitializationReport initialize(double t_start);
  /// Initialises and integrates with IDA.
  Results run(const SimulationOptions& options = {});

  const solvers::SolverStatistics& statistics() const { return statistics_; }
  const InitializationReport& initialization() const { return init_report_; }
  /// The largest step of the last run and where it came from.
  const solvers::MaxStep& max_step() const { return max_step_; }
  /// Every event of the last run, with its time and cause.
  const std::vector<solvers::EventRecord>& events() const;
  /// The message of the terminate() that ended the last run early; empty if it ran to its stop
  /// time.
  std::string termination_message() const;
  /// The time at which the monitor stopped the last run, or NaN if it did not.
  double stopped_at() const { return stopped_at_; }
  /// Event iterations of the last run (initialisation included).
  long event_iterations() const;
  /// The event handler's counters of the last run (zeros for a continuous model).
  solvers::EventStatistics event_statistics() const;
  const std::vector<double>& discrete_state() const { return discrete_; }
  /// The parameter values, in the order of model().parameters.
  const std::vector<double>& parameter_vector() const { return parameters_; }
  /// The event handler of a hybrid model (null for a continuous one), for
  /// drivers of their own (the FMU's model-exchange and co-simulation interfaces).
  solvers::ModelEvents* event_handler() { return events_.get(); }
  const std::vector<double>& y() const { return y_; }
  const std::vector<double>& yp() const { return yp_; }

  // DaeSystem
  int size() const override { return model_->size(); }
  void residual(double t, const double* y, const double* yp, double* r) override;
  const solvers::SparsityPattern& jacobian_pattern() const override {
    return model_->jacobian.pattern;
  }
  void jacobian(double t, const double* y, const double* yp, double cj, double* values) override;
  std::span<const char> differential() const override { return differential_; }
  std::string component_name(int i) const override;

 private:
  void integrate(const SimulationOptions& options, solvers::IdaOptions& ida, double atol,
                 solvers::OutputSink& recorder);
  solvers::MaxStep choose_max_step(const SimulationOptions& options) const;

  std::shared_ptr<const CompiledModel> model_;
  std::vector<double> parameters_;
  std::vector<double> residual_registers_, jacobian_registers_, signal_registers_;
  std::vector<char> differential_;
  std::vector<double> y_, yp_;
  std::vector<double> discrete_;
  std::unique_ptr<solvers::ModelEvents> events_;  // null for purely continuous models
  solvers::SolverStatistics statistics_;
  InitializationReport init_report_;
  solvers::MaxStep max_step_;
  double stopped_at_ = std::numeric_limits<double>::quiet_NaN();
};

/// Compiles and runs in one call (the quick path of the README example).
Results simulate(const Model& model, const SimulationOptions& options = {});

}  // namespace acausal
