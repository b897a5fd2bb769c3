#include "apps/plot_command.hpp"

#include <fnmatch.h>

#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "core/results/plot.hpp"
#include "core/results/result_files.hpp"

namespace acausal::apps {
namespace {

struct PlotArguments {
  std::string result;
  std::vector<std::string> signals;
  std::vector<std::string> compare;
  std::string out;
  std::string title;
};

PlotArguments& arguments() {
  static PlotArguments a;
  return a;
}

// Names matching the patterns (exact names or globs), in the results' order.
std::vector<std::string> select(const Results& r, const std::vector<std::string>& patterns,
                                const std::string& file) {
  std::vector<std::string> out;
  for (const std::string& p : patterns) {
    const std::size_t before = out.size();
    for (const std::string& n : r.names())
      if ((n == p || fnmatch(p.c_str(), n.c_str(), 0) == 0) &&
          std::find(out.begin(), out.end(), n) == out.end())
        out.push_back(n);
    if (out.size() == before) r.column(p);  // throws, naming similar signals in `file`
  }
  if (out.empty()) {
    std::string some;
    for (std::size_t k = 0; k < std::min<std::size_t>(r.names().size(), 12); ++k)
      some += (k ? ", " : "") + r.names()[k];
    throw ModelError(fmt::format(
        "plot: name the signals to draw from '{}' (names or globs such as 'joint*.phi'); it has "
        "{} signals: {}{}",
        file, r.names().size(), some, r.names().size() > 12 ? ", ..." : ""));
  }
  return out;
}

// Instants that appear twice in a row: events (the row before and after).
std::vector<double> events(const Results& r) {
  std::vector<double> out;
  const auto& t = r.times();
  for (std::size_t k = 1; k < t.size(); ++k)
    if (t[k] == t[k - 1] && (out.empty() || out.back() != t[k])) out.push_back(t[k]);
  return out;
}

std::string stem(const std::string& path) {
  return std::filesystem::path(path).filename().string();
}

}  // namespace

CLI::App* add_plot_command(CLI::App& app) {
  PlotArguments& a = arguments();
  auto* cmd = app.add_subcommand(
      "plot", "draw signals of a result file (CSV or MAT) with gnuplot: PNG, SVG or PDF");
  cmd->add_option("result", a.result, "result file (.csv or .mat)")->required();
  cmd->add_option("signals", a.signals, "signal names or globs (e.g. 'joint*.tau')");
  cmd->add_option("--compare", a.compare, "other result files to overlay (dashed)");
  cmd->add_option("--out", a.out, "figure to write: .png, .svg or .pdf")->required();
  cmd->add_option("--title", a.title, "title (default: the result file's name)");
  return cmd;
}

int run_plot_command() {
  const PlotArguments& a = arguments();
  const Results main = read_results(a.result);
  const std::vector<std::string> names = select(main, a.signals, a.result);
  PlotSpec plot{.title = a.title.empty() ? stem(a.result) : a.title,
                .x_label = "time [s]",
                .y_label = "",
                .series = {},
                .events = events(main)};
  std::set<std::string> units;
  const bool compare = !a.compare.empty();
  for (std::size_t i = 0; i < names.size(); ++i) {
    const int c = main.column(names[i]);
    units.insert(main.unit(c));
    plot.series.push_back({.label = compare ? names[i] + " (" + stem(a.result) + ")" : names[i],
                           .x = main.times(),
                           .y = main.series(names[i]),
                           .dashed = false,
                           .colour = static_cast<int>(i)});
  }
  for (const std::string& file : a.compare) {
    const Results other = read_results(file);
    for (std::size_t i = 0; i < names.size(); ++i) {
      if (!other.has(names[i])) continue;  // a signal another model does not have
      plot.series.push_back({.label = names[i] + " (" + stem(file) + ")",
                             .x = other.times(),
                             .y = other.series(names[i]),
                             .dashed = true,
                             .colour = static_cast<int>(i)});
    }
  }
  // One unit for every curve: it labels the axis; several: the legend says which.
  if (units.size() == 1 && !units.begin()->empty()) plot.y_label = "[" + *units.begin() + "]";
  write_plot(a.out, plot);
  fmt::print("plot: {} ({} curves, {})\n", a.out, plot.series.size(),
             plot.events.size() <= kMaxEventMarks
                 ? fmt::format("{} events marked", plot.events.size())
                 : fmt::format("{} events, too many to mark", plot.events.size()));
  return 0;
}

}  // namespace acausal::apps
