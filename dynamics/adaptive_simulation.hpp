#pragma once
// Adaptive high-accuracy simulation of joint-space dynamics q̈ = f(t, q, q̇),
// for reference trajectories that must be converged to far below 1e-8 rad
// where a fixed-step RK4 is not (the chaotic seed 000 Sec. 3.3 arm spins up to
// ~900 rad/s). Two unrelated error-controlled integrators, so that agreement
// between them (and between two tolerances of each) demonstrates convergence:
//  - CVODE's variable-order (1-12) Adams-Moulton method with functional
//    iteration (Hindmarsh et al., ACM TOMS 31(3), 2005; Hairer, Nørsett,
//    Wanner, Solving ODEs I, Sec. III.5): high order, few evaluations per step;
//  - ARKODE's explicit Fehlberg 7(8), 13 stages (Fehlberg, NASA TR R-287,
//    1968; Reynolds et al., ACM TOMS 49(2), 2023).
// Every output time is hit by a real step (stop time), never by dense-output
// interpolation, whose error is not controlled at these tolerances.
#include "dynamics/fixed_step_simulation.hpp"

namespace acausal::dynamics {

enum class AdaptiveMethod {
  adams,         // CVODE, variable-order Adams-Moulton, fixed-point iteration
  fehlberg_7_8,  // ARKODE ERKStep, Fehlberg 7(8)
};

struct AdaptiveOptions {
  AdaptiveMethod method = AdaptiveMethod::adams;
  double rtol = 1e-12;
  /// Absolute tolerance on every q_i and q̇_i.
  double atol = 1e-14;
  /// Record spacing [s]; the record holds t_start, t_start + k·interval, ..., t_end.
  double output_interval = 0.01;
  /// Step limit per output interval.
  long max_steps = 10'000'000;
};

struct AdaptiveStatistics {
  long steps = 0;
  long acceleration_evaluations = 0;
  long error_test_failures = 0;
};

/// Integrates from `initial` at t_start to t_end. Throws ModelError for
/// invalid arguments and SolverError when the integrator fails (e.g. too many
/// steps, or a tolerance below what double precision allows).
SimulationRecord simulate_adaptive(const AccelerationFunction& acceleration,
                                   const JointState& initial, double t_start, double t_end,
                                   const AdaptiveOptions& options = {},
                                   AdaptiveStatistics* statistics = nullptr);

}  // namespace acausal::dynamics
