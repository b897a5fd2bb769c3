#include <cmath>
#include <limits>

#include <fmt/format.h>

#include "components/blocks/profiles.hpp"
#include "core/errors.hpp"

namespace acausal::blocks {

namespace {
// MSL TimeTable: rows closer than 100 eps (relative) count as one time instant.
constexpr double kTimeEps = 100 * std::numeric_limits<double>::epsilon();
}  // namespace

TimeTable::TimeTable(ComponentContext ctx, Params p)
    : Component(std::move(ctx)), y(signal::declare_output(*this, "y")) {
  const auto& table = p.table;
  if (table.empty())
    throw ModelError(fmt::format("TimeTable '{}': no table values defined", path()));
  for (std::size_t i = 0; i < table.size(); ++i)
    if (!std::isfinite(table[i].first) || !std::isfinite(table[i].second))
      throw ModelError(fmt::format(
          "TimeTable '{}': row {} is ({}, {}), which is not finite; give every time and value "
          "of the table as a finite number",
          path(), i + 1, table[i].first, table[i].second));
  if (table.size() > 1 && table.front().first != 0.0)
    throw ModelError(fmt::format(
        "TimeTable '{}': the first point in time has to be 0, but is {}; shift the table with "
        "shiftTime instead",
        path(), table.front().first));
  for (std::size_t i = 1; i < table.size(); ++i)
    if (table[i].first < table[i - 1].first)
      throw ModelError(fmt::format(
          "TimeTable '{}': table times must be non-decreasing, but row {} has time {} after {}",
          path(), i + 1, table[i].first, table[i - 1].first));

  Expr offset = parameter("offset", p.offset, {"", "offset of output signal y"});
  Expr startTime =
      parameter("startTime", p.startTime, {"s", "output y = offset for time < startTime"});
  Expr shiftTime = parameter("shiftTime", p.shiftTime.value_or(p.startTime),
                             {"s", "shift time of first table column"});
  Expr timeScale = parameter("timeScale", p.timeScale,
                             {"s", "time scale of first table column", ParameterCheck::Positive});

  // Table time of the current instant; row i starts at shiftTime + t_i timeScale.
  const Expr t = Expr::time();
  const Expr table_time = (t - shiftTime) / timeScale;
  Expr value = table.front().second;
  if (table.size() > 1) {
    // Pieces of the table time axis, each from its start to the next one's.
    // Before the first row and after the last, MSL extrapolates through the
    // first or last two rows, or holds the later row's value if they share a
    // time; zero-length intervals (jumps) cover nothing.
    auto interval = [&](std::size_t a) -> Expr {
      const auto [ta, va] = table[a];
      const auto [tb, vb] = table[a + 1];
      if (!(tb - ta > kTimeEps * std::abs(tb))) return vb;
      return va + (vb - va) / (tb - ta) * (table_time - ta);
    };
    const std::size_t last = table.size() - 1;
    std::vector<std::pair<double, Expr>> pieces{
        {-std::numeric_limits<double>::infinity(), interval(0)}};
    auto add_piece = [&](double start, Expr e) {
      // The extrapolations repeat the first or last interval: no event where
      // they join it (MSL has none at the last row either).
      if (!e.same(pieces.back().second)) pieces.emplace_back(start, std::move(e));
    };
    for (std::size_t i = 0; i < last; ++i)
      if (table[i + 1].first - table[i].first > kTimeEps * std::abs(table[i + 1].first))
        add_piece(table[i].first, interval(i));
    add_piece(table[last].first, interval(last - 1));
    value = pieces.back().second;
    for (std::size_t k = pieces.size() - 1; k-- > 0;) {
      // A relation of time with slope 1: an exact time event at shiftTime + start * timeScale.
      const Expr ends = t < shiftTime + pieces[k + 1].first * timeScale;
      value = if_else(ends, pieces[k].second, value);
    }
  }
  equation(y.value, offset + if_else(t < startTime, 0.0, value));
}

}  // namespace acausal::blocks
