// compress_entries (the Jacobian and initialisation patterns from entries in
// any order) against a std::map built from the same entries, and
// EquationOrigins (equation texts printed when asked) against describe().
#include <map>
#include <random>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "core/compile/sparsity_pattern.hpp"
#include "core/passes/equation_origins.hpp"

namespace acausal {
namespace {

TEST(CompressEntries, MatchesAMapOfTheSameEntriesAndSharesPlacesOfRepeats) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 20; ++trial) {
    const int size = 1 + trial * 3;
    std::uniform_int_distribution<int> index(0, size - 1);
    std::vector<std::pair<int, int>> entries;
    const int count = size * 4;
    for (int k = 0; k < count; ++k) entries.emplace_back(index(rng), index(rng));
    const CompressedEntries c = compress_entries(size, entries);

    std::map<int, std::map<int, int>> reference;  // column -> row -> count
    for (const auto& [column, row] : entries) ++reference[column][row];
    ASSERT_EQ(c.pattern.size, size);
    ASSERT_EQ(c.pattern.column_start.size(), static_cast<std::size_t>(size) + 1);
    std::vector<int> rows;
    std::vector<int> starts{0};
    for (int column = 0; column < size; ++column) {
      for (const auto& [row, n] : reference[column]) rows.push_back(row);
      starts.push_back(static_cast<int>(rows.size()));
    }
    EXPECT_EQ(c.pattern.row_index, rows);
    EXPECT_EQ(c.pattern.column_start, starts);
    ASSERT_EQ(c.place.size(), entries.size());
    for (std::size_t k = 0; k < entries.size(); ++k) {
      const auto [column, row] = entries[k];
      const int place = c.place[k];
      ASSERT_GE(place, c.pattern.column_start[static_cast<std::size_t>(column)]);
      ASSERT_LT(place, c.pattern.column_start[static_cast<std::size_t>(column) + 1]);
      EXPECT_EQ(c.pattern.row_index[static_cast<std::size_t>(place)], row);
    }
  }
}

TEST(CompressEntries, RowsBeyondTheColumnCountAndNoEntries) {
  const CompressedEntries empty = compress_entries(3, {});
  EXPECT_EQ(empty.pattern.column_start, (std::vector<int>{0, 0, 0, 0}));
  EXPECT_TRUE(empty.pattern.row_index.empty());
  const CompressedEntries tall = compress_entries(2, {{1, 9}, {0, 4}, {1, 2}, {1, 9}});
  EXPECT_EQ(tall.pattern.column_start, (std::vector<int>{0, 1, 3}));
  EXPECT_EQ(tall.pattern.row_index, (std::vector<int>{4, 2, 9}));
  EXPECT_EQ(tall.place, (std::vector<int>{2, 0, 1, 2}));
}

TEST(EquationOrigins, PrintsEquationsWhenAskedAndKeepsTexts) {
  const Expr x = Expr::variable("m.x"), y = Expr::variable("m.y");
  const FlatEquation e{x, 2.0 * y, "m"};
  EquationOrigins origins;
  origins.push_back(e);
  origins.push_back(std::string("m.x = 1 (fixed start value)"));
  EquationOrigins copy;
  copy.append(origins, 1);
  copy.append(origins, 0);
  ASSERT_EQ(origins.size(), 2u);
  EXPECT_EQ(origins[0], e.describe());
  EXPECT_EQ(origins[0], "m.x = 2 * m.y  (in m)");
  EXPECT_EQ(origins[1], "m.x = 1 (fixed start value)");
  EXPECT_EQ(copy[0], origins[1]);
  EXPECT_EQ(copy[1], origins[0]);
  EXPECT_THROW((void)origins[2], std::out_of_range);
}

}  // namespace
}  // namespace acausal
