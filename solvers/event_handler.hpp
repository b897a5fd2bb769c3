#pragma once
// What an integrator needs from a hybrid model: zero-crossing functions, the
// next time event, and the event iteration itself.
#include <cmath>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>

namespace acausal::solvers {

/// What the last event iteration changed, for the integrator's decision how
/// to go on: keep its step size and (rebuilt) history, or restart cold.
struct EventEffect {
  /// A state was re-initialised (reinit()): the solution itself jumps.
  bool states_reinitialised = true;
  /// A discrete value that the Jacobian reads changed (a switch, a diode).
  bool jacobian_changed = true;
  /// The mode the Jacobian is in after the event: a hash of the discrete
  /// values it reads (0: unknown). Equal modes have Newton matrices of the
  /// same structure of magnitudes, so a factorisation's pivot order can be
  /// reused when the model returns to a mode it was in before.
  std::uint64_t jacobian_mode = 0;
};

/// How closely the point an integrator hands to EventHandler::handle_event()
/// solves the equations of the mode before the event.
enum class LeftLimit {
  /// To the integrator's tolerance (IDA's Newton iterate, an interpolant):
  /// the event iteration re-solves every algebraic unknown.
  approximate,
  /// To round-off (the explicit formulation's causal sequence): the event
  /// iteration re-solves only what depends on the discrete values it changes.
  consistent,
};

class EventHandler {
 public:
  virtual ~EventHandler() = default;
  virtual int num_zero_crossings() const = 0;
  /// g[k] for every zero crossing; a sign change of g[k] is a state event.
  virtual void zero_crossings(double t, const double* y, const double* yp, double* g) = 0;
  /// The earliest time event strictly after t, or +infinity.
  virtual double next_time_event(double t) = 0;
  /// Runs the event iteration at t. On entry y, yp hold the left limit; on exit
  /// they are consistent for restarting the integration. roots holds the
  /// integrator's root information (+1 rising, -1 falling, 0 none) for a state
  /// event, and is empty for a time event.
  virtual void handle_event(double t, std::span<double> y, std::span<double> yp,
                            std::span<const int> roots, LeftLimit left_limit) = 0;
  /// The integrator's solution at any t in its last step (interpolated).
  using SolutionAt = std::function<void(double t, std::span<double> y, std::span<double> yp)>;
  /// Where the reported crossings happen on the consistent solution. The
  /// integrator finds roots on its interpolant, whose algebraic components
  /// may cross earlier or later than the consistent solution does. Returns
  /// the event time in [t_begin, t_limit] (the last step), or nothing if the
  /// crossings do not happen on the consistent solution by t_limit.
  virtual std::optional<double> confirm_root(double t_root, double t_begin, double t_limit,
                                             std::span<const int> roots,
                                             const SolutionAt& solution_at) {
    (void)t_begin, (void)t_limit, (void)roots, (void)solution_at;
    return t_root;
  }
  /// Whether the consistent solution through the integrator's (t, y, yp)
  /// has crossed a zero-crossing function in the current mode. The
  /// integrator finds roots on its interpolant; one that reads algebraic
  /// unknowns may cross on the consistent solution first, and an output point
  /// there would be written in the old mode. roots[j] gets the direction of
  /// crossing j (+1 rising, -1 falling, 0 none); false if none crossed.
  virtual bool crossed_on_consistent(double t, std::span<const double> y,
                                     std::span<const double> yp, std::span<int> roots) {
    (void)t, (void)y, (void)yp, (void)roots;
    return false;
  }
  /// At the end of the run (t, the stop time): the zero crossings whose
  /// relation, evaluated as written at t, has crossed there within rounding
  /// of its boundary, so that the integrator reported no root (a supply's zero
  /// at the end of a whole number of periods, 1e-17 s before the stop time in
  /// floating point). The integrator handles them as a state event at t; a
  /// crossing after t, however close, is left to a longer run.
  /// roots[j] as in crossed_on_consistent; false if there are none.
  virtual bool crossings_at_end(double t, std::span<const double> y, std::span<const double> yp,
                                LeftLimit left_limit, std::span<int> roots) {
    (void)t, (void)y, (void)yp, (void)left_limit, (void)roots;
    return false;
  }
  /// What the last handle_event() changed; conservative by default.
  virtual EventEffect last_event_effect() const { return {}; }
  /// Derivatives of the consistent solution through (t, y, yp) in the current
  /// mode, for rebuilding an integrator's history after an event: rate[i] is
  /// y''_i for a differential component and y'_i for an algebraic one.
  /// Returns false if they cannot be computed (the integrator restarts cold).
  /// `step` is the integrator's step size, the time scale of the difference quotients.
  virtual bool solution_rates(double t, double step, std::span<const double> y,
                              std::span<const double> yp, std::span<double> rate) {
    (void)t, (void)step, (void)y, (void)yp, (void)rate;
    return false;
  }
  /// True once an event asked the simulation to end (Modelica terminate()).
  virtual bool terminated() const { return false; }
};

/// Where integration stops next: `stop`, or the handler's next time event if
/// that comes first; one within `tolerance` of `stop` is a time event at stop.
struct NextStop {
  double time;
  bool time_event;
};
inline NextStop next_stop(EventHandler* events, double t, double stop, double tolerance) {
  if (events == nullptr) return {stop, false};
  const double next_event = events->next_time_event(t);
  if (next_event < stop - tolerance) return {next_event, true};
  return {stop, std::abs(next_event - stop) <= tolerance};
}

}  // namespace acausal::solvers
