#pragma once
// Settings of one IDA integration run.
#include <functional>
#include <span>
#include <vector>

#include "solvers/event_handler.hpp"

namespace acausal::solvers {

enum class LinearSolverChoice {
  automatic,  // dense below IdaOptions::sparse_threshold unknowns, KLU from there on
  dense,
  klu,
};

/// Called at a breakpoint with the left-limit state; may change y (e.g. reinit a
/// state) and the model's discrete state. yp need not be touched: algebraic
/// variables and derivatives are recomputed afterwards.
using BreakpointHook = std::function<void(double t, std::span<double> y, std::span<double> yp)>;

/// How an integrator goes on after an event that leaves the states continuous
/// (a sample of a discrete controller, a switch): `warm` keeps its step size
/// with a history rebuilt from the solution's derivatives after the event
/// (IDA), or its step size alone (one-step methods); `cold` restarts it as at
/// the initial time (order 1, a new step-size estimate, a new Jacobian).
enum class EventRestart { warm, cold };

struct IdaOptions {
  double rtol = 1e-6;
  /// Absolute tolerance, used for every component unless atol_per_component is set.
  double atol = 1e-8;
  /// Empty, or one absolute tolerance per unknown (e.g. 1e-6 * nominal value).
  std::vector<double> atol_per_component;

  double t_start = 0.0;
  double t_stop = 1.0;
  /// Output at t_start + k * output_interval and at t_stop; <= 0: after every internal step.
  double output_interval = 0.0;

  /// Most internal steps of one integrator call: between two output points, or
  /// an output point and an event (SUNDIALS' mxstep semantics).
  long max_steps = 500000;
  /// Largest step size; <= 0 means unlimited.
  double max_step = 0.0;
  /// Smallest step size; <= 0 selects 1e-14 * max(|t_start|, |t_stop|), a few dozen
  /// roundoff units of t, below which steps cannot resolve time anyway.
  double min_step = 0.0;
  /// First step size; <= 0 lets IDA estimate it.
  double initial_step = 0.0;

  LinearSolverChoice linear_solver = LinearSolverChoice::automatic;
  /// With LinearSolverChoice::automatic, systems of at least this many unknowns use KLU.
  int sparse_threshold = 50;

  /// Times where inputs jump: IDA stops exactly there, on_breakpoint runs, and the
  /// integration restarts with freshly computed algebraic variables and derivatives.
  /// Times outside (t_start, t_stop) are ignored.
  std::vector<double> breakpoints;
  BreakpointHook on_breakpoint;

  /// Hybrid models: zero crossings located by IDA's root finding, time events
  /// hit exactly, and the event iteration run at each (not owned).
  EventHandler* events = nullptr;
  /// After events that leave the states continuous: keep the step size (warm) or restart cold.
  EventRestart event_restart = EventRestart::warm;

  /// Run IDACalcIC (algebraic variables and derivatives) before the first step.
  /// Off by default because the framework hands over consistent values.
  bool compute_consistent_ic = false;
  /// Exclude algebraic variables from the local error test. Off by default: for
  /// index-1 systems their accuracy matters as much as that of the states.
  bool suppress_algebraic_error_test = false;
};

}  // namespace acausal::solvers
