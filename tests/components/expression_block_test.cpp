// The Expression block: outputs as symbolic functions of inputs and time,
// differentiated exactly by index reduction (a Der after it), solved inside a
// feedback loop (its Jacobian), and the messages for malformed functions.
#include <cmath>
#include <numbers>
#include <span>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "components/blocks/continuous.hpp"
#include "components/blocks/expression.hpp"
#include "components/blocks/sources.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using namespace blocks;
using std::numbers::pi;
using testing::contains;
using testing::error_of;

SimulationOptions accurate(double t_stop) {
  return {.t_stop = t_stop, .output_interval = 1e-2, .rtol = 1e-10, .atol = 1e-12};
}

TEST(ExpressionBlock, OutputAndItsExactDerivative) {
  // y = sin(u1) u2 + t with u1 = 0.5 sin(2 pi t), u2 = 2 t:
  // dy/dt = cos(u1) u1' u2 + 2 sin(u1) + 1, u1' = pi cos(2 pi t).
  Model m("expression");
  auto& u1 = m.add<Sine>("u1", Sine::Params{.amplitude = 0.5});
  auto& u2 = m.add<Ramp>("u2", Ramp::Params{.height = 20, .duration = 10});
  auto& e = m.add<Expression>(
      "e", Expression::Params{.inputs = 2, .outputs = 1, .f = [](std::span<const Expr> u, Expr t) {
                                return std::vector{sin(u[0]) * u[1] + t};
                              }});
  auto& d = m.add<Der>("d");
  EXPECT_EQ(e.u[1].port->name(), "u[2]");
  m.connect(u1.y, e.u[0]);
  m.connect(u2.y, e.u[1]);
  m.connect(e.y[0], d.u);
  Results r = simulate(m, accurate(1.0));
  for (double t : {0.0, 0.12, 0.3, 0.5, 0.77, 1.0}) {
    const double a = 0.5 * std::sin(2 * pi * t), da = pi * std::cos(2 * pi * t), b = 2 * t;
    EXPECT_NEAR(r.at("e.y", t), std::sin(a) * b + t, 1e-12) << t;  // one output: "y"
    EXPECT_NEAR(r.at("d.y", t), std::cos(a) * da * b + 2 * std::sin(a) + 1, 1e-11) << t;
  }
}

TEST(ExpressionBlock, FunctionOfTimeAlone) {
  // No inputs: y1 = t^2, y2 = exp(-3 t); Der gives 2 t and -3 exp(-3 t).
  Model m("time_function");
  auto& e = m.add<Expression>("e", Expression::Params{.outputs = 2, .f = [](auto, Expr t) {
                                                        return std::vector{t * t, exp(-3.0 * t)};
                                                      }});
  auto& d1 = m.add<Der>("d1");
  auto& d2 = m.add<Der>("d2");
  m.connect(e.y[0], d1.u);
  m.connect(e.y[1], d2.u);
  Results r = simulate(m, accurate(1.0));
  for (double t : {0.0, 0.25, 0.5, 1.0}) {
    EXPECT_NEAR(r.at("e.y[2]", t), std::exp(-3 * t), 1e-12) << t;
    EXPECT_NEAR(r.at("d1.y", t), 2 * t, 1e-12) << t;
    EXPECT_NEAR(r.at("d2.y", t), -3 * std::exp(-3 * t), 1e-12) << t;
  }
}

TEST(ExpressionBlock, InsideAFeedbackLoop) {
  // der(x) = -x^2, x(0) = 1: x = 1 / (1 + t).
  Model m("loop");
  auto& integrator = m.add<Integrator>("x", Integrator::Params{.y_start = 1});
  auto& e = m.add<Expression>(
      "minusSquare", Expression::Params{.inputs = 1, .f = [](std::span<const Expr> u, Expr) {
                                          return std::vector{-(u[0] * u[0])};
                                        }});
  EXPECT_EQ(e.u[0].port->path(), "minusSquare.u");  // one input, one output: "u", "y"
  EXPECT_EQ(e.y[0].port->path(), "minusSquare.y");
  m.connect(integrator.y, e.u[0]);
  m.connect(e.y[0], integrator.u);
  Results r = simulate(m, accurate(2.0));
  for (double t : {0.5, 1.0, 2.0}) EXPECT_NEAR(r.at("x.y", t), 1 / (1 + t), 1e-8) << t;
}

TEST(ExpressionBlock, MalformedFunctionsAreRejectedWithTheFix) {
  Model m("bad");
  const std::string count = error_of([&] {
    m.add<Expression>("e1", Expression::Params{.inputs = 1, .outputs = 2, .f = [](auto u, Expr) {
                                                 return std::vector{u[0]};
                                               }});
  });
  EXPECT_TRUE(contains(count, "Expression 'e1': f returned 1 expression(s) for 2 output(s)"))
      << count;

  const Expr foreign = Expr::variable("elsewhere.x");
  const std::string leaf = error_of([&] {
    m.add<Expression>("e2", Expression::Params{.inputs = 1, .f = [&](auto u, Expr) {
                                                 return std::vector{u[0] * foreign};
                                               }});
  });
  EXPECT_TRUE(contains(leaf, "Expression 'e2': f uses variable 'elsewhere.x'")) << leaf;
  EXPECT_TRUE(contains(leaf, "connect other signals to inputs")) << leaf;

  const std::string missing = error_of([&] { m.add<Expression>("e3", Expression::Params{}); });
  EXPECT_TRUE(contains(missing, "Expression 'e3': no function f given")) << missing;

  const std::string none =
      error_of([&] { m.add<Expression>("e4", Expression::Params{.outputs = 0}); });
  EXPECT_TRUE(contains(none, "Expression 'e4': outputs = 0")) << none;
}

}  // namespace
}  // namespace acausal
