#pragma once
// Rebuilding IDA's BDF history after an event, so that the integration goes
// on with its step size instead of restarting at order 1 with a tiny step
// (docs/events.md, "Restarting after an event"). IDA has no public interface
// for this: this file is the only place that reads and writes IDA's private
// memory (ida_impl.h, installed with SUNDIALS), for the version it was
// written against; with any other version history_access_available() is
// false and the driver restarts cold.
#include <span>

namespace acausal::solvers::ida {

/// Whether this build can rebuild IDA's history (the SUNDIALS version is known).
bool history_access_available();

/// IDA's internal time (the end of its last step).
double internal_time(void* ida_mem);
/// The step size IDA would take next, and the one it took last.
double next_step(void* ida_mem);
double last_step(void* ida_mem);

/// Replaces IDA's history by the quadratic Taylor polynomial of the solution
/// through (t, y, y') with rate = (y'' of the differential components, y' of
/// the algebraic ones), laid on pseudo-points t - h, t - 2h, t - 3h: IDA then
/// continues at order 2 with step h from t, without a new Jacobian. y, yp
/// become IDA's current values; g (may be empty) are the zero-crossing
/// functions at t, stored as the root finder's left values. Returns false
/// (history unchanged) if the history cannot be rebuilt (no step taken yet,
/// unknown SUNDIALS version).
bool rebuild_history(void* ida_mem, double t, double h, std::span<const double> y,
                     std::span<const double> yp, std::span<const double> rate,
                     std::span<const char> differential, std::span<const double> g);

/// Makes IDA set up its linear solver (a new Jacobian) before the next step.
void request_linear_solver_setup(void* ida_mem);

}  // namespace acausal::solvers::ida
