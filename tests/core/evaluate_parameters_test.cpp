// Evaluated parameters (CompileOptions::evaluate_parameters): the values are
// folded into the equations, the programs get shorter, the results stay those
// of the tunable compile, and a value that can no longer change is refused
// with a message naming the option.
#include <cmath>
#include <string>

#include <gtest/gtest.h>

#include "core/compile/compiled_model.hpp"
#include "core/model/model.hpp"
#include "models/robots/seed000_arm.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using testing::contains;
using testing::error_of;

// m x'' = -c x - d x' with x(0) = 1: a closed form to compare against.
class Oscillator : public Component {
 public:
  static constexpr const char* kTypeName = "Oscillator";
  explicit Oscillator(ComponentContext ctx) : Component(std::move(ctx)) {
    Expr m = parameter("m", 2.0, {"kg", "mass", ParameterCheck::Positive});
    Expr c = parameter("c", 8.0, {"N/m", "stiffness", ParameterCheck::Positive});
    Expr d = parameter("d", 0.0, {"N.s/m", "damping", ParameterCheck::NonNegative});
    Expr x = variable("x", {.start = 1.0, .fixed = true});
    Expr v = variable("v", {.start = 0.0, .fixed = true});
    equation(der(x), v);
    equation(m * der(v), -c * x - d * v);
  }
};

CompileOptions evaluated(std::vector<std::string> tunable = {}) {
  CompileOptions options;
  options.evaluate_parameters = true;
  options.tunable_parameters = std::move(tunable);
  return options;
}

TEST(EvaluateParameters, FoldedValuesGiveTheClosedFormAndShorterPrograms) {
  Model m("oscillator");
  m.add<Oscillator>("osc");
  auto tunable = compile(m);
  auto folded = compile(m, evaluated());
  EXPECT_EQ(folded->report.parameters, 3);
  EXPECT_EQ(folded->report.evaluated_parameters, 3);
  EXPECT_TRUE(contains(folded->report.describe(), "parameters: 3, 3 evaluated"))
      << folded->report.describe();
  EXPECT_TRUE(contains(tunable->report.describe(), "parameters: 3, all tunable"));
  // d = 0 takes its product out; m and c become constants.
  EXPECT_LT(folded->report.residual_instructions, tunable->report.residual_instructions);
  const double w = 2.0;  // sqrt(c / m)
  for (const auto& model : {tunable, folded}) {
    Simulation sim(model);
    Results r = sim.run({.t_stop = 3.0, .output_interval = 0.1, .rtol = 1e-10, .atol = 1e-12});
    for (double t : {0.7, 1.9, 3.0}) EXPECT_NEAR(r.at("osc.x", t), std::cos(w * t), 1e-7) << t;
    // The recorded parameter values stay readable.
    EXPECT_EQ(sim.parameter("osc.c"), 8.0);
  }
}

TEST(EvaluateParameters, AnEvaluatedParameterCannotChangePerRun) {
  Model m("oscillator");
  m.add<Oscillator>("osc");
  Simulation sim(compile(m, evaluated()));
  sim.set_parameter("osc.c", 8.0);  // its own value: nothing changes
  const std::string msg = error_of([&] { sim.set_parameter("osc.c", 2.0); });
  EXPECT_TRUE(contains(msg, "set_parameter('osc.c', 2)")) << msg;
  EXPECT_TRUE(contains(msg, "was evaluated when model 'oscillator' was compiled")) << msg;
  EXPECT_TRUE(contains(msg, "its value 8 is folded into the equations")) << msg;
  EXPECT_TRUE(contains(msg, "--tunable osc.c")) << msg;
  EXPECT_EQ(sim.parameter("osc.c"), 8.0);
}

TEST(EvaluateParameters, TunableParametersStayRunTimeInputs) {
  Model m("oscillator");
  m.add<Oscillator>("osc");
  auto compiled = compile(m, evaluated({"osc.c", "osc.?"}));  // "osc.?" keeps m and d too
  EXPECT_EQ(compiled->report.evaluated_parameters, 0);
  auto only_c = compile(m, evaluated({"*.c"}));
  EXPECT_EQ(only_c->report.evaluated_parameters, 2);
  Simulation sim(only_c);
  sim.set_parameter("osc.c", 18.0);  // w = 3
  Results r = sim.run({.t_stop = 2.0, .output_interval = 0.1, .rtol = 1e-10, .atol = 1e-12});
  EXPECT_NEAR(r.at("osc.x", 2.0), std::cos(3.0 * 2.0), 1e-7);
  EXPECT_TRUE(contains(error_of([&] { sim.set_parameter("osc.m", 1.0); }), "was evaluated"));
}

TEST(EvaluateParameters, ATunablePatternThatMatchesNothingIsAnError) {
  Model m("oscillator");
  m.add<Oscillator>("osc");
  const std::string msg = error_of([&] { compile(m, evaluated({"osc.cc"})); });
  EXPECT_TRUE(contains(msg,
                       "tunable parameters: 'osc.cc' matches no parameter of model "
                       "'oscillator'"))
      << msg;
  EXPECT_TRUE(contains(msg, "Did you mean 'osc.c'?")) << msg;
}

// The seed-000 arm: 65 of its 133 parameters are zero (inertia products,
// offsets); folded, its residual is about half as long, and the motion is the
// tunable compile's.
TEST(EvaluateParameters, TheArmKeepsItsMotionWithAShorterResidual) {
  const auto model = models::robots::seed000_arm({.damping = 2.0});
  auto tunable = compile(*model);
  auto folded = compile(*model, evaluated());
  EXPECT_EQ(folded->report.evaluated_parameters, folded->report.parameters);
  EXPECT_LT(folded->report.residual_instructions, 0.7 * tunable->report.residual_instructions)
      << folded->report.residual_instructions << " vs " << tunable->report.residual_instructions;
  EXPECT_EQ(folded->size(), tunable->size());
  const SimulationOptions options{
      .t_stop = 1.0, .output_interval = 0.05, .rtol = 1e-10, .atol = 1e-12};
  Results a = Simulation(tunable).run(options);
  Results b = Simulation(folded).run(options);
  double worst = 0;
  for (int j = 1; j <= 6; ++j) {
    const std::string phi = "joint" + std::to_string(j) + ".phi";
    for (double t : {0.25, 0.5, 1.0})
      worst = std::max(worst, std::abs(a.at(phi, t) - b.at(phi, t)));
  }
  EXPECT_LT(worst, 1e-8);
  EXPECT_GT(std::abs(a.at("joint2.phi", 1.0) - a.at("joint2.phi", 0.0)), 1e-2);  // it moves
}

}  // namespace
}  // namespace acausal
