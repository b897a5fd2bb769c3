#include "solvers/solver_statistics.hpp"

#include <ostream>

namespace acausal::solvers {

std::ostream& operator<<(std::ostream& out, const SolverStatistics& statistics) {
  out << "linear solver:                  " << statistics.linear_solver << '\n'
      << "steps:                          " << statistics.steps << '\n'
      << "residual evaluations:           " << statistics.residual_evaluations << '\n'
      << "jacobian evaluations:           " << statistics.jacobian_evaluations << '\n'
      << "linear solver setups:           " << statistics.linear_solver_setups << '\n'
      << "error test failures:            " << statistics.error_test_failures << '\n'
      << "nonlinear iterations:           " << statistics.nonlinear_iterations << '\n'
      << "nonlinear convergence failures: " << statistics.nonlinear_convergence_failures << '\n'
      << "restarts (cold):                " << statistics.restarts << '\n'
      << "warm restarts:                  " << statistics.warm_restarts << '\n'
      << "state events:                   " << statistics.state_events << '\n'
      << "time events:                    " << statistics.time_events << '\n'
      << "rejected roots:                 " << statistics.rejected_roots << '\n'
      << "causal sequence fallbacks:      " << statistics.causal_fallbacks << '\n'
      << "causal sequence evaluations:    " << statistics.causal_evaluations << '\n'
      << "last order:                     " << statistics.last_order << '\n'
      << "last step size:                 " << statistics.last_step_size << '\n'
      << "cpu time [s]:                   " << statistics.cpu_time << '\n'
      << "event cpu time [s]:             " << statistics.event_cpu_time << '\n';
  if (const long events = event_count(statistics); events > 0) {
    out << "per event: cpu [us]:            " << 1e6 * statistics.event_cpu_time / events << '\n'
        << "per event: steps:               "
        << static_cast<double>(statistics.steps) / static_cast<double>(events) << '\n'
        << "per event: residual evaluations: "
        << static_cast<double>(statistics.residual_evaluations) / static_cast<double>(events)
        << '\n';
  }
  out << "wall time [s]:                  " << statistics.wall_time << '\n';
  return out;
}

}  // namespace acausal::solvers
