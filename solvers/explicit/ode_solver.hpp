#pragma once
// Integrates the explicit formulation of a model with one of the OdeMethods:
// outputs on a grid with consistent algebraic variables, exact time events,
// state events by root finding, left and right limits at events, and the same
// statistics as the IDA driver.
#include <span>

#include "solvers/event_handler.hpp"
#include "solvers/explicit/explicit_formulation.hpp"
#include "solvers/explicit/ode_stepper.hpp"
#include "solvers/ida/ida_options.hpp"
#include "solvers/output_sink.hpp"
#include "solvers/solver_statistics.hpp"

namespace acausal::solvers {

struct OdeSolverOptions {
  double t_start = 0.0;
  double t_stop = 1.0;
  double output_interval = 0.0;  // > 0
  OdeStepperOptions stepper;
  EventHandler* events = nullptr;
  /// After events that leave the states continuous: keep the step size (warm) or restart cold.
  EventRestart event_restart = EventRestart::warm;
};

/// y, yp: a consistent point at t_start on entry, the final point on return.
SolverStatistics integrate_explicit(ExplicitFormulation& formulation,
                                    const OdeSolverOptions& options, std::span<double> y,
                                    std::span<double> yp, OutputSink& sink);

}  // namespace acausal::solvers
