#pragma once
// One integrator of x' = f(t, x) with root finding, behind one interface so
// that the driver (ode_solver.cpp) handles outputs and events the same way
// for every method.
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "solvers/explicit/ode_method.hpp"

namespace acausal::solvers {

struct OdeProblem {
  int size = 0;
  /// x' = f(t, x).
  std::function<void(double t, const double* x, double* xdot)> rhs;
  /// Optional, for difference quotients: rhs_base(t, x) fixes the point the
  /// columns are taken around; rhs_moved(t, x, j, xdot) is f(t, x) for an x
  /// that differs from that point in component j only, computed from it
  /// (only what x_j reaches).
  std::function<void(double t, const double* x)> rhs_base;
  std::function<void(double t, const double* x, int j, double* xdot)> rhs_moved;
  /// Zero-crossing functions g(t, x); none when num_roots == 0.
  int num_roots = 0;
  std::function<void(double t, const double* x, double* g)> roots;
};

struct OdeStepperOptions {
  OdeMethod method = OdeMethod::cvode_bdf;
  double rtol = 1e-6;
  std::vector<double> atol;  // per state
  /// Typical magnitude per state, which sizes the difference-quotient
  /// increments of the BDF Jacobian; empty: 1 for every state.
  std::vector<double> nominal;
  double step = 0.0;  // fixed-step methods
  /// Most steps in one advance() (between two output points or events), as SUNDIALS' mxstep.
  long max_steps = 1000000;
  /// Largest step of the adaptive methods [s]; 0: unbounded.
  double max_step = 0.0;
};

struct OdeCounters {
  long steps = 0;
  long rhs_evaluations = 0;
  long jacobian_evaluations = 0;
  long error_test_failures = 0;
  long nonlinear_convergence_failures = 0;
  OdeCounters& operator+=(const OdeCounters& o) {
    steps += o.steps;
    rhs_evaluations += o.rhs_evaluations;
    jacobian_evaluations += o.jacobian_evaluations;
    error_test_failures += o.error_test_failures;
    nonlinear_convergence_failures += o.nonlinear_convergence_failures;
    return *this;
  }
};

class OdeStepper {
 public:
  enum class Result { reached, root };
  virtual ~OdeStepper() = default;
  /// How a restart after an event may reuse what the integrator has learnt.
  struct Restart {
    /// Keep the step size (the states went on continuously): one-step methods
    /// go on as if nothing happened, CVODE restarts at order 1 from a step
    /// near its last one instead of a fresh estimate.
    bool keep_step = false;
    /// The Jacobian of the last setup is still good (no mode switch).
    bool keep_jacobian = false;
  };
  /// Starts (or restarts after an event) at (t, x).
  virtual void reset(double t, std::span<const double> x, Restart restart) = 0;
  void reset(double t, std::span<const double> x) { reset(t, x, Restart{}); }
  /// Integrates towards t_out, never past `stop`; x holds the solution at
  /// `reached` (= t_out unless a root came first).
  virtual Result advance(double t_out, double stop, std::span<double> x, double& reached) = 0;
  /// After Result::root: +1 / -1 where g_k rose / fell through zero, else 0.
  virtual std::vector<int> root_directions() = 0;
  /// Counters since construction (kept across resets).
  virtual OdeCounters counters() = 0;
};

std::unique_ptr<OdeStepper> make_stepper(const OdeProblem& problem,
                                         const OdeStepperOptions& options);

}  // namespace acausal::solvers
