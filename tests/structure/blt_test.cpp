#include "core/structure/blt.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <vector>

#include "core/structure/matching.hpp"

namespace acausal::structure {
namespace {

// Position of every equation's block; also checks that blocks partition the equations and carry
// the matched variables.
std::vector<int> block_positions(const IncidenceGraph& g, const Matching& m,
                                 const std::vector<BltBlock>& blocks) {
  std::vector<int> position(g.num_eqs(), -1);
  for (std::size_t b = 0; b < blocks.size(); ++b) {
    const auto& block = blocks[b];
    EXPECT_FALSE(block.equations.empty());
    EXPECT_EQ(block.equations.size(), block.variables.size());
    EXPECT_TRUE(std::is_sorted(block.equations.begin(), block.equations.end()));
    for (std::size_t i = 0; i < block.equations.size(); ++i) {
      const int e = block.equations[i];
      EXPECT_EQ(position[e], -1) << "equation " << e << " in two blocks";
      position[e] = static_cast<int>(b);
      EXPECT_EQ(block.variables[i], m.var_of_eq[e]);
    }
  }
  EXPECT_EQ(std::count(position.begin(), position.end(), -1), 0);
  return position;
}

// The evaluation-order property: an equation only uses variables solved in its own or an
// earlier block.
void expect_evaluation_order(const IncidenceGraph& g, const Matching& m,
                             const std::vector<BltBlock>& blocks) {
  const auto position = block_positions(g, m, blocks);
  for (int e = 0; e < g.num_eqs(); ++e) {
    for (const int v : g.eq_vars[e]) {
      const int producer = m.eq_of_var[v];
      if (producer >= 0) {
        ASSERT_LE(position[producer], position[e]) << "eq " << e << " var " << v;
      }
    }
  }
}

TEST(Blt, TriangularSystemGivesScalarBlocksInDependencyOrder) {
  // e0: f(v2, v1) = 0, e1: f(v0) = 0, e2: f(v0, v1) = 0 -> solve e1, then e2, then e0.
  const IncidenceGraph g{3, {{1, 2}, {0}, {0, 1}}};
  const Matching m = maximum_matching(g);
  ASSERT_EQ(m.size(), 3);
  const auto blocks = blt(g, m);
  ASSERT_EQ(blocks.size(), 3u);
  EXPECT_EQ(blocks[0].equations, (std::vector<int>{1}));
  EXPECT_EQ(blocks[0].variables, (std::vector<int>{0}));
  EXPECT_EQ(blocks[1].equations, (std::vector<int>{2}));
  EXPECT_EQ(blocks[1].variables, (std::vector<int>{1}));
  EXPECT_EQ(blocks[2].equations, (std::vector<int>{0}));
  EXPECT_EQ(blocks[2].variables, (std::vector<int>{2}));
}

TEST(Blt, AlgebraicLoopOfThreeIsOneBlockBetweenItsInputAndItsUser) {
  const int a = 0, b = 1, c = 2, d = 3, u = 4;
  const IncidenceGraph g{5,
                         {
                             {a, b},     // e0: loop
                             {b, c, u},  // e1: loop, uses the input u
                             {a, c},     // e2: loop
                             {a, d},     // e3: uses the loop's result
                             {u},        // e4: computes the input
                         }};
  const Matching m = maximum_matching(g);
  ASSERT_EQ(m.size(), 5);
  const auto blocks = blt(g, m);
  ASSERT_EQ(blocks.size(), 3u);
  EXPECT_EQ(blocks[0].equations, (std::vector<int>{4}));
  EXPECT_EQ(blocks[1].equations, (std::vector<int>{0, 1, 2}));
  std::vector<int> loop_vars = blocks[1].variables;
  std::sort(loop_vars.begin(), loop_vars.end());
  EXPECT_EQ(loop_vars, (std::vector<int>{a, b, c}));
  EXPECT_EQ(blocks[2].equations, (std::vector<int>{3}));
  EXPECT_EQ(blocks[2].variables, (std::vector<int>{d}));
  expect_evaluation_order(g, m, blocks);
}

TEST(Blt, UnmatchedVariablesAreKnownInputs) {
  // v2 is a state (known): it creates no dependency and no block.
  const IncidenceGraph g{3, {{0, 2}, {0, 1, 2}}};
  Matching m{{0, 1}, {0, 1, -1}};
  const auto blocks = blt(g, m);
  ASSERT_EQ(blocks.size(), 2u);
  EXPECT_EQ(blocks[0].equations, (std::vector<int>{0}));
  EXPECT_EQ(blocks[1].equations, (std::vector<int>{1}));
}

TEST(Blt, UnmatchedEquationIsAnInternalError) {
  const IncidenceGraph g{1, {{0}, {0}}};
  const Matching m = maximum_matching(g);
  EXPECT_THROW(blt(g, m), InternalError);
}

TEST(Blt, RandomSparseSystemBlocksAreExactlyTheStrongComponentsInOrder) {
  constexpr int n = 150;
  std::mt19937 rng(20240611);
  std::vector<int> perm(n);
  std::iota(perm.begin(), perm.end(), 0);
  std::shuffle(perm.begin(), perm.end(), rng);
  IncidenceGraph g{n, std::vector<std::vector<int>>(n)};
  for (int e = 0; e < n; ++e) {
    auto& row = g.eq_vars[e];
    row.push_back(perm[e]);  // guarantees a perfect matching
    const int extra = 1 + static_cast<int>(rng() % 3);
    for (int k = 0; k < extra; ++k) row.push_back(static_cast<int>(rng() % n));
    std::sort(row.begin(), row.end());
    row.erase(std::unique(row.begin(), row.end()), row.end());
  }
  const Matching m = maximum_matching(g);
  ASSERT_EQ(m.size(), n);
  const auto blocks = blt(g, m);
  expect_evaluation_order(g, m, blocks);

  // Reference: two equations share a block iff each reaches the other in the dependency graph.
  std::vector<std::vector<char>> reach(n, std::vector<char>(n, 0));
  for (int s = 0; s < n; ++s) {
    std::vector<int> queue{s};
    reach[s][s] = 1;
    for (std::size_t h = 0; h < queue.size(); ++h) {
      for (const int v : g.eq_vars[queue[h]]) {
        const int dep = m.eq_of_var[v];
        if (!reach[s][dep]) {
          reach[s][dep] = 1;
          queue.push_back(dep);
        }
      }
    }
  }
  const auto position = block_positions(g, m, blocks);
  std::size_t largest = 0;
  for (const auto& block : blocks) largest = std::max(largest, block.equations.size());
  EXPECT_GT(largest, 1u) << "seed should produce at least one algebraic loop";
  EXPECT_LT(blocks.size(), static_cast<std::size_t>(n));
  EXPECT_GT(blocks.size(), 10u) << "seed should not collapse everything into one loop";
  for (int e = 0; e < n; ++e) {
    for (int f = 0; f < n; ++f) {
      const bool same = position[e] == position[f];
      ASSERT_EQ(same, reach[e][f] && reach[f][e]) << e << " " << f;
    }
  }
}

TEST(Blt, ChainOfThreeHundredThousandEquationsDoesNotOverflowTheStack) {
  // e_i holds {i, i+1}: each equation needs the next one solved first, so the DFS from e_0 is
  // as deep as the chain.
  constexpr int n = 300000;
  IncidenceGraph g{n, std::vector<std::vector<int>>(n)};
  for (int i = 0; i + 1 < n; ++i) g.eq_vars[i] = {i, i + 1};
  g.eq_vars[n - 1] = {n - 1};
  const Matching m = maximum_matching(g);
  ASSERT_EQ(m.size(), n);
  const auto blocks = blt(g, m);
  ASSERT_EQ(blocks.size(), static_cast<std::size_t>(n));
  for (int b = 0; b < n; ++b) ASSERT_EQ(blocks[b].equations, (std::vector<int>{n - 1 - b}));
}

TEST(Blt, RingOfThreeHundredThousandEquationsIsOneBlock) {
  constexpr int n = 300000;
  IncidenceGraph g{n, std::vector<std::vector<int>>(n)};
  for (int i = 0; i + 1 < n; ++i) g.eq_vars[i] = {i, i + 1};
  g.eq_vars[n - 1] = {0, n - 1};
  const Matching m = maximum_matching(g);
  ASSERT_EQ(m.size(), n);
  const auto blocks = blt(g, m);
  ASSERT_EQ(blocks.size(), 1u);
  EXPECT_EQ(blocks[0].equations.size(), static_cast<std::size_t>(n));
  EXPECT_EQ(blocks[0].equations.front(), 0);
  EXPECT_EQ(blocks[0].equations.back(), n - 1);
}

}  // namespace
}  // namespace acausal::structure
