#pragma once
// Which times the integrator must return at: the output grid t_start + k * interval,
// the breakpoints (where it must stop and restart) and t_stop.
#include <optional>
#include <vector>

namespace acausal::solvers::ida {

class OutputSchedule {
 public:
  /// Requires finite times with t_start <= t_stop. Breakpoints outside
  /// (t_start, t_stop) are dropped, duplicates merged.
  OutputSchedule(double t_start, double t_stop, double output_interval,
                 std::vector<double> breakpoints);

  /// The tolerance a schedule over [t_start, t_stop] uses (see tolerance()).
  static double time_tolerance(double t_start, double t_stop);

  double t_start() const { return t_start_; }
  double t_stop() const { return t_stop_; }
  /// Times closer than this count as equal (grid points on a breakpoint or t_stop
  /// are merged into it instead of producing a near-duplicate output row).
  double tolerance() const { return tolerance_; }
  const std::vector<double>& breakpoints() const { return breakpoints_; }
  /// False when output is wanted after every internal step instead of on a grid.
  bool has_grid() const { return interval_ > 0.0; }

  /// The first breakpoint later than t, or t_stop.
  double next_stop(double t) const;
  bool is_breakpoint(double t) const;
  /// The first grid time later than t and earlier than `limit`, if any; grid
  /// times are computed as t_start + k * interval, never accumulated.
  std::optional<double> next_output(double t, double limit) const;

 private:
  double t_start_;
  double t_stop_;
  double interval_;
  double tolerance_;
  std::vector<double> breakpoints_;
};

}  // namespace acausal::solvers::ida
