#include "solvers/ida/output_schedule.hpp"

#include <algorithm>
#include <cmath>

#include "core/errors.hpp"

namespace acausal::solvers::ida {

OutputSchedule::OutputSchedule(double t_start, double t_stop, double output_interval,
                               std::vector<double> breakpoints)
    : t_start_(t_start),
      t_stop_(t_stop),
      interval_(output_interval),
      tolerance_(time_tolerance(t_start, t_stop)) {
  if (!std::isfinite(t_start) || !std::isfinite(t_stop) || t_stop < t_start) {
    throw InternalError("OutputSchedule: need finite t_start <= t_stop");
  }
  if (!std::isfinite(output_interval) || (output_interval > 0.0 && output_interval <= tolerance_)) {
    throw InternalError(
        "OutputSchedule: output interval is not finite or below the time tolerance");
  }
  std::sort(breakpoints.begin(), breakpoints.end());
  for (double t : breakpoints) {
    if (!(t > t_start + tolerance_ && t < t_stop - tolerance_)) continue;
    if (!breakpoints_.empty() && t - breakpoints_.back() <= tolerance_) continue;
    breakpoints_.push_back(t);
  }
}

double OutputSchedule::time_tolerance(double t_start, double t_stop) {
  // Far above IDA's own roundoff test (a few ulps of t) so that IDA never sees
  // two targets it considers identical, far below any meaningful interval.
  return 1e-12 * std::max({1.0, std::abs(t_start), std::abs(t_stop)});
}

double OutputSchedule::next_stop(double t) const {
  auto it = std::upper_bound(breakpoints_.begin(), breakpoints_.end(), t + tolerance_);
  return it == breakpoints_.end() ? t_stop_ : *it;
}

bool OutputSchedule::is_breakpoint(double t) const {
  return std::binary_search(breakpoints_.begin(), breakpoints_.end(), t);
}

std::optional<double> OutputSchedule::next_output(double t, double limit) const {
  if (interval_ <= 0.0) return std::nullopt;
  double k = std::max(0.0, std::ceil((t - t_start_) / interval_));
  double candidate = t_start_ + k * interval_;
  // The division may round either way; step until strictly (beyond tolerance) after t.
  while (candidate <= t + tolerance_) {
    k += 1.0;
    candidate = t_start_ + k * interval_;
  }
  if (candidate >= limit - tolerance_) return std::nullopt;
  return candidate;
}

}  // namespace acausal::solvers::ida
