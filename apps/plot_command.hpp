#pragma once
// `acausal plot RESULT [SIGNALS|GLOBS ...] [--compare OTHER ...] --out FILE.png|svg|pdf`:
// signals of a result file (CSV or MAT) over time, drawn by gnuplot, with
// units on the axis, events marked and other results overlaid (dashed).
#include <CLI/CLI.hpp>

namespace acausal::apps {

CLI::App* add_plot_command(CLI::App& app);
/// Runs the parsed subcommand; returns the exit code (errors are thrown).
int run_plot_command();

}  // namespace acausal::apps
