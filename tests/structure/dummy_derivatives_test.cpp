#include "core/structure/dummy_derivatives.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "tests/structure/structure_test_support.hpp"

namespace acausal::structure {
namespace {

using testing::CallbackOracle;
using testing::linear_partials;
using testing::states_of;
using testing::TestHost;
using testing::TestModel;

// M–S invariant: one dummy per differentiation, so the reduced system is square again.
void expect_one_dummy_per_differentiation(const IndexReduction& ir,
                                          const std::vector<char>& dummy) {
  ASSERT_EQ(dummy.size(), static_cast<std::size_t>(ir.graph.num_vars));
  int derived_eqs = 0;
  for (const int d : ir.eq_derivative) derived_eqs += d >= 0 ? 1 : 0;
  int dummies = 0;
  for (int v = 0; v < ir.graph.num_vars; ++v) {
    if (!dummy[v]) continue;
    ++dummies;
    // Only derivatives can be dummies.
    EXPECT_NE(std::find(ir.var_derivative.begin(), ir.var_derivative.end(), v),
              ir.var_derivative.end())
        << "variable " << v << " is a dummy but not a derivative";
  }
  EXPECT_EQ(dummies, derived_eqs);
}

struct Pendulum {
  TestModel model;
  int x, y, vx, vy, lambda;
  IndexReduction ir;

  Pendulum() {
    x = model.state("x");
    y = model.state("y");
    vx = model.state("vx");
    vy = model.state("vy");
    lambda = model.var("lambda");
    model.eq({model.der(x), vx}, true);    // e0: der(x) = vx
    model.eq({model.der(y), vy}, true);    // e1: der(y) = vy
    model.eq({model.der(vx), lambda, x});  // e2: m der(vx) = -lambda x
    model.eq({model.der(vy), lambda, y});  // e3: m der(vy) = -lambda y - m g
    model.eq({x, y});                      // e4: x^2 + y^2 = L^2
    TestHost host(model);
    ir = pantelides(model.graph, model.var_derivative, host);
  }

  int der(int v) const { return ir.var_derivative[v]; }

  // Exact partials at angle theta (L = 1, m = 1), with consistent velocities.
  std::function<double(int, int)> partials(double theta) const {
    constexpr double omega = 0.5;
    constexpr double lam = 2.0;
    const double px = std::sin(theta), py = -std::cos(theta);
    const double pdx = std::cos(theta) * omega, pdy = std::sin(theta) * omega;
    const double pddx = -std::sin(theta) * omega * omega;
    const double pddy = std::cos(theta) * omega * omega;
    std::map<std::pair<int, int>, double> d;
    const int dx = der(x), dy = der(y), dvx = der(vx), dvy = der(vy);
    const int ddx = der(dx), ddy = der(dy);
    const int e5 = ir.eq_derivative[4], e6 = ir.eq_derivative[0], e7 = ir.eq_derivative[1];
    const int e8 = ir.eq_derivative[e5];
    d[{0, dx}] = 1, d[{0, vx}] = -1;
    d[{1, dy}] = 1, d[{1, vy}] = -1;
    d[{2, dvx}] = 1, d[{2, lambda}] = px, d[{2, x}] = lam;
    d[{3, dvy}] = 1, d[{3, lambda}] = py, d[{3, y}] = lam;
    d[{4, x}] = 2 * px, d[{4, y}] = 2 * py;
    d[{e5, x}] = 2 * pdx, d[{e5, y}] = 2 * pdy, d[{e5, dx}] = 2 * px, d[{e5, dy}] = 2 * py;
    d[{e6, ddx}] = 1, d[{e6, dvx}] = -1;
    d[{e7, ddy}] = 1, d[{e7, dvy}] = -1;
    d[{e8, dx}] = 4 * pdx, d[{e8, dy}] = 4 * pdy, d[{e8, x}] = 2 * pddx, d[{e8, y}] = 2 * pddy;
    d[{e8, ddx}] = 2 * px, d[{e8, ddy}] = 2 * py;
    return [d](int e, int v) {
      const auto it = d.find({e, v});
      return it == d.end() ? 0.0 : it->second;
    };
  }
};

TEST(DummyDerivatives, PendulumHangingDownKeepsHorizontalStates) {
  Pendulum p;
  CallbackOracle oracle(p.partials(0.3));  // |y| > |x|: y is the one to compute from x
  const auto dummy = select_dummy_derivatives(p.ir, oracle);
  expect_one_dummy_per_differentiation(p.ir, dummy);
  const int dx = p.der(p.x), dy = p.der(p.y);
  EXPECT_TRUE(dummy[dy]);
  EXPECT_TRUE(dummy[p.der(dy)]);
  EXPECT_TRUE(dummy[p.der(p.vy)]);
  EXPECT_TRUE(dummy[p.der(dx)]);  // der(der(x)) exists only because of index reduction
  EXPECT_FALSE(dummy[dx]);
  EXPECT_FALSE(dummy[p.der(p.vx)]);
  EXPECT_EQ(states_of(p.ir, dummy), (std::vector<int>{p.x, p.vx}));
  // Level 1 is one block (the three derived equations), level 2 the velocity constraint.
  ASSERT_EQ(oracle.calls.size(), 2u);
  EXPECT_EQ(oracle.calls[0].first.size(), 3u);
  EXPECT_EQ(oracle.calls[0].second.size(), 4u);
  EXPECT_EQ(oracle.calls[1].first, (std::vector<int>{p.ir.eq_derivative[4]}));
  EXPECT_EQ(oracle.calls[1].second, (std::vector<int>{dx, dy}));
}

TEST(DummyDerivatives, PendulumNearHorizontalKeepsVerticalStates) {
  Pendulum p;
  CallbackOracle oracle(p.partials(1.3));  // |x| > |y|
  const auto dummy = select_dummy_derivatives(p.ir, oracle);
  expect_one_dummy_per_differentiation(p.ir, dummy);
  EXPECT_EQ(states_of(p.ir, dummy), (std::vector<int>{p.y, p.vy}));
}

TEST(DummyDerivatives, PreferenceOverridesTheNumericChoiceWhenRegular) {
  Pendulum p;
  CallbackOracle oracle(p.partials(0.3));
  std::vector<double> preference(p.ir.graph.num_vars, 0.0);
  preference[p.y] = 1.0;
  preference[p.vy] = 1.0;
  const auto dummy = select_dummy_derivatives(p.ir, oracle, preference);
  expect_one_dummy_per_differentiation(p.ir, dummy);
  EXPECT_EQ(states_of(p.ir, dummy), (std::vector<int>{p.y, p.vy}));
}

struct GearPair {
  TestModel model;
  int phi1, w1, phi2, w2, tau1, tau2;
  IndexReduction ir;
  static constexpr double kRatio = 2.0;

  GearPair() {
    phi1 = model.state("phi1");
    w1 = model.state("w1");
    phi2 = model.state("phi2");
    w2 = model.state("w2");
    tau1 = model.var("tau1");
    tau2 = model.var("tau2");
    model.eq({model.der(phi1), w1}, true);  // e0
    model.eq({model.der(w1), tau1}, true);  // e1
    model.eq({model.der(phi2), w2}, true);  // e2
    model.eq({model.der(w2), tau2}, true);  // e3
    model.eq({phi1, phi2}, true);           // e4: phi1 = r phi2
    model.eq({tau1, tau2}, true);           // e5: tau2 = -r tau1
    TestHost host(model);
    ir = pantelides(model.graph, model.var_derivative, host);
  }

  std::function<double(int, int)> partials() const {
    const auto der = [&](int v) { return model.var_derivative[v]; };
    return linear_partials(ir, {{{0, der(phi1)}, 1.0},
                                {{0, w1}, -1.0},
                                {{1, der(w1)}, 1.0},
                                {{1, tau1}, -1.0},
                                {{2, der(phi2)}, 1.0},
                                {{2, w2}, -1.0},
                                {{3, der(w2)}, 1.0},
                                {{3, tau2}, -1.0},
                                {{4, phi1}, 1.0},
                                {{4, phi2}, -kRatio},
                                {{5, tau1}, kRatio},
                                {{5, tau2}, 1.0}});
  }
};

TEST(DummyDerivatives, GearKeepsTwoOfFourStateCandidates) {
  GearPair g;
  CallbackOracle oracle(g.partials());
  const auto dummy = select_dummy_derivatives(g.ir, oracle);
  expect_one_dummy_per_differentiation(g.ir, dummy);
  const auto states = states_of(g.ir, dummy);
  ASSERT_EQ(states.size(), 2u);
  // One angle and one speed; with r = 2 the numerically larger pivot (phi2 side) is eliminated.
  EXPECT_EQ(states, (std::vector<int>{g.phi1, g.w1}));
}

TEST(DummyDerivatives, GearPreferenceSelectsTheOtherInertia) {
  GearPair g;
  CallbackOracle oracle(g.partials());
  std::vector<double> preference(g.ir.graph.num_vars, 0.0);
  preference[g.phi2] = 10.0;
  preference[g.w2] = 10.0;
  const auto dummy = select_dummy_derivatives(g.ir, oracle, preference);
  expect_one_dummy_per_differentiation(g.ir, dummy);
  EXPECT_EQ(states_of(g.ir, dummy), (std::vector<int>{g.phi2, g.w2}));
}

TEST(DummyDerivatives, CapacitorsDrivenBySourceLoseBothStates) {
  TestModel model;
  const int v1 = model.state("v1");
  const int v2 = model.state("v2");
  const int i1 = model.var("i1");
  const int i2 = model.var("i2");
  const int is = model.var("iS");
  model.eq({model.der(v1), i1}, true);
  model.eq({model.der(v2), i2}, true);
  model.eq({v1}, true);
  model.eq({v1, v2}, true);
  model.eq({is, i1, i2}, true);
  TestHost host(model);
  const auto ir = pantelides(model.graph, model.var_derivative, host);
  CallbackOracle oracle(linear_partials(ir, {{{0, model.der(v1)}, 1e-6},
                                             {{0, i1}, -1.0},
                                             {{1, model.der(v2)}, 2e-6},
                                             {{1, i2}, -1.0},
                                             {{2, v1}, 1.0},
                                             {{3, v1}, 1.0},
                                             {{3, v2}, -1.0},
                                             {{4, is}, 1.0},
                                             {{4, i1}, 1.0},
                                             {{4, i2}, 1.0}}));
  const auto dummy = select_dummy_derivatives(ir, oracle);
  expect_one_dummy_per_differentiation(ir, dummy);
  EXPECT_TRUE(dummy[model.der(v1)]);
  EXPECT_TRUE(dummy[model.der(v2)]);
  EXPECT_TRUE(states_of(ir, dummy).empty());
}

TEST(DummyDerivatives, IndependentSubsystemsAreSolvedAsSeparateBlocks) {
  // Two gear pairs side by side: each level-1 block is one pair.
  TestModel model;
  std::map<std::pair<int, int>, double> coefficients;
  for (int pair = 0; pair < 2; ++pair) {
    const int phi1 = model.state("phi1");
    const int w1 = model.state("w1");
    const int phi2 = model.state("phi2");
    const int w2 = model.state("w2");
    const int tau1 = model.var("tau1");
    const int tau2 = model.var("tau2");
    const auto add = [&](std::vector<std::pair<int, double>> terms) {
      std::vector<int> vars;
      for (const auto& [v, c] : terms) vars.push_back(v);
      const int e = model.eq(vars, true);
      for (const auto& [v, c] : terms) coefficients[{e, v}] = c;
    };
    add({{model.der(phi1), 1.0}, {w1, -1.0}});
    add({{model.der(w1), 1.0}, {tau1, -1.0}});
    add({{model.der(phi2), 1.0}, {w2, -1.0}});
    add({{model.der(w2), 1.0}, {tau2, -1.0}});
    add({{phi1, 1.0}, {phi2, -3.0}});
    add({{tau1, 3.0}, {tau2, 1.0}});
  }
  TestHost host(model);
  const auto ir = pantelides(model.graph, model.var_derivative, host);
  CallbackOracle oracle(linear_partials(ir, coefficients));
  const auto dummy = select_dummy_derivatives(ir, oracle);
  expect_one_dummy_per_differentiation(ir, dummy);
  EXPECT_EQ(states_of(ir, dummy).size(), 4u);
  ASSERT_EQ(oracle.calls.size(), 4u);  // two blocks on each of two levels
  for (const auto& [rows, cols] : oracle.calls) EXPECT_LE(rows.size(), 3u);
}

TEST(DummyDerivatives, SingularJacobianIsAStructuralErrorNamingTheEquations) {
  GearPair g;
  CallbackOracle oracle([](int, int) { return 0.0; });
  try {
    select_dummy_derivatives(g.ir, oracle);
    FAIL() << "expected StructuralError";
  } catch (const StructuralError& error) {
    const std::string what = error.what();
    EXPECT_NE(what.find("no nonsingular choice"), std::string::npos) << what;
    EXPECT_NE(what.find("level 1"), std::string::npos) << what;
  }
}

TEST(DummyDerivatives, NonFiniteJacobianIsReported) {
  GearPair g;
  CallbackOracle oracle([](int, int) { return std::nan(""); });
  EXPECT_THROW(select_dummy_derivatives(g.ir, oracle), StructuralError);
}

TEST(DummyDerivatives, NothingDifferentiatedMeansNoDummiesAndNoOracleCalls) {
  TestModel model;
  const int v = model.state("v");
  const int i = model.var("i");
  model.eq({model.der(v), i}, true);
  model.eq({v, i}, true);
  TestHost host(model);
  const auto ir = pantelides(model.graph, model.var_derivative, host);
  CallbackOracle oracle([](int, int) { return 1.0; });
  const auto dummy = select_dummy_derivatives(ir, oracle);
  EXPECT_EQ(dummy, (std::vector<char>{0, 0, 0}));
  EXPECT_TRUE(oracle.calls.empty());
}

TEST(DummyDerivatives, WrongPreferenceSizeIsAnInternalError) {
  GearPair g;
  CallbackOracle oracle(g.partials());
  const std::vector<double> preference(3, 0.0);
  EXPECT_THROW(select_dummy_derivatives(g.ir, oracle, preference), InternalError);
}

}  // namespace
}  // namespace acausal::structure
