#pragma once
// Line plots of results drawn by gnuplot (Debian gnuplot-nox): PNG, SVG or
// PDF by the file's extension, with the script and data kept beside the
// figure (FILE.gp, FILE.dat) so that it can be redrawn or restyled. The CLI,
// studies and reports all draw through this one function.
#include <string>
#include <vector>

namespace acausal {

/// More events than this are not marked (they would hide the curves).
inline constexpr std::size_t kMaxEventMarks = 100;

struct PlotSeries {
  std::string label;
  std::vector<double> x, y;
  bool dashed = false;
  int colour = -1;  // index into the palette; -1: the series' own index
};

struct PlotSpec {
  std::string title;
  std::string x_label;
  std::string y_label;
  std::vector<PlotSeries> series;
  /// Instants marked by thin vertical lines (events); none are drawn when
  /// there are more than kMaxEventMarks.
  std::vector<double> events;
};

/// Draws the plot into `path` (.png, .svg or .pdf); throws ModelError when
/// gnuplot is missing (naming the package to install), fails, or the
/// extension is not one of those.
void write_plot(const std::string& path, const PlotSpec& plot);

}  // namespace acausal
