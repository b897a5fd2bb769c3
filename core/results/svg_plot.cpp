#include "core/results/svg_plot.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal {
namespace {

constexpr double kWidth = 760, kHeight = 420;
constexpr double kLeft = 70, kRight = 200, kTop = 40, kBottom = 50;
constexpr const char* kColours[] = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e",
                                    "#9467bd", "#8c564b", "#e377c2", "#17becf"};

// Tick spacing 1, 2 or 5 times a power of ten giving about five intervals.
double tick_step(double span) {
  const double raw = span / 5;
  const double power = std::pow(10.0, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0})
    if (m * power >= raw) return m * power;
  return 10 * power;
}

std::string escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '&')
      out += "&amp;";
    else
      out += c;
  }
  return out;
}

}  // namespace

std::string svg_plot(const PlotSpec& plot) {
  double x0 = INFINITY, x1 = -INFINITY, y0 = INFINITY, y1 = -INFINITY;
  for (const PlotSeries& s : plot.series)
    for (std::size_t k = 0; k < s.x.size() && k < s.y.size(); ++k) {
      if (!std::isfinite(s.x[k]) || !std::isfinite(s.y[k])) continue;
      x0 = std::min(x0, s.x[k]);
      x1 = std::max(x1, s.x[k]);
      y0 = std::min(y0, s.y[k]);
      y1 = std::max(y1, s.y[k]);
    }
  if (!(x0 < x1)) x0 = 0, x1 = 1;
  if (!(y0 < y1)) y0 -= 1, y1 += 1;
  const double pad = 0.05 * (y1 - y0);
  y0 -= pad;
  y1 += pad;
  const double w = kWidth - kLeft - kRight, h = kHeight - kTop - kBottom;
  auto px = [&](double x) { return kLeft + (x - x0) / (x1 - x0) * w; };
  auto py = [&](double y) { return kTop + (y1 - y) / (y1 - y0) * h; };

  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} "
      "{1}\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" "
      "fill=\"white\"/>\n",
      kWidth, kHeight);
  svg += fmt::format("<text x=\"{}\" y=\"22\" text-anchor=\"middle\" font-size=\"14\">{}</text>\n",
                     kLeft + w / 2, escape(plot.title));
  const double dx = tick_step(x1 - x0), dy = tick_step(y1 - y0);
  for (double x = std::ceil(x0 / dx) * dx; x <= x1 + 1e-9 * dx; x += dx) {
    svg += fmt::format(
        "<line x1=\"{0:.1f}\" y1=\"{1}\" x2=\"{0:.1f}\" y2=\"{2}\" stroke=\"#ddd\"/>\n"
        "<text x=\"{0:.1f}\" y=\"{3}\" text-anchor=\"middle\">{4:g}</text>\n",
        px(x), kTop, kTop + h, kTop + h + 16, std::abs(x) < 1e-12 * dx ? 0.0 : x);
  }
  for (double y = std::ceil(y0 / dy) * dy; y <= y1 + 1e-9 * dy; y += dy) {
    svg += fmt::format(
        "<line x1=\"{0}\" y1=\"{1:.1f}\" x2=\"{2}\" y2=\"{1:.1f}\" stroke=\"#ddd\"/>\n"
        "<text x=\"{3}\" y=\"{4:.1f}\" text-anchor=\"end\">{5:g}</text>\n",
        kLeft, py(y), kLeft + w, kLeft - 6, py(y) + 4, std::abs(y) < 1e-12 * dy ? 0.0 : y);
  }
  svg += fmt::format(
      "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"black\"/>\n",
      kLeft, kTop, w, h);
  svg += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n", kLeft + w / 2,
                     kHeight - 12, escape(plot.x_label));
  svg += fmt::format(
      "<text x=\"16\" y=\"{0}\" text-anchor=\"middle\" transform=\"rotate(-90 16 "
      "{0})\">{1}</text>\n",
      kTop + h / 2, escape(plot.y_label));
  for (std::size_t i = 0; i < plot.series.size(); ++i) {
    const PlotSeries& s = plot.series[i];
    const char* colour =
        kColours[(s.colour >= 0 ? static_cast<std::size_t>(s.colour) : i) % std::size(kColours)];
    std::string points;
    for (std::size_t k = 0; k < s.x.size() && k < s.y.size(); ++k)
      if (std::isfinite(s.x[k]) && std::isfinite(s.y[k]))
        points += fmt::format("{:.2f},{:.2f} ", px(s.x[k]), py(s.y[k]));
    svg += fmt::format(
        "<polyline fill=\"none\" stroke=\"{}\" stroke-width=\"1.5\"{} points=\"{}\"/>\n", colour,
        s.dashed ? " stroke-dasharray=\"6,4\"" : "", points);
    const double ly = kTop + 10 + 18 * static_cast<double>(i);
    svg += fmt::format(
        "<line x1=\"{0}\" y1=\"{1}\" x2=\"{2}\" y2=\"{1}\" stroke=\"{3}\" stroke-width=\"2\"{4}/>\n"
        "<text x=\"{5}\" y=\"{6}\">{7}</text>\n",
        kLeft + w + 10, ly, kLeft + w + 34, colour, s.dashed ? " stroke-dasharray=\"6,4\"" : "",
        kLeft + w + 40, ly + 4, escape(s.label));
  }
  svg += "</svg>\n";
  return svg;
}

void write_svg_plot(const std::string& path, const PlotSpec& plot) {
  std::ofstream out(path);
  if (!out) throw Error("cannot write the plot file '" + path + "'");
  out << svg_plot(plot);
}

}  // namespace acausal
