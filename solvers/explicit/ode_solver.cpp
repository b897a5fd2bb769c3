#include "solvers/explicit/ode_solver.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <limits>
#include <optional>
#include <vector>

#include "core/errors.hpp"
#include "core/timing/cpu_time.hpp"
#include "solvers/event_timer.hpp"
#include "solvers/ida/output_schedule.hpp"

namespace acausal::solvers {
SolverStatistics integrate_explicit(ExplicitFormulation& formulation,
                                    const OdeSolverOptions& options, std::span<double> y,
                                    std::span<double> yp, OutputSink& sink) {
  const double cpu_start = thread_cpu_seconds();
  const auto wall_start = std::chrono::steady_clock::now();
  SolverStatistics statistics;
  statistics.linear_solver = method_name(options.stepper.method);
  EventHandler* events = options.events;
  EventTimer event_timer;
  const auto n = static_cast<std::size_t>(formulation.size());
  std::vector<double> x(n);

  OdeProblem problem;
  problem.size = formulation.size();
  problem.rhs = [&](double t, const double* xs, double* xdot) { formulation.rhs(t, xs, xdot); };
  problem.rhs_base = [&](double t, const double* xs) { formulation.set_base(t, xs); };
  problem.rhs_moved = [&](double t, const double* xs, int j, double* xdot) {
    formulation.rhs_moved(t, xs, j, xdot);
  };
  if (events != nullptr && events->num_zero_crossings() > 0) {
    problem.num_roots = events->num_zero_crossings();
    // The crossing functions see the consistent point of the explicit
    // formulation, as far as they read it.
    problem.roots = [&](double t, const double* xs, double* g) {
      formulation.evaluate_relations(t, std::span<const double>(xs, n));
      events->zero_crossings(t, formulation.y().data(), formulation.yp().data(), g);
    };
  }
  std::unique_ptr<OdeStepper> stepper = make_stepper(problem, options.stepper);

  // An output row: the states at t, the rest of the point from the last
  // evaluation; the sink computes what its signals read (nothing more when
  // it records states only).
  auto record = [&](double t) {
    formulation.set_states(x);
    sink.record(t, formulation.y(), formulation.yp());
  };
  // The point of the last warm restart while no step has been taken from it.
  std::optional<double> warm_from;
  std::vector<double> x_warm;
  auto restart = [&](double t) {
    formulation.set_consistent_point(t, y, yp);
    formulation.gather(y, x);
    const EventEffect effect = events->last_event_effect();
    OdeStepper::Restart kind;
    kind.keep_step = options.event_restart == EventRestart::warm && !effect.states_reinitialised;
    kind.keep_jacobian = kind.keep_step && !effect.jacobian_changed;
    stepper->reset(t, x, kind);
    ++(kind.keep_step ? statistics.warm_restarts : statistics.restarts);
    warm_from.reset();
    if (kind.keep_step) {
      warm_from = t;
      x_warm.assign(x.begin(), x.end());
    }
  };
  // A warm restart can begin with a step too long for what follows the event
  // (CVODE, at order 1 from a quarter of its last step, gave up on the MSL
  // SlewRateLimiter example at rtol 1e-8): then the interval starts again
  // from the event with a cold restart.
  auto advance = [&](double target, double stop, double& reached) {
    while (true) {
      try {
        const OdeStepper::Result result = stepper->advance(target, stop, x, reached);
        warm_from.reset();
        return result;
      } catch (const SolverError&) {
        if (!warm_from) throw;
        std::copy(x_warm.begin(), x_warm.end(), x.begin());
        stepper->reset(*warm_from, x, OdeStepper::Restart{});
        --statistics.warm_restarts;
        ++statistics.restarts;
        warm_from.reset();
      }
    }
  };

  const ida::OutputSchedule schedule(options.t_start, options.t_stop, options.output_interval, {});
  double t = schedule.t_start();
  formulation.set_consistent_point(t, y, yp);
  formulation.gather(y, x);
  stepper->reset(t, x);
  sink.record(t, y, yp);
  while (t < schedule.t_stop()) {
    const auto [stop, time_event] = next_stop(events, t, schedule.t_stop(), schedule.tolerance());
    bool root = false;
    double reached = t;
    while (true) {
      const std::optional<double> next = schedule.next_output(t, stop);
      const double target = next.value_or(stop);
      if (advance(target, stop, reached) == OdeStepper::Result::root) {
        root = true;
        break;
      }
      t = target;
      if (!next) break;
      record(t);
    }
    if (root) {
      // State event: left limit, event iteration, restart, right limit.
      t = reached;
      formulation.expand(t, x, y, yp);
      sink.record_consistent(t, y, yp);
      const std::vector<int> directions = stepper->root_directions();
      event_timer.begin();
      events->handle_event(t, y, yp, directions, LeftLimit::consistent);
      ++statistics.state_events;
      if (!events->terminated()) restart(t);
      event_timer.end();
      sink.record_consistent(t, y, yp);
      if (events->terminated()) break;
      continue;
    }
    t = stop;
    formulation.expand(t, x, y, yp);
    sink.record_consistent(t, y, yp);
    if (!time_event) break;
    event_timer.begin();
    events->handle_event(t, y, yp, {}, LeftLimit::consistent);
    ++statistics.time_events;
    if (!events->terminated()) restart(t);
    event_timer.end();
    sink.record_consistent(t, y, yp);
    if (events->terminated()) break;
  }
  // A crossing a hair after the stop time belongs to it (EventHandler::crossings_at_end).
  if (events && !events->terminated() && events->num_zero_crossings() > 0) {
    std::vector<int> directions(static_cast<std::size_t>(events->num_zero_crossings()), 0);
    if (events->crossings_at_end(t, y, yp, LeftLimit::consistent, directions)) {
      event_timer.begin();
      events->handle_event(t, y, yp, directions, LeftLimit::consistent);
      ++statistics.state_events;
      event_timer.end();
      sink.record_consistent(t, y, yp);
    }
  }
  const OdeCounters c = stepper->counters();
  statistics.steps = c.steps;
  statistics.residual_evaluations = c.rhs_evaluations;
  statistics.jacobian_evaluations = c.jacobian_evaluations;
  statistics.error_test_failures = c.error_test_failures;
  statistics.nonlinear_convergence_failures = c.nonlinear_convergence_failures;
  statistics.causal_fallbacks = formulation.fallbacks();
  statistics.causal_evaluations = formulation.evaluations();
  statistics.event_cpu_time = event_timer.total();
  statistics.cpu_time = thread_cpu_seconds() - cpu_start;
  statistics.wall_time =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_start).count();
  return statistics;
}

}  // namespace acausal::solvers
