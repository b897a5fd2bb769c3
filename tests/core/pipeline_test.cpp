// End-to-end checks of the pipeline on small hand-written components.
#include <cmath>

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

}  // namespace
}  // namespace acausal
