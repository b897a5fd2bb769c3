#include "core/results/plot.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <sstream>

#include <fmt/format.h>

#include "core/errors.hpp"

extern char** environ;

namespace acausal {
namespace {

constexpr const char* kColours[] = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e",
                                    "#9467bd", "#8c564b", "#e377c2", "#17becf"};

// A gnuplot double-quoted string.
std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

std::string extension(const std::string& path) {
  const auto dot = path.rfind('.');
  return dot == std::string::npos ? std::string() : path.substr(dot + 1);
}

std::string terminal(const std::string& path) {
  const std::string ext = extension(path);
  if (ext == "png") return "pngcairo size 900,520 enhanced font 'Liberation Sans,11'";
  if (ext == "svg") return "svg size 900,520 dynamic enhanced font 'Liberation Sans,11'";
  if (ext == "pdf") return "pdfcairo size 7in,4in enhanced font 'Liberation Sans,10'";
  throw ModelError(fmt::format("plot '{}': the file must end in .png, .svg or .pdf", path));
}

// Runs `gnuplot script`, its messages into log; returns the exit status (127: not found).
int run_gnuplot(const std::string& script, const std::string& log) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  std::string program = "gnuplot";
  std::vector<char*> argv{program.data(), const_cast<char*>(script.c_str()), nullptr};
  pid_t pid = 0;
  const int spawned = posix_spawnp(&pid, "gnuplot", &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) return 127;
  int status = 0;
  if (waitpid(pid, &status, 0) < 0) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace

void write_plot(const std::string& path, const PlotSpec& plot) {
  const std::string term = terminal(path);
  const std::string data_path = path + ".dat", script_path = path + ".gp", log = path + ".log";
  {
    std::ofstream data(data_path);
    if (!data) throw ModelError(fmt::format("cannot write '{}'", data_path));
    for (const PlotSeries& s : plot.series) {
      const std::size_t n = std::min(s.x.size(), s.y.size());
      data << "# " << s.label << '\n';
      for (std::size_t k = 0; k < n; ++k) data << fmt::format("{:.17g} {:.17g}\n", s.x[k], s.y[k]);
      data << "\n\n";  // a new gnuplot data set (index)
    }
    if (!data) throw ModelError(fmt::format("cannot write '{}' (disk full?)", data_path));
  }
  std::ostringstream gp;
  gp << "# Redraw with: gnuplot " << script_path << "\n";
  gp << "set terminal " << term << "\n";
  gp << "set output " << quoted(path) << "\n";
  gp << "set title " << quoted(plot.title) << " noenhanced\n";
  gp << "set xlabel " << quoted(plot.x_label) << " noenhanced\n";
  gp << "set ylabel " << quoted(plot.y_label) << " noenhanced\n";
  // Beside the plot a long key would squeeze it to a strip: below it, small.
  gp << "set grid\nset border lw 1\n"
     << (plot.series.size() <= 10 ? "set key outside right top noenhanced\n"
                                  : "set key below noenhanced font ',7' spacing 0.8\n");
  // Dense marks (a sampled controller's ticks) would hide the curves, and
  // marking only the first ones would mislead: all or none.
  const std::size_t marks = plot.events.size() <= kMaxEventMarks ? plot.events.size() : 0;
  for (std::size_t k = 0; k < marks; ++k)
    gp << fmt::format(
        "set arrow from {:.17g}, graph 0 to {:.17g}, graph 1 nohead dt 3 lw 0.6 lc rgb '#999999'\n",
        plot.events[k], plot.events[k]);
  if (plot.series.empty()) throw ModelError(fmt::format("plot '{}': no signal to draw", path));
  gp << "plot ";
  for (std::size_t i = 0; i < plot.series.size(); ++i) {
    const PlotSeries& s = plot.series[i];
    const std::size_t colour =
        (s.colour >= 0 ? static_cast<std::size_t>(s.colour) : i) % std::size(kColours);
    gp << (i ? ", \\\n     " : "") << quoted(data_path) << " index " << i
       << " using 1:2 with lines lw 2 dt " << (s.dashed ? 2 : 1) << " lc rgb '" << kColours[colour]
       << "' title " << quoted(s.label);
  }
  gp << "\n";
  {
    std::ofstream script(script_path);
    script << gp.str();
    if (!script) throw ModelError(fmt::format("cannot write '{}'", script_path));
  }
  const int status = run_gnuplot(script_path, log);
  if (status == 127)
    throw ModelError(fmt::format(
        "plot '{}': gnuplot was not found; install it (Debian: apt-get install gnuplot-nox) or "
        "draw the data in {} yourself",
        path, data_path));
  if (status != 0) {
    std::ifstream in(log);
    const std::string messages((std::istreambuf_iterator<char>(in)), {});
    throw ModelError(fmt::format("plot '{}': gnuplot failed (status {}): {}", path, status,
                                 messages.substr(0, 600)));
  }
  std::remove(log.c_str());
}

}  // namespace acausal
