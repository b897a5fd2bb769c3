#include "core/structure/pantelides.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "tests/structure/structure_test_support.hpp"

namespace acausal::structure {
namespace {

using testing::TestHost;
using testing::TestModel;

int times_differentiated(const IndexReduction& ir, int e) {
  int n = 0;
  for (int d = ir.eq_derivative[e]; d >= 0; d = ir.eq_derivative[d]) ++n;
  return n;
}

// Invariants every successful reduction must satisfy, whatever the model.
void expect_consistent(const IndexReduction& ir, const TestHost& host, int original_eqs) {
  EXPECT_EQ(ir.graph.num_vars, host.graph.num_vars);
  EXPECT_EQ(ir.graph.eq_vars, host.graph.eq_vars);
  EXPECT_EQ(ir.var_derivative, host.var_derivative);
  ASSERT_EQ(ir.eq_derivative.size(), ir.graph.eq_vars.size());
  ASSERT_EQ(static_cast<int>(host.differentiated.size()), ir.graph.num_eqs() - original_eqs);
  for (std::size_t i = 0; i < host.differentiated.size(); ++i) {
    EXPECT_EQ(ir.eq_derivative[host.differentiated[i]], original_eqs + static_cast<int>(i));
  }
  std::vector<char> highest(ir.graph.num_vars);
  for (int v = 0; v < ir.graph.num_vars; ++v) highest[v] = ir.var_derivative[v] < 0 ? 1 : 0;
  ASSERT_NO_THROW(validate_matching(ir.graph, ir.matching, highest));
  for (int e = 0; e < ir.graph.num_eqs(); ++e) {
    if (ir.eq_derivative[e] < 0) {
      EXPECT_GE(ir.matching.var_of_eq[e], 0) << "highest equation " << e << " unmatched";
    } else {
      EXPECT_EQ(ir.matching.var_of_eq[e], -1) << "differentiated equation " << e << " matched";
    }
  }
}

TEST(Pantelides, IndexOneSystemIsLeftUntouched) {
  // RC circuit: C der(v) = i, v + R i = u(t).
  TestModel model;
  const int v = model.state("v");
  const int i = model.var("i");
  model.eq({model.der(v), i}, true);
  model.eq({v, i}, true);
  TestHost host(model);
  const auto ir = pantelides(model.graph, model.var_derivative, host);
  expect_consistent(ir, host, 2);
  EXPECT_EQ(ir.graph.num_eqs(), 2);
  EXPECT_EQ(ir.graph.num_vars, 3);
  EXPECT_TRUE(ir.differentiated_equations.empty());
  EXPECT_EQ(ir.max_differentiations, 0);
  EXPECT_EQ(host.derivative_calls, 0);
  EXPECT_EQ(ir.matching.var_of_eq, (std::vector<int>{model.der(v), i}));
}

TEST(Pantelides, PrescribedStateGivesIndexTwo) {
  // der(x) = y, x = sin(t): the constraint is differentiated once to reach der(x).
  TestModel model;
  const int x = model.state("x");
  const int y = model.var("y");
  model.eq({model.der(x), y}, true);
  model.eq({x}, false);
  TestHost host(model);
  const auto ir = pantelides(model.graph, model.var_derivative, host);
  expect_consistent(ir, host, 2);
  EXPECT_EQ(ir.differentiated_equations, (std::vector<int>{1}));
  EXPECT_EQ(ir.max_differentiations, 1);
  EXPECT_EQ(ir.graph.num_vars, 3);  // no new variable: der(x) already exists
  EXPECT_EQ(ir.graph.eq_vars[2], (std::vector<int>{x, model.der(x)}));
  EXPECT_EQ(ir.matching.var_of_eq[0], y);
  EXPECT_EQ(ir.matching.var_of_eq[2], model.der(x));
}

TEST(Pantelides, GearBetweenTwoInertiasDifferentiatesTheGearTwice) {
  TestModel model;
  const int phi1 = model.state("phi1");
  const int w1 = model.state("w1");
  const int phi2 = model.state("phi2");
  const int w2 = model.state("w2");
  const int tau1 = model.var("tau1");
  const int tau2 = model.var("tau2");
  model.eq({model.der(phi1), w1}, true);  // e0
  model.eq({model.der(w1), tau1}, true);  // e1: J1 der(w1) = tau1
  model.eq({model.der(phi2), w2}, true);  // e2
  model.eq({model.der(w2), tau2}, true);  // e3
  model.eq({phi1, phi2}, true);           // e4: phi1 = r phi2
  model.eq({tau1, tau2}, true);           // e5: tau2 = -r tau1
  TestHost host(model);
  const auto ir = pantelides(model.graph, model.var_derivative, host);
  expect_consistent(ir, host, 6);
  EXPECT_EQ(times_differentiated(ir, 4), 2);
  EXPECT_EQ(times_differentiated(ir, 0), 1);
  EXPECT_EQ(times_differentiated(ir, 2), 1);
  EXPECT_EQ(ir.differentiated_equations, (std::vector<int>{0, 2, 4}));
  EXPECT_EQ(ir.max_differentiations, 2);
  // der(der(phi1)) and der(der(phi2)) are the only new variables.
  EXPECT_EQ(ir.graph.num_vars, 12);
  const int ddphi1 = ir.var_derivative[model.der(phi1)];
  const int ddphi2 = ir.var_derivative[model.der(phi2)];
  EXPECT_GE(ddphi1, 10);
  EXPECT_GE(ddphi2, 10);
  const int gear2 = ir.eq_derivative[ir.eq_derivative[4]];
  EXPECT_EQ(ir.graph.eq_vars[gear2],
            (std::vector<int>{std::min(ddphi1, ddphi2), std::max(ddphi1, ddphi2)}));
  // The torque equation and one inertia equation must now solve for the torques.
  const int m_tau1 = ir.matching.eq_of_var[tau1];
  const int m_tau2 = ir.matching.eq_of_var[tau2];
  EXPECT_GE(m_tau1, 0);
  EXPECT_GE(m_tau2, 0);
}

TEST(Pantelides, CartesianPendulumIsIndexThree) {
  TestModel model;
  const int x = model.state("x");
  const int y = model.state("y");
  const int vx = model.state("vx");
  const int vy = model.state("vy");
  const int lambda = model.var("lambda");
  model.eq({model.der(x), vx}, true);    // e0
  model.eq({model.der(y), vy}, true);    // e1
  model.eq({model.der(vx), lambda, x});  // e2: m der(vx) = -lambda x
  model.eq({model.der(vy), lambda, y});  // e3: m der(vy) = -lambda y - m g
  model.eq({x, y});                      // e4: x^2 + y^2 = L^2
  TestHost host(model);
  const auto ir = pantelides(model.graph, model.var_derivative, host);
  expect_consistent(ir, host, 5);
  EXPECT_EQ(times_differentiated(ir, 4), 2);
  EXPECT_EQ(times_differentiated(ir, 0), 1);
  EXPECT_EQ(times_differentiated(ir, 1), 1);
  EXPECT_EQ(times_differentiated(ir, 2), 0);
  EXPECT_EQ(times_differentiated(ir, 3), 0);
  EXPECT_EQ(ir.differentiated_equations, (std::vector<int>{0, 1, 4}));
  EXPECT_EQ(ir.max_differentiations, 2);
  // Deterministic numbering: e5 = der(e4); then the tree {e0, e1, e5} in index order.
  EXPECT_EQ(ir.eq_derivative[4], 5);
  EXPECT_EQ(ir.eq_derivative[0], 6);
  EXPECT_EQ(ir.eq_derivative[1], 7);
  EXPECT_EQ(ir.eq_derivative[5], 8);
  const int ddx = ir.var_derivative[model.der(x)];
  const int ddy = ir.var_derivative[model.der(y)];
  EXPECT_EQ(ddx, 9);
  EXPECT_EQ(ddy, 10);
  // Five highest equations, five highest unknowns, all matched; lambda comes from the force
  // balances, not from the constraint.
  EXPECT_EQ(ir.matching.size(), 5);
  const int lambda_eq = ir.matching.eq_of_var[lambda];
  EXPECT_TRUE(lambda_eq == 2 || lambda_eq == 3);
  EXPECT_GE(ir.matching.eq_of_var[ddx], 0);
  EXPECT_GE(ir.matching.eq_of_var[ddy], 0);
}

TEST(Pantelides, TwoCapacitorsInParallelWithVoltageSource) {
  TestModel model;
  const int v1 = model.state("v1");
  const int v2 = model.state("v2");
  const int i1 = model.var("i1");
  const int i2 = model.var("i2");
  const int is = model.var("iS");
  model.eq({model.der(v1), i1}, true);  // e0: C1 der(v1) = i1
  model.eq({model.der(v2), i2}, true);  // e1: C2 der(v2) = i2
  model.eq({v1}, true);                 // e2: v1 = V(t)
  model.eq({v1, v2}, true);             // e3: v2 = v1
  model.eq({is, i1, i2}, true);         // e4: KCL
  TestHost host(model);
  const auto ir = pantelides(model.graph, model.var_derivative, host);
  expect_consistent(ir, host, 5);
  EXPECT_EQ(ir.differentiated_equations, (std::vector<int>{2, 3}));
  EXPECT_EQ(times_differentiated(ir, 2), 1);
  EXPECT_EQ(times_differentiated(ir, 3), 1);
  EXPECT_EQ(ir.max_differentiations, 1);
  EXPECT_EQ(ir.graph.num_vars, 7);  // no derivative of a derivative is needed
  // Both capacitor currents are now computed by the capacitor laws.
  EXPECT_EQ(ir.matching.eq_of_var[i1], 0);
  EXPECT_EQ(ir.matching.eq_of_var[i2], 1);
  EXPECT_EQ(ir.matching.eq_of_var[is], 4);
}

TEST(Pantelides, PositionDrivenMassDifferentiatesThePositionTwice) {
  TestModel model;
  const int s = model.state("s");
  const int v = model.state("v");
  const int f = model.var("F");
  model.eq({s});                      // e0: s = f(t)
  model.eq({model.der(s), v}, true);  // e1: der(s) = v
  model.eq({model.der(v), f}, true);  // e2: m der(v) = F
  TestHost host(model);
  const auto ir = pantelides(model.graph, model.var_derivative, host);
  expect_consistent(ir, host, 3);
  EXPECT_EQ(times_differentiated(ir, 0), 2);
  EXPECT_EQ(times_differentiated(ir, 1), 1);
  EXPECT_EQ(times_differentiated(ir, 2), 0);
  EXPECT_EQ(ir.max_differentiations, 2);
  EXPECT_EQ(ir.matching.eq_of_var[f], 2);  // the force follows from the prescribed motion
  const int dds = ir.var_derivative[model.der(s)];
  EXPECT_EQ(ir.matching.var_of_eq[ir.eq_derivative[ir.eq_derivative[0]]], dds);
}

TEST(Pantelides, TwoEquationsInOneAlgebraicVariableAreSingular) {
  TestModel model;
  const int x = model.var("x");
  const int y = model.var("y");
  const int z = model.var("z");
  model.eq({x});
  model.eq({x});
  model.eq({x, y, z});
  TestHost host(model);
  try {
    pantelides(model.graph, model.var_derivative, host);
    FAIL() << "expected StructuralSingularity";
  } catch (const StructuralSingularity& error) {
    EXPECT_EQ(error.equations, (std::vector<int>{0, 1}));
    EXPECT_EQ(error.variables, (std::vector<int>{x}));
    EXPECT_NE(std::string(error.what()).find("structurally singular"), std::string::npos);
  }
  EXPECT_TRUE(host.differentiated.empty()) << "detection must happen before differentiating";
  EXPECT_EQ(host.derivative_calls, 0);
}

TEST(Pantelides, OverdeterminedAlgebraicPairIsSingularAndCaughtAsStructuralError) {
  // x + y = 0, x + y = 1, x - y = 2: three equations, two unknowns.
  TestModel model;
  const int x = model.var("x");
  const int y = model.var("y");
  model.eq({x, y}, true);
  model.eq({x, y}, true);
  model.eq({x, y}, true);
  TestHost host(model);
  try {
    pantelides(model.graph, model.var_derivative, host);
    FAIL() << "expected StructuralSingularity";
  } catch (const StructuralError& error) {
    const auto* singular = dynamic_cast<const StructuralSingularity*>(&error);
    ASSERT_NE(singular, nullptr);
    EXPECT_EQ(singular->equations, (std::vector<int>{0, 1, 2}));
    EXPECT_EQ(singular->variables, (std::vector<int>{x, y}));
  }
}

TEST(Pantelides, NumericallySingularButStructurallyRegularPairPassesStructuralAnalysis) {
  // x + y = 0, x + y = 1 has the incidence of a regular system (x, y both matchable); its
  // singularity is numeric and must be caught where Jacobians are available.
  TestModel model;
  const int x = model.var("x");
  const int y = model.var("y");
  model.eq({x, y}, true);
  model.eq({x, y}, true);
  TestHost host(model);
  const auto ir = pantelides(model.graph, model.var_derivative, host);
  EXPECT_EQ(ir.matching.size(), 2);
  EXPECT_TRUE(ir.differentiated_equations.empty());
}

TEST(Pantelides, SingularityNextToStatesBlamesOnlyTheAlgebraicPart) {
  // der(x) = y, y = 1, y = 2: the two equations in y conflict; x is innocent and no
  // differentiation is attempted.
  TestModel model;
  const int x = model.state("x");
  const int y = model.var("y");
  model.eq({model.der(x), y}, true);
  model.eq({y}, true);
  model.eq({y}, true);
  TestHost host(model);
  try {
    pantelides(model.graph, model.var_derivative, host);
    FAIL() << "expected StructuralSingularity";
  } catch (const StructuralSingularity& error) {
    EXPECT_EQ(error.equations, (std::vector<int>{1, 2}));
    EXPECT_EQ(error.variables, (std::vector<int>{y}));
  }
  EXPECT_TRUE(host.differentiated.empty());
}

TEST(Pantelides, ConstraintBetweenStatesOnlyThatOutnumbersTheirChainsIsSingular) {
  // Two constraints on one state x (x = 1, x = 2) plus der(x) = u: u can be computed, but x and
  // all its derivatives form a single unknown for two equations.
  TestModel model;
  const int x = model.state("x");
  const int u = model.var("u");
  model.eq({model.der(x), u}, true);
  model.eq({x}, true);
  model.eq({x}, true);
  TestHost host(model);
  try {
    pantelides(model.graph, model.var_derivative, host);
    FAIL() << "expected StructuralSingularity";
  } catch (const StructuralSingularity& error) {
    EXPECT_EQ(error.equations, (std::vector<int>{1, 2}));
    EXPECT_EQ(error.variables, (std::vector<int>{x}));
  }
}

TEST(Pantelides, EquationWithoutUnknownsIsSingular) {
  TestModel model;
  const int x = model.var("x");
  model.eq({x});
  model.eq({});
  TestHost host(model);
  try {
    pantelides(model.graph, model.var_derivative, host);
    FAIL() << "expected StructuralSingularity";
  } catch (const StructuralSingularity& error) {
    EXPECT_EQ(error.equations, (std::vector<int>{1}));
    EXPECT_TRUE(error.variables.empty());
  }
}

TEST(Pantelides, DifferentiationLimitIsABackstopNamingTheOriginalEquations) {
  TestModel model;
  const int x = model.state("x");
  const int y = model.state("y");
  const int vx = model.state("vx");
  const int vy = model.state("vy");
  const int lambda = model.var("lambda");
  model.eq({model.der(x), vx}, true);
  model.eq({model.der(y), vy}, true);
  model.eq({model.der(vx), lambda, x});
  model.eq({model.der(vy), lambda, y});
  model.eq({x, y});
  TestHost host(model);
  try {
    pantelides(model.graph, model.var_derivative, host, /*max_passes=*/1);
    FAIL() << "expected StructuralSingularity";
  } catch (const StructuralSingularity& error) {
    EXPECT_EQ(error.equations, (std::vector<int>{0, 1, 4}));
    EXPECT_EQ(error.variables, (std::vector<int>{x, model.der(x), y, model.der(y), vx, vy}));
    EXPECT_NE(std::string(error.what()).find("more than 1 differentiations"), std::string::npos);
  }
}

TEST(Pantelides, BrokenDerivativeChainsAreInternalErrors) {
  TestModel model;
  const int x = model.var("x");
  const int y = model.var("y");
  model.eq({x, y});
  TestHost host(model);
  EXPECT_THROW(pantelides(model.graph, {y, x}, host), InternalError);   // cycle
  EXPECT_THROW(pantelides(model.graph, {y}, host), InternalError);      // wrong size
  EXPECT_THROW(pantelides(model.graph, {5, -1}, host), InternalError);  // out of range
}

TEST(Pantelides, LongGearTrainScalesAndDifferentiatesEveryGearTwice) {
  // n inertias coupled by n-1 ideal gears: n-1 index-3 constraints in one connected system.
  constexpr int n = 20000;
  TestModel model;
  std::vector<int> phi(n), w(n), ta(n - 1), tb(n - 1);
  for (int i = 0; i < n; ++i) {
    phi[i] = model.state("phi");
    w[i] = model.state("w");
  }
  for (int i = 0; i + 1 < n; ++i) {
    ta[i] = model.var("ta");
    tb[i] = model.var("tb");
  }
  std::vector<int> gear_eqs;
  for (int i = 0; i < n; ++i) {
    model.eq({model.der(phi[i]), w[i]}, true);
    std::vector<int> torque_balance{model.der(w[i])};
    if (i + 1 < n) torque_balance.push_back(ta[i]);
    if (i > 0) torque_balance.push_back(tb[i - 1]);
    model.eq(torque_balance, true);
  }
  for (int i = 0; i + 1 < n; ++i) {
    gear_eqs.push_back(model.eq({phi[i], phi[i + 1]}, true));
    model.eq({ta[i], tb[i]}, true);
  }
  TestHost host(model);
  const auto ir = pantelides(model.graph, model.var_derivative, host);
  expect_consistent(ir, host, model.graph.num_eqs());
  for (const int e : gear_eqs) ASSERT_EQ(times_differentiated(ir, e), 2);
  EXPECT_EQ(ir.max_differentiations, 2);
}

}  // namespace
}  // namespace acausal::structure
