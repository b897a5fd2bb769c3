// End-to-end checks of the pipeline on small hand-written components.
#include <cmath>
#include <numbers>
#include <string>

#include <gtest/gtest.h>

#include "core/compile/compiled_model.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

// der(x) = -k x, with an output alias y = x.
class Decay : public Component {
 public:
  static constexpr const char* kTypeName = "Decay";
  explicit Decay(ComponentContext ctx, double k = 2.0) : Component(std::move(ctx)) {
    Expr kp = parameter("k", k, {"1/s", "rate", ParameterCheck::Positive});
    x = variable("x", {.start = 1.0, .fixed = true});
    y = variable("y");
    equation(der(x), -kp * x);
    equation(y, x);
  }
  Expr x, y;
};

TEST(Pipeline, DecayMatchesTheClosedForm) {
  Model m("decay");
  m.add<Decay>("d");
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 2.0, .output_interval = 0.1, .rtol = 1e-10, .atol = 1e-14});
  for (double t : {0.5, 1.0, 2.0}) {
    EXPECT_NEAR(r.at("d.x", t), std::exp(-2.0 * t), 1e-8 * std::exp(-2.0 * t)) << t;
    EXPECT_DOUBLE_EQ(r.at("d.y", t), r.at("d.x", t));
  }
}

// Outputs that determine nothing leave the solved system; a result-only one
// (a display angle) with its noEvent branch and atan2 too, computed at the
// output points; the same expression on an ordinary variable stays.
TEST(Pipeline, ResultOnlyOutputsLeaveTheSolvedSystemWithTheirNoEventBranches) {
  Model m("decay");
  auto& d = m.add<Decay>("d");
  const Expr angle = no_event(if_else(d.x > 0.5, atan2(d.x, -d.x), 0.0));
  m.equation(m.variable("quiet", {.result_only = true}), angle);
  auto compiled = compile(m);
  EXPECT_EQ(compiled->size(), 1);  // x alone (y and quiet are results)
  m.equation(m.variable("ordinary"), angle);
  EXPECT_EQ(compile(m)->size(), 2);
  Simulation sim(compiled);
  Results r = sim.run({.t_stop = 1.0, .output_interval = 0.05, .rtol = 1e-10, .atol = 1e-14});
  for (double t : {0.1, 0.3, 0.5}) {  // x = exp(-2 t) crosses 0.5 at t = 0.347
    const double x = std::exp(-2.0 * t);
    EXPECT_NEAR(r.at("quiet", t), x > 0.5 ? 3 * std::numbers::pi / 4 : 0.0, 1e-12) << t;
  }
}

TEST(Pipeline, TunableParameterChangesWithoutRecompiling) {
  Model m("decay");
  m.add<Decay>("d");
  auto compiled = compile(m);
  Simulation sim(compiled);
  sim.set_parameter("d.k", 0.5);
  Results r = sim.run({.t_stop = 1.0, .rtol = 1e-10});
  EXPECT_NEAR(r.final("d.x"), std::exp(-0.5), 1e-8);
  EXPECT_THROW(sim.set_parameter("d.k", -1.0), ModelError);
  EXPECT_THROW(sim.set_parameter("d.q", 1.0), ModelError);
}

TEST(Pipeline, InvalidParameterNamesTheComponent) {
  Model m("decay");
  try {
    m.add<Decay>("decay1", -3.0);
    FAIL() << "negative rate accepted";
  } catch (const ModelError& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find("Decay 'decay1'"), std::string::npos) << msg;
    EXPECT_NE(msg.find("k = -3"), std::string::npos) << msg;
    EXPECT_NE(msg.find("> 0"), std::string::npos) << msg;
  }
}

// Two masses held at the same position: x1 = x2 is differentiated twice.
class TiedMasses : public Component {
 public:
  static constexpr const char* kTypeName = "TiedMasses";
  explicit TiedMasses(ComponentContext ctx) : Component(std::move(ctx)) {
    Expr x1 = variable("x1", {.start = 1.0, .fixed = true});
    Expr x2 = variable("x2");
    Expr v1 = variable("v1", {.start = 0.0, .fixed = true});
    Expr v2 = variable("v2");
    Expr f = variable("f");
    equation(der(x1), v1);
    equation(der(x2), v2);
    equation(2.0 * der(v1), f);
    equation(der(v2), -f - 3.0 * x2);
    equation(x1, x2);
  }
};

TEST(Pipeline, ReportOfALargeModelCountsWhatItDoesNotList) {
  Model m("tied");
  for (int k = 1; k <= 30; ++k) m.add<TiedMasses>("t" + std::to_string(k));
  auto compiled = compile(m);
  const CompileReport& report = compiled->report;
  ASSERT_EQ(report.differentiated_equations.size(), 60u);
  ASSERT_EQ(report.dummy_derivatives.size(), 60u);
  ASSERT_EQ(report.states.size(), 60u);
  const std::string text = report.describe();
  EXPECT_NE(text.find("index reduction: 60 differentiations of:\n"), std::string::npos) << text;
  // Each list names its first 40 entries and counts the other 20.
  EXPECT_NE(text.find("    ... and 20 more\ndummy derivatives: "), std::string::npos) << text;
  EXPECT_NE(text.find("dummy derivatives: " + report.dummy_derivatives[0] + ", "),
            std::string::npos)
      << text;
  EXPECT_NE(text.find(report.states[39] + ", ... and 20 more\n"), std::string::npos) << text;
  EXPECT_EQ(text.find(report.states[40] + ","), std::string::npos) << text;
  EXPECT_EQ(text.find(report.differentiated_equations[40]), std::string::npos) << text;
  EXPECT_NE(text.find(report.differentiated_equations[39]), std::string::npos) << text;
  // The model still simulates: t1 oscillates at sqrt(3 / 3).
  Simulation sim(compiled);
  Results r = sim.run({.t_stop = 1.0, .rtol = 1e-9, .atol = 1e-12});
  EXPECT_NEAR(r.final("t1.x1"), std::cos(1.0), 1e-6);
}

}  // namespace
}  // namespace acausal
