#pragma once
// Counters and timings of one integration run, for reports and benchmarks.
#include <iosfwd>
#include <string>

namespace acausal::solvers {

struct SolverStatistics {
  long steps = 0;
  long residual_evaluations = 0;
  long jacobian_evaluations = 0;
  long linear_solver_setups = 0;
  long error_test_failures = 0;
  long nonlinear_iterations = 0;
  long nonlinear_convergence_failures = 0;
  /// Cold restarts of the integrator at breakpoints and events (each resets
  /// the step-size and order history).
  long restarts = 0;
  /// Events after which the integrator went on with its step size (history
  /// rebuilt from the solution after the event, no new step-size ramp).
  long warm_restarts = 0;
  /// Events located by root finding, and events at times known in advance.
  long state_events = 0;
  long time_events = 0;
  /// Roots of the interpolant that the consistent solution did not confirm.
  long rejected_roots = 0;
  /// Explicit formulation: right-hand sides the causal sequence could not
  /// evaluate (a vanishing pivot or a non-converging torn block), solved by a
  /// general Newton iteration on all of F instead.
  long causal_fallbacks = 0;
  /// Explicit formulation: evaluations of the causal sequence (right-hand
  /// sides, output points, event iterations), fallbacks included.
  long causal_evaluations = 0;
  int last_order = 0;
  double last_step_size = 0.0;
  /// CPU time spent at events (event iteration, consistent re-initialisation,
  /// preparing the restart), seconds; part of cpu_time. Measured on every
  /// 8th event, the first included, and scaled (solvers/event_timer.hpp).
  double event_cpu_time = 0.0;
  /// CPU time of the integrating thread, seconds.
  double cpu_time = 0.0;
  /// Elapsed real time, seconds.
  double wall_time = 0.0;
  /// "dense" or "klu".
  std::string linear_solver;
};

/// Events of the run (state and time events).
inline long event_count(const SolverStatistics& s) {
  return s.state_events + s.time_events;
}

/// Multi-line, human-readable summary (one "name: value" per line).
std::ostream& operator<<(std::ostream& out, const SolverStatistics& statistics);

}  // namespace acausal::solvers
