// Initialisation problems that are singular at the solution: redundant but
// consistent initial conditions are accepted (the free direction is held at
// its start value), inconsistent ones are an error naming the equations.
#include <cmath>
#include <string>

#include <gtest/gtest.h>

#include "core/compile/compiled_model.hpp"
#include "core/errors.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

/// der(x) = -x + y, der(y) = -y with initial conditions on x + y only, twice.
class TwoConditionsOnASum : public Component {
 public:
  static constexpr const char* kTypeName = "TwoConditionsOnASum";
  TwoConditionsOnASum(ComponentContext ctx, double second_value) : Component(std::move(ctx)) {
    Expr x = variable("x", {.start = 0.25});
    Expr y = variable("y", {.start = 0.5});
    equation(der(x), -x + y);
    equation(der(y), -y);
    initial_equation(x + y, 1.0);
    initial_equation(2 * x + 2 * y, second_value);
  }
};

TEST(Initialization, RedundantConsistentConditionsHoldAStateAtItsStartValue) {
  Model m("redundant");
  m.add<TwoConditionsOnASum>("sum", 2.0);  // 2 (x + y) = 2: the same condition
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 1.0, .output_interval = 0.5, .rtol = 1e-10, .atol = 1e-12});
  // One of x, y keeps its start value; the other follows from x + y = 1.
  const double x0 = r.value(0, r.column("sum.x")), y0 = r.value(0, r.column("sum.y"));
  EXPECT_NEAR(x0 + y0, 1.0, 1e-12);
  EXPECT_TRUE(std::abs(x0 - 0.25) < 1e-12 || std::abs(y0 - 0.5) < 1e-12) << x0 << " " << y0;
  ASSERT_EQ(sim.initialization().undetermined.size(), 1u);
  // Closed form: y = y0 e^-t, x = (x0 + y0 t) e^-t.
  EXPECT_NEAR(r.final("sum.y"), y0 * std::exp(-1.0), 1e-8);
  EXPECT_NEAR(r.final("sum.x"), (x0 + y0) * std::exp(-1.0), 1e-8);
}

/// m a = 3 with m + 0.1 sin(m) = 2 an algebraic unknown that starts at 0 (kept
/// as an unknown, not folded): the Jacobian is singular at the start values only.
class ProductStartingAtZero : public Component {
 public:
  static constexpr const char* kTypeName = "ProductStartingAtZero";
  explicit ProductStartingAtZero(ComponentContext ctx) : Component(std::move(ctx)) {
    Expr m = variable("m", {.start = 0.0});
    Expr a = variable("a", {.start = 0.0});
    Expr v = variable("v", {.start = 0.0, .fixed = true});
    equation(m + 0.1 * sin(m), 2.0);
    equation(m * a, 3.0);
    equation(der(v), a);
  }
};

TEST(Initialization, JacobianSingularOnlyAtTheStartValuesIsNotAnError) {
  Model model("product");
  model.add<ProductStartingAtZero>("p");
  Simulation sim(compile(model));
  Results r = sim.run({.t_stop = 1.0, .output_interval = 0.5, .rtol = 1e-10, .atol = 1e-12});
  double m = 2.0;  // m + 0.1 sin(m) = 2 by Newton
  for (int k = 0; k < 50; ++k) m -= (m + 0.1 * std::sin(m) - 2.0) / (1.0 + 0.1 * std::cos(m));
  EXPECT_NEAR(r.value(0, r.column("p.m")), m, 1e-10);
  EXPECT_NEAR(r.value(0, r.column("p.a")), 3.0 / m, 1e-10);
  EXPECT_NEAR(r.final("p.v"), 3.0 / m, 1e-9);
  EXPECT_TRUE(sim.initialization().undetermined.empty());
}

/// x^3 + x = 2 (root 1) from x = 1.7, and der(z) = x - 1.
class CubicFromAStart : public Component {
 public:
  static constexpr const char* kTypeName = "CubicFromAStart";
  explicit CubicFromAStart(ComponentContext ctx) : Component(std::move(ctx)) {
    Expr x = variable("x", {.start = 1.7});
    Expr z = variable("z", {.start = 0.0, .fixed = true});
    equation(x * x * x + x, 2.0);
    equation(der(z), x - 1.0);
  }
};

TEST(Initialization, NewtonStepsPastItsToleranceSoTheSolutionIsExactToRoundOff) {
  // From 1.7, Newton's first iterate within the residual tolerance (1e-10) is
  // 1 + 1.1e-13; the step after it gives 1 to round-off. Relations at the
  // initial point read such values: a speed that is zero at the solution
  // must not come out at +1e-11 (MSL RobotR3.FullRobot started a stuck
  // friction sliding on that sign).
  Model model("cubic");
  model.add<CubicFromAStart>("c");
  Simulation sim(compile(model));
  sim.initialize(0.0);
  const CompiledModel& compiled = sim.model();
  bool found = false;
  for (std::size_t i = 0; i < compiled.components.size(); ++i) {
    if (compiled.components[i].name != "c.x") continue;
    found = true;
    EXPECT_NEAR(sim.y()[i], 1.0, 1e-15);
  }
  EXPECT_TRUE(found);
  EXPECT_TRUE(sim.initialization().undetermined.empty());
}

TEST(Initialization, InconsistentSingularConditionsNameTheDependentEquations) {
  Model m("inconsistent");
  m.add<TwoConditionsOnASum>("sum", 3.0);  // x + y = 1 and x + y = 1.5
  Simulation sim(compile(m));
  try {
    sim.initialize(0.0);
    FAIL() << "inconsistent initial conditions accepted";
  } catch (const InitializationError& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find("singular"), std::string::npos) << msg;
    EXPECT_NE(msg.find("Dependent equations"), std::string::npos) << msg;
    EXPECT_NE(msg.find("initial equation sum.x + sum.y = 1"), std::string::npos) << msg;
    EXPECT_NE(msg.find("initial equation 2 * sum.x + 2 * sum.y = 3"), std::string::npos) << msg;
    EXPECT_NE(msg.find("Not determined"), std::string::npos) << msg;
  }
}

}  // namespace
}  // namespace acausal
