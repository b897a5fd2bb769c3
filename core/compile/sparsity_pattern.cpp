#include "core/compile/sparsity_pattern.hpp"

#include <algorithm>
#include <cstddef>

namespace acausal {

CompressedEntries compress_entries(int size, const std::vector<std::pair<int, int>>& column_row) {
  const auto n = static_cast<std::size_t>(size);
  // Two stable counting passes (by row, then by column) order the entries by
  // (column, row), repeats in the order given.
  std::size_t rows = 0;
  for (const auto& [c, r] : column_row) rows = std::max(rows, static_cast<std::size_t>(r) + 1);
  auto counting_order = [&](const std::vector<int>& input, bool by_column) {
    const std::size_t keys = by_column ? n : rows;
    std::vector<int> start(keys + 1, 0);
    for (int k : input) {
      const auto& [c, r] = column_row[static_cast<std::size_t>(k)];
      ++start[static_cast<std::size_t>(by_column ? c : r) + 1];
    }
    for (std::size_t i = 0; i < keys; ++i) start[i + 1] += start[i];
    std::vector<int> out(input.size());
    for (int k : input) {
      const auto& [c, r] = column_row[static_cast<std::size_t>(k)];
      out[static_cast<std::size_t>(start[static_cast<std::size_t>(by_column ? c : r)]++)] = k;
    }
    return out;
  };
  std::vector<int> given(column_row.size());
  for (std::size_t k = 0; k < given.size(); ++k) given[k] = static_cast<int>(k);
  const std::vector<int> order = counting_order(counting_order(given, false), true);

  CompressedEntries out;
  out.pattern.size = size;
  out.pattern.column_start.assign(n + 1, 0);
  out.place.assign(column_row.size(), -1);
  const std::pair<int, int>* previous = nullptr;
  for (int k : order) {
    const std::pair<int, int>& entry = column_row[static_cast<std::size_t>(k)];
    if (previous == nullptr || entry != *previous) {
      out.pattern.row_index.push_back(entry.second);
      ++out.pattern.column_start[static_cast<std::size_t>(entry.first) + 1];
    }
    out.place[static_cast<std::size_t>(k)] = static_cast<int>(out.pattern.row_index.size()) - 1;
    previous = &entry;
  }
  for (std::size_t i = 0; i < n; ++i)
    out.pattern.column_start[i + 1] += out.pattern.column_start[i];
  return out;
}

}  // namespace acausal
