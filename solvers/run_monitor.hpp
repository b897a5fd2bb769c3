#pragma once
// Watches a run while it goes: a result file written row by row, a progress
// bar, a stop request (Ctrl-C). Simulation::run calls it from its recorder at
// every output point, so a long run needs no memory for its trajectory.
#include <span>

#include "core/results/results.hpp"

namespace acausal {

class RunMonitor {
 public:
  virtual ~RunMonitor() = default;
  /// Before the first row: the recorded columns (names, units, aliases,
  /// parameter values) as an empty Results, and the run's time span.
  virtual void begin(const Results& columns, double t_start, double t_stop) = 0;
  /// One recorded row, a value per column. Returning false stops the run
  /// there: the rows so far stay recorded and the run returns normally.
  virtual bool row(double t, std::span<const double> values) = 0;
};

}  // namespace acausal
