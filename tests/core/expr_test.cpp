#include "core/expr/expr.hpp"

#include <cmath>
#include <stdexcept>
#include <vector>

#include <gtest/gtest.h>

#include "core/errors.hpp"
#include "core/expr/differentiate.hpp"
#include "core/expr/evaluate.hpp"
#include "core/expr/node_table.hpp"
#include "core/expr/print.hpp"
#include "core/expr/substitute.hpp"

namespace acausal {
namespace {

double eval_at(const Expr& e, const Expr& x, double xv) {
  return evaluate(e, [&](const Expr& leaf) {
    if (leaf.same(x)) return xv;
    return 0.0;
  });
}

// The open-addressing tables the passes key by node: every key found after
// many growths, absent keys absent, values kept in insertion order.
TEST(NodeTable, FindsEveryNodeItHoldsAcrossGrowthAndNoOther) {
  Expr x = Expr::variable("x");
  std::vector<Expr> nodes;
  for (int k = 0; k < 5000; ++k) nodes.push_back(x + static_cast<double>(k));
  NodeSet set;
  NodeMap<int> map;
  for (int k = 0; k < 5000; k += 2) {
    EXPECT_TRUE(set.insert(nodes[static_cast<std::size_t>(k)].id()));
    EXPECT_TRUE(map.emplace(nodes[static_cast<std::size_t>(k)].id(), k).second);
  }
  EXPECT_FALSE(set.insert(nodes[0].id()));
  const auto again = map.emplace(nodes[4].id(), -1);
  EXPECT_FALSE(again.second);
  EXPECT_EQ(*again.first, 4);
  EXPECT_EQ(set.size(), 2500u);
  EXPECT_EQ(map.size(), 2500u);
  for (int k = 0; k < 5000; ++k) {
    const void* id = nodes[static_cast<std::size_t>(k)].id();
    EXPECT_EQ(set.contains(id), k % 2 == 0) << k;
    if (k % 2 == 0) {
      ASSERT_NE(map.find(id), nullptr);
      EXPECT_EQ(map.at(id), k);
    } else {
      EXPECT_EQ(map.find(id), nullptr);
      EXPECT_THROW((void)map.at(id), std::out_of_range);
    }
  }
}

TEST(Expr, StructurallyEqualExpressionsShareOneNode) {
  Expr x = Expr::variable("x");
  Expr y = Expr::variable("y");
  Expr a = sin(x * y + 2.0);
  Expr b = sin(x * y + 2.0);
  EXPECT_TRUE(a.same(b));
  EXPECT_FALSE(a.same(sin(y * x + 2.0)));  // no reordering: a different tree
}

TEST(Expr, SymbolsWithTheSameNameAreDistinct) {
  Expr a = Expr::variable("x");
  Expr b = Expr::variable("x");
  EXPECT_FALSE(a.same(b));
  EXPECT_EQ(a.name(), "x");
}

TEST(Expr, ConstantFoldingAndNeutralElements) {
  Expr x = Expr::variable("x");
  EXPECT_TRUE((x + 0.0).same(x));
  EXPECT_TRUE((1.0 * x).same(x));
  EXPECT_TRUE((x * 0.0).is_constant(0.0));
  EXPECT_TRUE((x - x).is_constant(0.0));
  EXPECT_TRUE((-(-x)).same(x));
  EXPECT_DOUBLE_EQ((Expr(2.0) * 3.0 + sin(Expr(0.0))).value(), 6.0);
  EXPECT_TRUE(if_else(Expr(1.0) < Expr(2.0), x, Expr(5.0)).same(x));
}

TEST(Expr, PartialDerivativesMatchFiniteDifferences) {
  Expr x = Expr::variable("x");
  const std::vector<Expr> cases = {
      x * x * x,
      sin(x) * cos(x),
      exp(2.0 * x) / (1.0 + x * x),
      log(x + 3.0),
      sqrt(x + 2.0),
      tan(x),
      asin(x / 2.0),
      acos(x / 2.0),
      atan(x),
      atan2(x, 2.0),
      atan2(1.5, x),
      sinh(x),
      cosh(x),
      tanh(x),
      pow(x + 2.0, 2.5),
      pow(2.0, x),
      abs(x - 0.1),
      min(x, 0.2 * x),
      max(x, 0.2 * x),
      if_else(x > 0.0, x * x, -x),
  };
  for (double xv : {0.3, 0.7, -0.4}) {
    for (const Expr& f : cases) {
      const double h = 1e-6;
      const double fd = (eval_at(f, x, xv + h) - eval_at(f, x, xv - h)) / (2 * h);
      const double d = eval_at(partial(f, x), x, xv);
      EXPECT_NEAR(d, fd, 1e-6 * (1 + std::fabs(fd))) << to_string(f) << " at " << xv;
    }
  }
}

// The reverse sweep against central differences, for every operation, in a
// function of three unknowns and a derivative whose subexpressions are shared
// (the case the sweep exists for), and through a call-free DAG of depth 30.
TEST(Expr, GradientMatchesFiniteDifferencesForEveryUnknown) {
  Expr x = Expr::variable("x"), y = Expr::variable("y"), z = Expr::variable("z");
  Expr dx = der(x);
  Expr shared = sin(x * y) + z / (1.5 + x * x);
  Expr f = shared * cos(shared) + exp(0.1 * y) * log(2.0 + z * z) - sqrt(1.0 + shared * shared) +
           tan(0.3 * x) + asin(0.2 * y) - acos(0.1 * z) + atan(x * z) + atan2(y, 2.0 + x) +
           sinh(0.2 * z) * cosh(0.1 * x) + tanh(y) + pow(2.0 + x * x, 1.5) + pow(1.5, y) +
           pow(1.0 + z * z, x) + abs(y - 0.2) + dx * dx * y - no_event(x * y) +
           with_derivative(x * z, Expr(7.0));
  for (int k = 0; k < 30; ++k) f = f * 0.9 + sin(f) * y;  // deep, each level shared
  const std::vector<Expr> unknowns{x, y, z, dx};
  for (const auto& point :
       {std::vector<double>{0.3, -0.7, 0.5, 1.2}, std::vector<double>{-0.45, 0.25, -1.1, -0.3}}) {
    auto value = [&](const Expr& e, int moved, double h) {
      return evaluate(e, [&](const Expr& leaf) {
        for (std::size_t i = 0; i < unknowns.size(); ++i)
          if (leaf.same(unknowns[i])) return point[i] + (static_cast<int>(i) == moved ? h : 0.0);
        return 0.0;
      });
    };
    const auto grad = gradient(f);
    ASSERT_EQ(grad.size(), unknowns.size());
    for (const auto& [leaf, d] : grad) {
      int i = 0;
      while (!unknowns[static_cast<std::size_t>(i)].same(leaf)) ++i;
      const double h = 1e-6;
      const double fd = (value(f, i, h) - value(f, i, -h)) / (2 * h);
      EXPECT_NEAR(value(d, -1, 0.0), fd, 1e-6 * (1 + std::fabs(fd))) << to_string(leaf);
      EXPECT_NEAR(value(d, -1, 0.0), value(partial(f, leaf), -1, 0.0), 1e-12 * (1 + std::fabs(fd)))
          << to_string(leaf);
    }
  }
}

// The many-symbol sweep builds the very nodes the one-symbol sweep does
// (shared subexpressions, with_derivative, der leaves, a symbol absent from
// some roots, piecewise-constant operations whose derivative folds to 0).
TEST(Expr, PartialsForManySymbolsAreTheOneSymbolPartials) {
  Expr x = Expr::variable("x"), y = Expr::variable("y"), z = Expr::variable("z");
  Expr w = Expr::variable("w");  // in no root
  Expr dx = der(x);
  Expr shared = sin(x * y) + z / (1.5 + x * x);
  const std::vector<Expr> roots{
      shared * cos(shared) + dx * y, with_derivative(x * z, Expr(7.0)) - sign(y) * x,
      if_else(x > y, z * z, sqrt(1.0 + y * y)), Expr(3.0) + z, min(x, z) / (2.0 + shared)};
  const std::vector<Expr> symbols{x, y, z, dx, w};
  const auto columns = partials(roots, symbols);
  ASSERT_EQ(columns.size(), symbols.size());
  for (std::size_t j = 0; j < symbols.size(); ++j) {
    const std::vector<Expr> one = partials(roots, symbols[j]);
    ASSERT_EQ(columns[j].size(), roots.size());
    for (std::size_t i = 0; i < roots.size(); ++i)
      EXPECT_TRUE(columns[j][i].same(one[i]))
          << to_string(symbols[j]) << " " << i << ": " << to_string(columns[j][i]) << " vs "
          << to_string(one[i]);
  }
  EXPECT_TRUE(columns[4][0].is_constant(0));
}

// A branch not taken keeps its infinite partial derivative out of the
// gradient: the magnitude sqrt(x^2 + y^2), guarded at 0, has gradient 0 there,
// not 0 * inf = NaN.
TEST(Expr, GradientOfAGuardedMagnitudeIsFiniteAtZero) {
  Expr x = Expr::variable("x"), y = Expr::variable("y");
  Expr r2 = x * x + y * y;
  Expr f = if_else(no_event(r2 > 0.0), sqrt(r2), Expr(0.0)) + 3.0 * y;
  for (const auto& [leaf, d] : gradient(f)) {
    const double v = evaluate(d, [](const Expr&) { return 0.0; });
    EXPECT_EQ(v, leaf.same(y) ? 3.0 : 0.0) << to_string(leaf);
  }
}

TEST(Expr, TimeDerivativeAppliesTheChainRuleThroughDer) {
  Expr x = Expr::variable("x");
  Expr t = Expr::time();
  Expr dt = time_derivative(x * x + sin(t));
  // d/dt = 2 x der(x) + cos(t)
  Expr dx = der(x);
  double v = evaluate(dt, [&](const Expr& leaf) {
    if (leaf.same(x)) return 3.0;
    if (leaf.same(dx)) return 0.5;
    if (leaf.op() == Op::Time) return 0.2;
    return 0.0;
  });
  EXPECT_NEAR(v, 2 * 3.0 * 0.5 + std::cos(0.2), 1e-15);
  // Second derivative mentions der(der(x)).
  Expr d2 = time_derivative(dt);
  bool found = false;
  evaluate(d2, [&](const Expr& leaf) {
    if (leaf.op() == Op::Der && leaf.arg(0).op() == Op::Der) found = true;
    return 1.0;
  });
  EXPECT_TRUE(found);
}

TEST(Expr, DerOfANonVariableIsRejected) {
  Expr x = Expr::variable("x");
  EXPECT_THROW(der(x * 2.0), ModelError);
}

TEST(Expr, PrintingShowsInfixWithMinimalParentheses) {
  Expr x = Expr::variable("a.x");
  Expr y = Expr::variable("b.y");
  EXPECT_EQ(to_string(x * (y + 1.0)), "a.x * (b.y + 1)");
  EXPECT_EQ(to_string(x - (y - 2.0)), "a.x - (b.y - 2)");
  EXPECT_EQ(to_string(der(x)), "der(a.x)");
  EXPECT_EQ(to_string(if_else(x > y, x, y)), "(if a.x > b.y then a.x else b.y)");
}

TEST(Expr, SubstitutionDifferentiatesReplacedDerArguments) {
  Expr x = Expr::variable("x");
  Expr y = Expr::variable("y");
  Substitution map;
  map.emplace(x, 2.0 * y);
  Substituter sub(map);
  Expr r = sub(der(x) + x);
  double v = evaluate(r, [&](const Expr& leaf) {
    if (leaf.same(y)) return 1.0;
    if (leaf.op() == Op::Der) return 10.0;  // der(y)
    return 0.0;
  });
  EXPECT_DOUBLE_EQ(v, 2.0 * 10.0 + 2.0);
}

TEST(Expr, DeepGraphsAreBuiltAndDestroyedWithoutRecursion) {
  const std::size_t before = live_node_count();
  {
    Expr x = Expr::variable("x");
    Expr sum = x;
    for (int i = 0; i < 300000; ++i) sum = sum * 1.0000001 + x;  // depth 6e5
    EXPECT_GT(live_node_count(), before + 300000);
    double v = eval_at(sum, x, 0.0);
    EXPECT_EQ(v, 0.0);
  }
  EXPECT_EQ(live_node_count(), before);
}

}  // namespace
}  // namespace acausal
