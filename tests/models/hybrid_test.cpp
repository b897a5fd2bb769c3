// The event machinery: state events with reinit, time events, sampled
// when-clauses with pre(), left and right limits in the results, chattering.
#include <cmath>
#include <numbers>

#include <gtest/gtest.h>

#include "components/blocks/continuous.hpp"
#include "components/blocks/sources.hpp"
#include "core/compile/compiled_model.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

constexpr double kG = 9.81, kE = 0.8, kH0 = 1.0;

class BouncingBall : public Component {
 public:
  static constexpr const char* kTypeName = "BouncingBall";
  explicit BouncingBall(ComponentContext ctx) : Component(std::move(ctx)) {
    Expr e = parameter("e", kE, {"", "coefficient of restitution"});
    Expr g = parameter("g", kG, {"m/s2", "gravity"});
    Expr h = variable("h", {.start = kH0, .fixed = true});
    Expr v = variable("v", {.start = 0.0, .fixed = true});
    equation(der(h), v);
    equation(der(v), -g);
    when(h <= 0.0, {}, {{v, -e * v}});
  }
};

TEST(Hybrid, BouncingBallEventTimesMatchTheClosedForm) {
  Model m("ball");
  m.add<BouncingBall>("ball");
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 2.5, .output_interval = 0.01, .rtol = 1e-10, .atol = 1e-12});
  // t1 = sqrt(2 h0 / g); then flights of 2 e^k v1 / g
  const double v1 = std::sqrt(2 * kG * kH0);
  std::vector<double> expected{v1 / kG};
  for (int k = 1; expected.back() < 2.5; ++k)
    expected.push_back(expected.back() + 2 * std::pow(kE, k) * v1 / kG);
  expected.pop_back();
  // Each bounce is the falling crossing of h <= 0; the relation switching back
  // as the ball leaves the floor is an event of its own, right after.
  std::vector<solvers::EventRecord> events;
  for (const auto& e : sim.events())
    if (e.cause.find("falling") != std::string::npos) events.push_back(e);
  ASSERT_EQ(events.size(), expected.size());
  EXPECT_EQ(sim.events().size(), 2 * expected.size());
  for (std::size_t k = 0; k < expected.size(); ++k) {
    EXPECT_NEAR(events[k].time, expected[k], 1e-9) << "bounce " << k;
    EXPECT_FALSE(events[k].time_event);
    EXPECT_NE(events[k].cause.find("ball.h <= 0"), std::string::npos) << events[k].cause;
  }
  EXPECT_EQ(sim.statistics().state_events, static_cast<long>(2 * expected.size()));
  // Left and right limits are both in the results: speed before and after the first bounce.
  std::size_t row = 0;
  while (r.times()[row] < expected[0]) ++row;
  ASSERT_EQ(r.times()[row], r.times()[row + 1]);
  EXPECT_NEAR(r.value(row, r.column("ball.v")), -v1, 1e-7);
  EXPECT_NEAR(r.value(row + 1, r.column("ball.v")), kE * v1, 1e-7);
}

class StepLag : public Component {
 public:
  static constexpr const char* kTypeName = "StepLag";
  explicit StepLag(ComponentContext ctx) : Component(std::move(ctx)) {
    Expr x = variable("x", {.start = 0.0, .fixed = true});
    equation(0.2 * der(x), if_else(Expr::time() >= 0.5, 1.0, 0.0) - x);
  }
};

TEST(Hybrid, TimeEventsAreHitExactly) {
  Model m("lag");
  m.add<StepLag>("lag");
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 1.0, .output_interval = 0.1, .rtol = 1e-10, .atol = 1e-12});
  ASSERT_EQ(sim.events().size(), 1u);
  EXPECT_TRUE(sim.events()[0].time_event);
  EXPECT_DOUBLE_EQ(sim.events()[0].time, 0.5);
  EXPECT_EQ(sim.statistics().time_events, 1);
  EXPECT_EQ(sim.statistics().state_events, 0);
  for (double t : {0.6, 0.8, 1.0})
    EXPECT_NEAR(r.at("lag.x", t), 1 - std::exp(-(t - 0.5) / 0.2), 1e-8) << t;
  EXPECT_NEAR(r.at("lag.x", 0.4), 0.0, 1e-12);
}

class RampEndsAtZero : public Component {
 public:
  static constexpr const char* kTypeName = "RampEndsAtZero";
  explicit RampEndsAtZero(ComponentContext ctx) : Component(std::move(ctx)) {
    // f falls to exactly 0 at the ramp's end (a time event), as MSL Brake's fn.
    Expr f = variable("f");
    Expr x = variable("x", {.start = 0.0, .fixed = true});
    equation(f, 1.0 - if_else(Expr::time() < 1.0, Expr::time(), 1.0));
    equation(der(x), if_else(f <= 0.0, 1.0, 0.0));
  }
};

TEST(Hybrid, RelationExactlyOnItsBoundaryAtAnEventHoldsAsWritten) {
  // At t = 1 (the ramp's time event) f = 0: f <= 0 is true from there on,
  // although f never crossed zero (Modelica 8.5: relations are evaluated
  // literally at events), so x = t - 1 afterwards.
  Model m("brake");
  m.add<RampEndsAtZero>("ramp");
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 2.0, .output_interval = 0.1, .rtol = 1e-10, .atol = 1e-12});
  EXPECT_EQ(r.at("ramp.f", 1.5), 0.0);
  EXPECT_NEAR(r.at("ramp.x", 0.9), 0.0, 1e-12);
  EXPECT_NEAR(r.at("ramp.x", 2.0), 1.0, 1e-8);
  EXPECT_EQ(sim.statistics().state_events, 0);
}

class Counter : public Component {
 public:
  static constexpr const char* kTypeName = "Counter";
  explicit Counter(ComponentContext ctx) : Component(std::move(ctx)) {
    Expr n = discrete("n", 0.0);
    Expr x = variable("x", {.start = 0.0, .fixed = true});
    equation(der(x), n);  // the count drives a continuous integrator
    when(sample(0.0, 0.1), {{n, pre(n) + 1.0}});
  }
};

TEST(Hybrid, SampledWhenClauseWithPreCountsEveryInstant) {
  Model m("counter");
  m.add<Counter>("c");
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 1.05, .output_interval = 0.05, .rtol = 1e-10, .atol = 1e-12});
  EXPECT_DOUBLE_EQ(r.final("c.n"), 11.0);  // t = 0, 0.1, ..., 1.0
  // x integrates the staircase: sum_{k=1..10} k * 0.1 + 11 * 0.05
  EXPECT_NEAR(r.final("c.x"), 0.1 * 55 + 11 * 0.05, 1e-8);
  EXPECT_EQ(sim.statistics().time_events, 10);
}

class Chatter : public Component {
 public:
  static constexpr const char* kTypeName = "Chatter";
  Chatter(ComponentContext ctx, bool smooth) : Component(std::move(ctx)) {
    Expr x = variable("x", {.start = 1.0, .fixed = true});
    Expr rhs = if_else(x > 0.0, -1.0, 1.0);
    equation(der(x), smooth ? no_event(rhs) : rhs);
  }
};

TEST(Hybrid, ChatteringEndsWithAnErrorNamingTheZeroCrossing) {
  Model m("chatter");
  m.add<Chatter>("sw", false);
  Simulation sim(compile(m));
  try {
    sim.run({.t_stop = 2.0});
    FAIL() << "chattering not detected";
  } catch (const SolverError& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find("chattering"), std::string::npos) << msg;
    EXPECT_NE(msg.find("'sw.x > 0' in component sw (equation der(sw.x) = "), std::string::npos)
        << msg;
  }
}

TEST(Hybrid, NoEventExpressionsGenerateNoEvents) {
  Model m("smooth");
  m.add<Chatter>("sw", true);
  auto compiled = compile(m);
  EXPECT_TRUE(compiled->events.relations.empty());
}

class Stopper : public Component {
 public:
  static constexpr const char* kTypeName = "Stopper";
  explicit Stopper(ComponentContext ctx) : Component(std::move(ctx)) {
    Expr x = variable("x", {.start = 0.0, .fixed = true});
    equation(der(x), 1.0);
    terminate_when(x >= 0.75, "x reached 0.75");
  }
};

TEST(Hybrid, TerminateEndsTheRunAtTheEvent) {
  Model m("stop");
  m.add<Stopper>("s");
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 2.0, .output_interval = 0.1});
  EXPECT_NEAR(r.times().back(), 0.75, 1e-9);
  EXPECT_NEAR(r.final("s.x"), 0.75, 1e-9);
  ASSERT_FALSE(sim.events().empty());
  EXPECT_NE(sim.events().back().cause.find("terminate: x reached 0.75"), std::string::npos);
}

// Two relations on functions of one crank angle that vanish at the same
// instants (two opposed pistons' velocities): their zero-crossing functions
// reach the ends of their hysteresis bands 7e-12 s apart, which the root
// finder took as two events.
class OpposedPistons : public Component {
 public:
  static constexpr const char* kTypeName = "OpposedPistons";
  explicit OpposedPistons(ComponentContext ctx) : Component(std::move(ctx)) {
    Expr phi = variable("phi", {.start = 0.5, .fixed = true});
    Expr a = variable("a"), b = variable("b");
    Expr x1 = variable("x1", {.start = 0.0, .fixed = true});
    Expr x2 = variable("x2", {.start = 0.0, .fixed = true});
    equation(der(phi), 10.0);
    equation(a, sin(phi));
    equation(b, 3.0 * sin(phi + std::numbers::pi));
    equation(der(x1), if_else(a < 0.0, 1.0, 2.0));
    equation(der(x2), if_else(b > 0.0, 1.0, 2.0));
  }
};

TEST(Hybrid, CrossingsAtOneInstantAreOneEvent) {
  for (const char* solver : {"ida", "cvode-bdf"}) {
    Model m("pistons");
    m.add<OpposedPistons>("p");
    Simulation sim(compile(m));
    const Results r = sim.run(
        {.t_stop = 1.0, .output_interval = 0.01, .rtol = 1e-8, .atol = 1e-10, .solver = solver});
    // phi = 0.5 + 10 t passes k pi at t_k = (k pi - 0.5) / 10, k = 1, 2, 3.
    ASSERT_EQ(sim.events().size(), 3u) << solver;
    for (std::size_t k = 0; k < 3; ++k) {
      EXPECT_NEAR(sim.events()[k].time, ((k + 1) * std::numbers::pi - 0.5) / 10, 1e-9) << solver;
      EXPECT_NE(sim.events()[k].cause.find("p.a < 0"), std::string::npos) << sim.events()[k].cause;
      EXPECT_NE(sim.events()[k].cause.find("p.b > 0"), std::string::npos) << sim.events()[k].cause;
    }
    EXPECT_EQ(sim.event_statistics().coincident_crossings, 3) << solver;
    // Both relations hold while sin(phi) < 0, on (t_1, t_2) and (t_3, 1]:
    // there x1 and x2 grow at rate 1, elsewhere at 2.
    const double t1 = (std::numbers::pi - 0.5) / 10, t2 = (2 * std::numbers::pi - 0.5) / 10,
                 t3 = (3 * std::numbers::pi - 0.5) / 10;
    const double negative = (t2 - t1) + (1.0 - t3);
    EXPECT_NEAR(r.final("p.x1"), 2.0 - negative, 1e-7) << solver;
    EXPECT_NEAR(r.final("p.x2"), 2.0 - negative, 1e-7) << solver;
  }
}

}  // namespace
}  // namespace acausal
