#pragma once
// The ARGESIM C11 report: every variant (the acausal model under each of the
// framework's solvers, the hand-written explicit model with CVODE) on tasks b
// and c, with CPU time, steps, evaluations, events, event instants and the
// deviations of q, q', I and x_tip from the hand-written model, written as
// markdown, a CSV table and SVG figures (`acausal report-c11`).
#include <string>
#include <vector>

namespace acausal::models::argesim {

struct C11ReportOptions {
  std::string out_dir = "docs/c11_report";
  double rtol = 1e-9;
  std::vector<std::string> solvers = {"ida", "cvode-bdf", "cvode-adams", "erk45", "rk4"};
  double fixed_step = 1e-4;  // rk4 and euler
  double grid = 1e-3;        // output interval and comparison grid [s]
};

struct C11ReportRow {
  char task = 'b';
  std::string variant;  // "acausal" or "hand-written explicit"
  std::string solver;
  double cpu = 0.0;  // s, integration only
  long steps = 0, evaluations = 0, jacobians = 0, state_events = 0;
  /// Largest |value - hand-written value| over the grid: q in rad (m for q3),
  /// q' in rad/s (m/s), I in A, x_tip in m.
  double dq = 0.0, dqd = 0.0, dI = 0.0, dx_tip = 0.0;
  /// Task c: obstacle detected, joint 1 stops, joint 2 stops, resume [s].
  std::vector<double> event_times;
  std::string failure;  // empty when the run reached its end
};

/// Runs everything, writes <out_dir>/c11_report.md, c11_comparison.csv,
/// c11_task_b.svg and c11_task_c.svg, and returns the rows.
std::vector<C11ReportRow> write_c11_report(const C11ReportOptions& options = {});

}  // namespace acausal::models::argesim
