#pragma once
// What `acausal run` does with each row while the model runs: appends it to
// the result file (CSV or MAT, so the file grows with the run and memory stays
// flat), draws a progress bar on a terminal, and stops cleanly on Ctrl-C with
// the file complete up to that point.
#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "core/results/result_files.hpp"
#include "solvers/run_monitor.hpp"

namespace acausal::cli {

/// Which of the recorded rows go to the file: every `every`-th (the first
/// one included) and always the last (--decimate N), or the last alone
/// (--final-only).
struct RowFilter {
  long every = 1;
  bool final_only = false;
};

class RunOutput : public RunMonitor {
 public:
  /// `progress`: draw the bar (the caller decides: a terminal and no --quiet).
  RunOutput(std::string path, std::string format, bool progress, RowFilter filter = {});

  void begin(const Results& columns, double t_start, double t_stop) override;
  bool row(double t, std::span<const double> values) override;
  /// Completes the file and ends the bar's line.
  void finish();

  /// Rows written to the file.
  std::size_t rows() const { return rows_; }
  double last_time() const { return t_last_; }

 private:
  void draw(double t, bool last);
  void write(double t, std::span<const double> values);

  std::string path_, format_;
  bool progress_;
  std::unique_ptr<ResultWriter> writer_;
  double t_start_ = 0, t_stop_ = 1, t_last_ = 0;
  std::size_t rows_ = 0;
  RowFilter filter_;
  long seen_ = 0;  // rows the run recorded
  // The last row seen and not written: written at finish() so that the file
  // always ends at the run's last time.
  bool pending_ = false;
  double pending_t_ = 0;
  std::vector<double> pending_values_;
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
