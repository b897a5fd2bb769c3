#pragma once
// The largest step an integrator may take, and why. An error-controlled
// integrator judges its step by the solution it has seen: a forcing it steps
// over (a sine whose zeros the steps land on) stays unseen and the answer is
// silently wrong. A bound from the length of the run and the sources' own
// time scales (Component::time_scale) prevents that. The output grid is no
// bound: the integrators interpolate between steps within their tolerance,
// and bounding by it multiplied the steps of models with fine grids (80x on
// MSL DCPM_Start, docs/errors.md).
#include <span>
#include <string>

namespace acausal::solvers {

struct MaxStep {
  /// Seconds; +infinity when nothing bounds the step.
  double seconds = 0.0;
  /// Where the value came from ("run length / 50", a component's time
  /// scale, "max_step given").
  std::string source;
  bool automatic = true;
};

/// Fraction of the run that bounds a step, as Simscape's default MaxStep =
/// (tstop - tstart) / 50 (MathWorks, Simulink solver configuration).
inline constexpr double kRunFractionPerStep = 1.0 / 50.0;

/// `given` > 0 (or +infinity: no bound) overrides; 0 chooses the smaller of
/// the run length / 50 and the positive finite `time_scales` (named by
/// `scale_names`).
MaxStep choose_max_step(double given, double t_start, double t_stop,
                        std::span<const double> time_scales,
                        std::span<const std::string> scale_names);

}  // namespace acausal::solvers
