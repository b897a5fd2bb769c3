#pragma once
// What `acausal run` does with each row while the model runs: appends it to
// the result file (CSV or MAT, so the file grows with the run and memory stays
// flat), draws a progress bar on a terminal, and stops cleanly on Ctrl-C with
// the file complete up to that point.
#include <chrono>
#include <memory>
#include <string>

#include "core/results/result_files.hpp"
#include "solvers/run_monitor.hpp"

namespace acausal::cli {

class RunOutput : public RunMonitor {
 public:
  /// `progress`: draw the bar (the caller decides: a terminal and no --quiet).
  RunOutput(std::string path, std::string format, bool progress);

  void begin(const Results& columns, double t_start, double t_stop) override;
  bool row(double t, std::span<const double> values) override;
  /// Completes the file and ends the bar's line.
  void finish();

  std::size_t rows() const { return rows_; }
  double last_time() const { return t_last_; }

 private:
  void draw(double t, bool last);

  std::string path_, format_;
  bool progress_;
  std::unique_ptr<ResultWriter> writer_;
  double t_start_ = 0, t_stop_ = 1, t_last_ = 0;
  std::size_t rows_ = 0;
  std::chrono::steady_clock::time_point started_, drawn_;
};

/// While alive, the first SIGINT (Ctrl-C) asks the run to stop instead of
/// killing the process; a second one kills it as usual.
class InterruptGuard {
 public:
  InterruptGuard();
  ~InterruptGuard();
  InterruptGuard(const InterruptGuard&) = delete;
  InterruptGuard& operator=(const InterruptGuard&) = delete;
  static bool requested();
};

}  // namespace acausal::cli
