#pragma once
// Where integrators deliver the trajectory: one call per output time.
#include <span>

namespace acausal::solvers {

class OutputSink {
 public:
  virtual ~OutputSink() = default;
  /// Called at the start time, at every output time and, at a breakpoint, twice
  /// (left limit first, then the value after the restart). The spans are only
  /// valid during the call.
  virtual void record(double t, std::span<const double> y, std::span<const double> yp) = 0;
  /// A point the integrator knows to be consistent (the right limit after an
  /// event, which the event iteration solved): a sink may skip making it so.
  virtual void record_consistent(double t, std::span<const double> y, std::span<const double> yp) {
    record(t, y, yp);
  }
};

}  // namespace acausal::solvers
