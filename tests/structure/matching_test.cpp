#include "core/structure/matching.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <random>
#include <vector>

namespace acausal::structure {
namespace {

IncidenceGraph make_graph(int num_vars, std::vector<std::vector<int>> rows) {
  return IncidenceGraph{num_vars, std::move(rows)};
}

// Plain Kuhn augmenting-path matching as an independent reference for small graphs.
int reference_matching_size(const IncidenceGraph& g, std::span<const char> eligible) {
  std::vector<int> eq_of_var(g.num_vars, -1);
  int size = 0;
  for (int root = 0; root < g.num_eqs(); ++root) {
    std::vector<char> seen(g.num_vars, 0);
    std::function<bool(int)> try_eq = [&](int e) {
      for (const int v : g.eq_vars[e]) {
        if ((!eligible.empty() && !eligible[v]) || seen[v]) continue;
        seen[v] = 1;
        if (eq_of_var[v] < 0 || try_eq(eq_of_var[v])) {
          eq_of_var[v] = e;
          return true;
        }
      }
      return false;
    };
    if (try_eq(root)) ++size;
  }
  return size;
}

TEST(MaximumMatching, FindsPerfectMatchingThatGreedyAssignmentMisses) {
  // Greedy gives e0 -> v0 and leaves e1 stranded; an augmenting path must move e0 to v1.
  const auto g = make_graph(2, {{0, 1}, {0}});
  const Matching m = maximum_matching(g);
  EXPECT_EQ(m.size(), 2);
  EXPECT_EQ(m.var_of_eq, (std::vector<int>{1, 0}));
  EXPECT_EQ(m.eq_of_var, (std::vector<int>{1, 0}));
  EXPECT_NO_THROW(validate_matching(g, m));
}

TEST(MaximumMatching, DeficientGraphLeavesExactlyTheSurplusUnmatched) {
  const auto g = make_graph(3, {{0}, {0}, {1, 2}});
  const Matching m = maximum_matching(g);
  EXPECT_EQ(m.size(), 2);
  EXPECT_EQ(std::count(m.var_of_eq.begin(), m.var_of_eq.end(), -1), 1);
  EXPECT_EQ(std::count(m.eq_of_var.begin(), m.eq_of_var.end(), -1), 1);
  EXPECT_NE(m.var_of_eq[2], -1);
}

TEST(MaximumMatching, IneligibleVariablesAreNeverMatched) {
  const auto g = make_graph(2, {{0, 1}, {1}});
  const std::vector<char> eligible{0, 1};
  const Matching m = maximum_matching(g, eligible);
  EXPECT_EQ(m.size(), 1);
  EXPECT_EQ(m.eq_of_var[0], -1);
  EXPECT_NE(m.eq_of_var[1], -1);
  // Without the mask both equations can be matched.
  EXPECT_EQ(maximum_matching(g).size(), 2);
}

TEST(MaximumMatching, ExtendingKeepsExistingPairsMatched) {
  // Start from e0 -> v0; the maximum extension must re-route e0 rather than drop it.
  const auto g = make_graph(2, {{0, 1}, {0}});
  Matching m{{0, -1}, {0, -1}};
  extend_to_maximum(g, m);
  EXPECT_EQ(m.var_of_eq, (std::vector<int>{1, 0}));
  Matching broken{{1, -1}, {0, -1}};  // directions disagree
  EXPECT_THROW(extend_to_maximum(g, broken), InternalError);
}

TEST(MaximumMatching, MaskOfWrongSizeIsAnInternalError) {
  const auto g = make_graph(2, {{0, 1}});
  const std::vector<char> eligible{1};
  EXPECT_THROW(maximum_matching(g, eligible), InternalError);
}

TEST(MaximumMatching, RejectsUnsortedOrOutOfRangeIncidence) {
  EXPECT_THROW(maximum_matching(make_graph(2, {{1, 0}})), InternalError);
  EXPECT_THROW(maximum_matching(make_graph(2, {{0, 0}})), InternalError);
  EXPECT_THROW(maximum_matching(make_graph(2, {{2}})), InternalError);
}

TEST(MaximumMatching, EmptyGraphAndEmptyEquationAreHandled) {
  EXPECT_EQ(maximum_matching(make_graph(0, {})).size(), 0);
  const Matching m = maximum_matching(make_graph(1, {{}, {0}}));
  EXPECT_EQ(m.var_of_eq, (std::vector<int>{-1, 0}));
}

TEST(MaximumMatching, AgreesWithReferenceOnRandomGraphsAndIsDeterministic) {
  std::mt19937 rng(12345);
  for (int trial = 0; trial < 300; ++trial) {
    const int ne = 1 + static_cast<int>(rng() % 12);
    const int nv = 1 + static_cast<int>(rng() % 12);
    IncidenceGraph g{nv, std::vector<std::vector<int>>(ne)};
    for (auto& row : g.eq_vars) {
      for (int v = 0; v < nv; ++v) {
        if (rng() % 4 == 0) row.push_back(v);
      }
    }
    std::vector<char> eligible(nv);
    for (auto& flag : eligible) flag = rng() % 5 != 0 ? 1 : 0;
    const std::span<const char> mask = trial % 2 == 0 ? std::span<const char>() : eligible;

    const Matching m = maximum_matching(g, mask);
    ASSERT_NO_THROW(validate_matching(g, m, mask));
    EXPECT_EQ(m.size(), reference_matching_size(g, mask)) << "trial " << trial;
    const Matching again = maximum_matching(g, mask);
    EXPECT_EQ(again.var_of_eq, m.var_of_eq);

    // Dulmage–Mendelsohn: the over-determined equations use only variables matched inside the
    // set, and exceed them by the number of unmatched equations.
    const auto over = overdetermined_equations(g, m, mask);
    std::vector<int> neighbours;
    for (const int e : over) {
      for (const int v : g.eq_vars[e]) {
        if (mask.empty() || mask[v]) neighbours.push_back(v);
      }
    }
    std::sort(neighbours.begin(), neighbours.end());
    neighbours.erase(std::unique(neighbours.begin(), neighbours.end()), neighbours.end());
    for (const int v : neighbours) {
      ASSERT_TRUE(std::binary_search(over.begin(), over.end(), m.eq_of_var[v]));
    }
    EXPECT_EQ(over.size() - neighbours.size(), static_cast<std::size_t>(ne - m.size()));

    // And the under-determined variables: every equation containing one is matched inside.
    const auto under = underdetermined_variables(g, m, mask);
    for (int e = 0; e < ne; ++e) {
      for (const int v : g.eq_vars[e]) {
        if (std::binary_search(under.begin(), under.end(), v)) {
          ASSERT_TRUE(std::binary_search(under.begin(), under.end(), m.var_of_eq[e]));
        }
      }
    }
  }
}

TEST(DulmageMendelsohn, SeparatesOverAndUnderDeterminedParts) {
  // e0, e1 both only in a (over-determined); e2 in b, c (under-determined); e3 in d is square
  // although e2 also touches d.
  const int a = 0, b = 1, c = 2, d = 3;
  const auto g = make_graph(4, {{a}, {a}, {b, c, d}, {d}});
  const Matching m = maximum_matching(g);
  EXPECT_EQ(m.size(), 3);
  EXPECT_EQ(overdetermined_equations(g, m), (std::vector<int>{0, 1}));
  EXPECT_EQ(underdetermined_variables(g, m), (std::vector<int>{b, c}));
}

TEST(DulmageMendelsohn, PerfectlyMatchedSystemHasNoDiagnostics) {
  const auto g = make_graph(3, {{0, 1}, {1, 2}, {0, 2}});
  const Matching m = maximum_matching(g);
  EXPECT_EQ(m.size(), 3);
  EXPECT_TRUE(overdetermined_equations(g, m).empty());
  EXPECT_TRUE(underdetermined_variables(g, m).empty());
}

TEST(DulmageMendelsohn, IneligibleVariablesAreNotUnknowns) {
  // v0 is known (ineligible): e0 and e1 both only contain v1 among the unknowns.
  const auto g = make_graph(3, {{0, 1}, {1}, {2}});
  const std::vector<char> eligible{0, 1, 1};
  const Matching m = maximum_matching(g, eligible);
  EXPECT_EQ(overdetermined_equations(g, m, eligible), (std::vector<int>{0, 1}));
  EXPECT_TRUE(underdetermined_variables(g, m, eligible).empty());
}

TEST(DulmageMendelsohn, NonMaximumMatchingIsAnInternalError) {
  const auto g = make_graph(1, {{0}});
  const Matching empty{{-1}, {-1}};
  EXPECT_THROW(overdetermined_equations(g, empty), InternalError);
  EXPECT_THROW(underdetermined_variables(g, empty), InternalError);
}

TEST(MaximumMatching, LongAugmentingPathOnHugeChainDoesNotOverflowTheStack) {
  // Equation i holds {i, i+1}; the last holds only variable 0. Greedy matches i -> i and strands
  // the last equation, whose only augmenting path runs through the whole chain.
  constexpr int n = 300000;
  IncidenceGraph g{n, std::vector<std::vector<int>>(n)};
  for (int i = 0; i + 1 < n; ++i) g.eq_vars[i] = {i, i + 1};
  g.eq_vars[n - 1] = {0};
  const Matching m = maximum_matching(g);
  ASSERT_EQ(m.size(), n);
  EXPECT_EQ(m.var_of_eq[n - 1], 0);
  for (int i = 0; i + 1 < n; ++i) ASSERT_EQ(m.var_of_eq[i], i + 1);
}

}  // namespace
}  // namespace acausal::structure
