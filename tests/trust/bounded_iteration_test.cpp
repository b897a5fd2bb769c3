// Issue 14: every iterative algorithm ends, in bounded work, with a result or
// an error that names where it stopped -- the initialisation Newton
// iteration and the event iteration here (inverse kinematics on a 1000-joint
// chain: tests/kinematics/ik_numerical_test.cpp).
#include <cmath>
#include <string>

#include <gtest/gtest.h>

#include "core/compile/compiled_model.hpp"
#include "core/errors.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using testing::contains;
using testing::error_of;

/// A state that sits at `big` and an algebraic unknown with x^2 = 0.81 that
/// Newton reaches from 1 in several steps.
class LargeAndSmall : public Component {
 public:
  static constexpr const char* kTypeName = "LargeAndSmall";
  LargeAndSmall(ComponentContext ctx, double big) : Component(std::move(ctx)) {
    Expr a = variable("a", {.start = big, .fixed = true});
    Expr x = variable("x", {.start = 1.0});
    equation(der(a), 0.0);
    equation(x * x, 0.81);
  }
};

// Newton used to stop when its step was small against the largest unknown:
// with a = 1e12 it stopped after one step at x = 0.905 and the end-of-
// initialisation residual check reported conflicting initial conditions in
// this consistent model. Each unknown's step is now judged against itself.
TEST(BoundedIteration, NewtonStopsOnEachUnknownsOwnScale) {
  for (double big : {1.0, 1e6, 1e12, 1e15}) {
    Model m("scales");
    m.add<LargeAndSmall>("s", big);
    Simulation sim(compile(m));
    const Results r = sim.run({.t_stop = 0.01, .output_interval = 0.01});
    EXPECT_NEAR(r.value(0, r.column("s.x")), 0.9, 1e-12) << big;
    EXPECT_EQ(r.value(0, r.column("s.a")), big);
    // 1 -> 0.905 -> 0.90001 -> 0.9: quadratic convergence, not a stop at once.
    EXPECT_GE(sim.initialization().newton_iterations, 3) << big;
    EXPECT_LE(sim.initialization().newton_iterations, 8) << big;
  }
}

/// A discrete variable that flips whenever it is evaluated once time passes
/// `from`: b = 1 - pre(b) has no fixed point.
class Flipper : public Component {
 public:
  static constexpr const char* kTypeName = "Flipper";
  Flipper(ComponentContext ctx, double from) : Component(std::move(ctx)) {
    Expr b = discrete("b", 0.0);
    Expr x = variable("x", {.start = 0.0, .fixed = true});
    equation(der(x), b);
    discrete_equation(b, if_else(Expr::time() >= from, 1.0 - pre(b), 0.0));
  }
};

std::string flipper_error(double from) {
  return error_of([&] {
    Model m("cycle");
    m.add<Flipper>("f", from);
    Simulation sim(compile(m));
    sim.run({.t_stop = 1.0});
  });
}

TEST(BoundedIteration, ADiscreteCycleAtInitialisationNamesWhatKeepsChanging) {
  const std::string msg = flipper_error(0.0);
  EXPECT_TRUE(contains(msg, "initialisation at t = 0 did not settle")) << msg;
  EXPECT_TRUE(contains(msg, "after 20 rounds")) << msg;
  EXPECT_TRUE(contains(msg, "\n    f.b: ")) << msg;
  EXPECT_TRUE(contains(msg, "\n    pre(f.b): ")) << msg;
  EXPECT_TRUE(contains(msg, "depends on its own pre() value")) << msg;
}

/// x = -1 where x > 0, else 1: no value of the relation is consistent.
class Contrary : public Component {
 public:
  static constexpr const char* kTypeName = "Contrary";
  explicit Contrary(ComponentContext ctx) : Component(std::move(ctx)) {
    Expr x = variable("x", {.start = 0.0});
    Expr y = variable("y", {.start = 0.0, .fixed = true});
    equation(x, if_else(x > 0.0, -1.0, 1.0));
    equation(der(y), x);
  }
};

TEST(BoundedIteration, AnInitialModeSearchWithoutSolutionNamesTheRelations) {
  const std::string msg = error_of([&] {
    Model m("contrary");
    m.add<Contrary>("c");
    Simulation sim(compile(m));
    sim.run({.t_stop = 1.0});
  });
  EXPECT_TRUE(contains(msg, "initialisation at t = 0: no mode is consistent")) << msg;
  EXPECT_TRUE(contains(msg, "for every combination of the relations below")) << msg;
  EXPECT_TRUE(contains(msg, "\n    c.x > 0")) << msg;
}

TEST(BoundedIteration, ADiscreteCycleAtAnEventEndsTheEventIteration) {
  const std::string msg = flipper_error(0.5);
  EXPECT_TRUE(contains(msg,
                       "event iteration at t = 0.5 did not reach a fixed point in 100 "
                       "iterations"))
      << msg;
  EXPECT_TRUE(contains(msg, "check when-clauses and discrete equations for a cycle")) << msg;
}

}  // namespace
}  // namespace acausal
