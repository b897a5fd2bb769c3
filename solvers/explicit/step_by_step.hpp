#pragma once
// Output times reached by single steps and interpolation. In their NORMAL
// mode CVODE and IDA stop at every output time inside a step (interpolation,
// a root check there, a return and a re-entry); for an explicit formulation,
// whose root functions run part of the causal sequence, that was a third of
// the C11 benchmark's time. Here the integrator takes one step at a time and
// checks its roots over each step; the outputs come from its interpolant.
// The root functions are still evaluated at each output time: a crossing and
// its return within one step (a clutch's relative speed dipping below zero
// for 6e-5 s) is invisible at the step's ends, and NORMAL mode found it when
// an output time fell inside it. Such a crossing is located here by
// bisection on the interpolant.
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "solvers/explicit/ode_stepper.hpp"

namespace acausal::solvers {

/// The error of a stepper that took max_steps steps towards t_out and got to `reached`.
SolverError too_much_work_error(const std::string& method, long max_steps, double t_out,
                                double reached);

class StepByStep {
 public:
  struct Integrator {
    /// One internal step, never past `stop`; true if it stopped at a root
    /// (then t is the root and solution() gives x there).
    std::function<bool(double stop, double& t)> step;
    /// The integrator's own time (the end of its last step).
    std::function<double()> current_time;
    /// The size of its last step.
    std::function<double()> last_step;
    /// x(t) from the interpolant of the last step.
    std::function<void(double t, std::span<double> x)> interpolate;
    /// The integrator's vector after a step (x at the root after a root).
    std::function<void(std::span<double> x)> solution;
    /// Throws: max_steps steps did not reach the output time.
    std::function<void(double t_out, double reached)> too_much_work;
  };

  StepByStep(Integrator integrator, const OdeProblem& problem, long max_steps);

  /// After a (re)start at (t, x): nothing pending, the root functions' signs there.
  void reset(double t, std::span<const double> x);
  OdeStepper::Result advance(double t_out, double stop, std::span<double> x, double& reached);
  /// The directions of the root advance() last returned when it located the
  /// root itself (+1 rising, -1 falling, 0 none); empty when the integrator did.
  const std::vector<int>& own_directions() const { return own_directions_; }

 private:
  /// The root functions at t_out, against their signs at the last sample; a
  /// change the integrator did not report is located, x and reached set there.
  bool crossed_unreported(double t_out, std::span<double> x, double& reached);
  void roots_at(double t, std::span<double> x, std::vector<double>& g);

  Integrator integrator_;
  const OdeProblem& problem_;
  long max_steps_;
  std::vector<double> root_x_;
  bool root_pending_ = false;
  double root_t_ = 0.0;
  double t_sample_ = 0.0;  // the last time the root functions were evaluated
  std::vector<double> g_sample_, g_out_, g_a_, g_m_, x_m_;
  std::vector<int> own_directions_;
};

}  // namespace acausal::solvers
