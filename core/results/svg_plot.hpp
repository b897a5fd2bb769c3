#pragma once
// Line plots as standalone SVG files: reports and documentation get figures
// without a plotting package on the machine.
#include <string>
#include <vector>

namespace acausal {

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
};

/// The SVG text of the plot: axes with rounded ticks, a grid, one polyline per
/// series (a colour per label, dashed if asked) and a legend.
std::string svg_plot(const PlotSpec& plot);

/// Writes svg_plot(plot) to path; throws Error if the file cannot be written.
void write_svg_plot(const std::string& path, const PlotSpec& plot);

}  // namespace acausal
