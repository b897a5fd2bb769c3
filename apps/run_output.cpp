#include "apps/run_output.hpp"

#include <algorithm>
#include <csignal>
#include <cstdio>

#include <fmt/format.h>

namespace acausal::cli {
namespace {

volatile std::sig_atomic_t g_interrupted = 0;

extern "C" void on_interrupt(int) {
  g_interrupted = 1;
  std::signal(SIGINT, SIG_DFL);  // a second Ctrl-C ends the process at once
}

}  // namespace

InterruptGuard::InterruptGuard() {
  g_interrupted = 0;
  std::signal(SIGINT, on_interrupt);
}

InterruptGuard::~InterruptGuard() {
  std::signal(SIGINT, SIG_DFL);
}

bool InterruptGuard::requested() {
  return g_interrupted != 0;
}

RunOutput::RunOutput(std::string path, std::string format, bool progress, RowFilter filter)
    : path_(std::move(path)), format_(std::move(format)), progress_(progress), filter_(filter) {}

void RunOutput::begin(const Results& columns, double t_start, double t_stop) {
  writer_ = open_result_writer(path_, format_, columns);
  t_start_ = t_start;
  t_stop_ = t_stop;
  t_last_ = t_start;
  rows_ = 0;
  seen_ = 0;
  pending_ = false;
  started_ = drawn_ = std::chrono::steady_clock::now();
}

bool RunOutput::row(double t, std::span<const double> values) {
  const bool keep = !filter_.final_only && seen_ % filter_.every == 0;
  ++seen_;
  if (keep) {
    write(t, values);
  } else {
    pending_ = true;
    pending_t_ = t;
    pending_values_.assign(values.begin(), values.end());
  }
  t_last_ = t;
  if (progress_) draw(t, false);
  return !InterruptGuard::requested();
}

void RunOutput::write(double t, std::span<const double> values) {
  writer_->append(t, values);
  ++rows_;
  pending_ = false;
}

void RunOutput::finish() {
  if (writer_ && pending_) write(pending_t_, pending_values_);
  if (writer_) writer_->finish();
  if (progress_) draw(t_last_, true);
}

void RunOutput::draw(double t, bool last) {
  using namespace std::chrono;
  const auto now = steady_clock::now();
  // Redrawing more often than 10 times a second only costs time.
  if (!last && now - drawn_ < milliseconds(100)) return;
  drawn_ = now;
  const double wall = duration<double>(now - started_).count();
  const double done = std::clamp((t - t_start_) / (t_stop_ - t_start_), 0.0, 1.0);
  constexpr int kWidth = 30;
  const int filled = static_cast<int>(done * kWidth + 0.5);
  const double rate = wall > 0 ? (t - t_start_) / wall : 0.0;  // simulated s per wall s
  const std::string eta =
      rate > 0 && !last ? fmt::format(", {:.1f} s left", (t_stop_ - t) / rate) : std::string();
  fmt::print(stderr, "\r[{}{}] {:3.0f}%  t = {:.4g} s  {:.3g} s/s{}   {}",
             std::string(static_cast<std::size_t>(filled), '#'),
             std::string(static_cast<std::size_t>(kWidth - filled), '.'), 100 * done, t, rate, eta,
             last ? "\n" : "");
  std::fflush(stderr);
}

}  // namespace acausal::cli
