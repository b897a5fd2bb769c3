#include "components/blocks/combi_time_table.hpp"

#include <fmt/format.h>

#include "components/blocks/profiles.hpp"
#include "components/blocks/vector_signals.hpp"
#include "core/errors.hpp"

namespace acausal::blocks {

CombiTimeTable::CombiTimeTable(ComponentContext ctx, Params p) : Component(std::move(ctx)) {
  if (p.table.empty() || p.table.front().size() < 2)
    throw ModelError(fmt::format(
        "CombiTimeTable '{}': the table needs at least one row of a time and a value", path()));
  const std::size_t width = p.table.front().size();
  for (std::size_t i = 0; i < p.table.size(); ++i)
    if (p.table[i].size() != width)
      throw ModelError(fmt::format("CombiTimeTable '{}': row {} has {} columns, row 1 has {}",
                                   path(), i + 1, p.table[i].size(), width));
  std::vector<int> columns = p.columns;
  if (columns.empty())
    for (std::size_t c = 2; c <= width; ++c) columns.push_back(static_cast<int>(c));
  for (int c : columns)
    if (c < 2 || static_cast<std::size_t>(c) > width)
      throw ModelError(
          fmt::format("CombiTimeTable '{}': column {} is not a value column of the table (2..{})",
                      path(), c, width));
  y = declare_outputs(*this, "y", columns.size());
  for (std::size_t k = 0; k < columns.size(); ++k) {
    TimeTableParams column{.offset = p.offset, .startTime = p.startTime, .timeScale = p.timeScale};
    for (const auto& row : p.table)
      column.table.emplace_back(row[0], row[static_cast<std::size_t>(columns[k]) - 1]);
    // Holding the last point is a last segment of slope 0.
    if (p.extrapolation == Extrapolation::HoldLastPoint)
      column.table.emplace_back(column.table.back().first + 1.0, column.table.back().second);
    auto& table = add<TimeTable>(fmt::format("column{}", k + 1), column);
    connect(table.y, y[k]);
  }
}

}  // namespace acausal::blocks
