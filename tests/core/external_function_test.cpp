// External functions (C++ code inside equations) and with_derivative: values,
// derivatives for Jacobians and index reduction, shared evaluation in
// compiled programs, and whole models against closed forms.
#include <atomic>
#include <cmath>
#include <numbers>

#include <gtest/gtest.h>

#include "core/compile/program.hpp"
#include "core/expr/differentiate.hpp"
#include "core/expr/evaluate.hpp"
#include "core/expr/external_function.hpp"
#include "core/expr/print.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

// f(u) = (u0 * u1, sin(u0) + u1^3)
void product_and_sine(std::span<const double> u, std::span<double> y) {
  y[0] = u[0] * u[1];
  y[1] = std::sin(u[0]) + u[1] * u[1] * u[1];
}

// The Jacobian of product_and_sine, counting its calls.
FunctionBody exact_jacobian(std::atomic<int>& calls) {
  return [&calls](std::span<const double> u, std::span<double> J) {
    ++calls;
    J[0] = u[1];
    J[1] = u[0];
    J[2] = std::cos(u[0]);
    J[3] = 3 * u[1] * u[1];
  };
}

double value_at(const Expr& e, const Expr& x, double xv, const Expr& y, double yv) {
  return evaluate(e, [&](const Expr& leaf) {
    if (leaf.same(x)) return xv;
    if (leaf.same(y)) return yv;
    throw std::runtime_error("unexpected leaf " + to_string(leaf));
  });
}

TEST(ExternalFunction, CallEvaluatesAndDifferentiatesByCentralDifferences) {
  auto f = make_function("f", 2, 2, product_and_sine);
  Expr x = Expr::variable("x"), y = Expr::variable("y");
  const std::vector<Expr> u{x * x, y};
  Expr y0 = call(f, u, 0), y1 = call(f, u, 1);
  EXPECT_DOUBLE_EQ(value_at(y0, x, 1.5, y, -2.0), 2.25 * -2.0);
  EXPECT_DOUBLE_EQ(value_at(y1, x, 1.5, y, -2.0), std::sin(2.25) - 8.0);
  EXPECT_TRUE(call(f, u, 0).same(y0)) << "calls are hash-consed like other nodes";
  EXPECT_EQ(to_string(y0), "f[0](x * x, y)");
  // d y1/dx = cos(x^2) 2x, d y1/dy = 3 y^2 (central differences, about 1e-10 relative)
  EXPECT_NEAR(value_at(partial(y1, x), x, 1.5, y, -2.0), std::cos(2.25) * 3.0, 1e-9);
  EXPECT_NEAR(value_at(partial(y1, y), x, 1.5, y, -2.0), 12.0, 1e-8);
  // Second derivative through the Jacobian's own differences: d2 y0/dx dy = 2x.
  EXPECT_NEAR(value_at(partial(partial(y0, x), y), x, 1.5, y, -2.0), 3.0, 1e-5);
}

TEST(ExternalFunction, UserJacobianIsUsedExactly) {
  std::atomic<int> jacobian_calls{0};
  auto f = make_function("f", 2, 2, product_and_sine, exact_jacobian(jacobian_calls));
  Expr x = Expr::variable("x"), y = Expr::variable("y");
  const std::vector<Expr> u{x, y};
  Expr d = partial(call(f, u, 1), x);
  EXPECT_EQ(value_at(d, x, 0.7, y, 3.0), std::cos(0.7));  // exact, not approximately
  EXPECT_GT(jacobian_calls.load(), 0);
}

TEST(ExternalFunction, TimeDerivativeAppliesTheChainRule) {
  auto f = make_function(
      "f", 1, 1, [](std::span<const double> u, std::span<double> out) { out[0] = std::exp(u[0]); });
  Expr x = Expr::variable("x");
  const std::vector<Expr> u{x};
  Expr dt = time_derivative(call(f, u, 0));  // exp(x) der(x)
  const double v = evaluate(dt, [&](const Expr& leaf) { return leaf.same(x) ? 0.3 : 2.0; });
  EXPECT_NEAR(v, std::exp(0.3) * 2.0, 1e-9);
}

TEST(ExternalFunction, ProgramEvaluatesEachCallSiteOncePerRun) {
  std::atomic<int> evaluations{0};
  auto f = make_function("f", 2, 2, [&](std::span<const double> u, std::span<double> y) {
    ++evaluations;
    product_and_sine(u, y);
  });
  Expr x = Expr::variable("x"), y = Expr::variable("y");
  const std::vector<Expr> u{x, y};
  const std::vector<Expr> outputs{call(f, u, 0) + call(f, u, 1), call(f, u, 1) * 2.0};
  Program p(outputs, [&](const Expr& leaf) -> std::optional<InputSlot> {
    return InputSlot{InputKind::Y, leaf.same(x) ? 0 : 1};
  });
  const double yv[2] = {0.5, 2.0};
  std::vector<double> registers = p.make_registers();
  double out[2];
  p.run({.y = yv}, registers, out);
  EXPECT_EQ(evaluations.load(), 1);
  EXPECT_DOUBLE_EQ(out[0], 1.0 + std::sin(0.5) + 8.0);
  EXPECT_DOUBLE_EQ(out[1], 2 * (std::sin(0.5) + 8.0));
}

TEST(ExternalPartials, AScopeKeepsPartialsAndAReusingScopeRecallsThemOnlyThere) {
  std::atomic<int> jacobian_calls{0};
  auto f = make_function("f", 2, 2, product_and_sine, exact_jacobian(jacobian_calls));
  Expr x = Expr::variable("x"), y = Expr::variable("y");
  const std::vector<Expr> u{x, y};
  const std::vector<Expr> outputs{partial(call(f, u, 1), x), partial(call(f, u, 0), y)};
  Program p(outputs, [&](const Expr& leaf) -> std::optional<InputSlot> {
    return InputSlot{InputKind::Y, leaf.same(x) ? 0 : 1};
  });
  std::vector<double> registers = p.make_registers();
  double out[2];
  const double first[2] = {0.7, 3.0}, second[2] = {0.2, -1.0};
  ExternalPartials memory;
  {
    ExternalPartials::Scope keep(memory, false);
    p.run({.y = first}, registers, out);
  }
  EXPECT_EQ(jacobian_calls.load(), 1);
  EXPECT_EQ(out[0], std::cos(0.7));
  {
    // Reusing: the partials at the first point, without a call.
    ExternalPartials::Scope reuse(memory, true);
    p.run({.y = second}, registers, out);
  }
  EXPECT_EQ(jacobian_calls.load(), 1);
  EXPECT_EQ(out[0], std::cos(0.7));
  EXPECT_EQ(out[1], 0.7);
  EXPECT_EQ(memory.reused(), 1);
  // Outside a scope, and in a keeping one, they are computed afresh.
  p.run({.y = second}, registers, out);
  EXPECT_EQ(out[0], std::cos(0.2));
  {
    ExternalPartials::Scope keep(memory, false);
    p.run({.y = second}, registers, out);
  }
  EXPECT_EQ(jacobian_calls.load(), 3);
  EXPECT_EQ(out[1], 0.2);
  EXPECT_EQ(ExternalPartials::active(), nullptr);
}

TEST(ExternalPartials, SecondDerivativesByDifferencesIgnoreTheKeptPartials) {
  // d2 y0 / dx dy = 1 by differences of the (default, differenced) Jacobian.
  // With the first partials kept, recalling them at the perturbed points
  // would make every difference 0.
  auto f = make_function("f", 2, 2, product_and_sine);
  Expr x = Expr::variable("x"), y = Expr::variable("y");
  const std::vector<Expr> u{x, y};
  auto leaves = [&](const Expr& leaf) -> std::optional<InputSlot> {
    return InputSlot{InputKind::Y, leaf.same(x) ? 0 : 1};
  };
  Program first_order({partial(call(f, u, 0), x)}, leaves);
  Program second_order({partial(partial(call(f, u, 0), x), y)}, leaves);
  std::vector<double> first_registers = first_order.make_registers();
  std::vector<double> second_registers = second_order.make_registers();
  double out[1];
  const double point[2] = {0.7, 3.0};
  ExternalPartials memory;
  {
    ExternalPartials::Scope keep(memory, false);
    first_order.run({.y = point}, first_registers, out);
  }
  EXPECT_NEAR(out[0], 3.0, 1e-8);
  ExternalPartials::Scope reuse(memory, true);
  second_order.run({.y = point}, second_registers, out);
  EXPECT_NEAR(out[0], 1.0, 1e-5);
}

TEST(ExternalFunction, WrongArgumentCountNamesTheFunction) {
  auto f = make_function("inverseDynamics", 3, 1,
                         [](std::span<const double>, std::span<double> y) { y[0] = 0; });
  const std::vector<Expr> u{Expr::variable("a")};
  try {
    call(f, u, 0);
    FAIL() << "accepted one argument for three inputs";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("'inverseDynamics' takes 3 arguments"), std::string::npos)
        << e.what();
  }
}

TEST(WithDerivative, ValueIsTheFirstArgumentDerivativeTheSecond) {
  Expr x = Expr::variable("x"), w = Expr::variable("w");
  Expr e = with_derivative(x * x, w);
  const auto leaf = [&](const Expr& l) { return l.same(x) ? 3.0 : -1.5; };
  EXPECT_EQ(evaluate(e, leaf), 9.0);
  EXPECT_TRUE(time_derivative(e).same(w));
  EXPECT_EQ(evaluate(partial(e, x), leaf), 6.0);  // Jacobians see the value
  EXPECT_TRUE(with_derivative(2.0, 0.0).is_constant(2.0));
  EXPECT_TRUE(time_derivative(with_derivative(2.0, w)).same(w));  // MSL Move: the given one
}

// A body moved along s(t) = sin(t) by a source that is told its derivatives:
// s = u1, with der(s) = u2 and der(der(s)) = u3. Index reduction must use u2
// and u3 (here deliberately the exact derivatives) and never differentiate the
// inputs; the force needed is m * u3 = -m sin(t).
class HintedMotion : public Component {
 public:
  static constexpr const char* kTypeName = "HintedMotion";
  explicit HintedMotion(ComponentContext ctx) : Component(std::move(ctx)) {
    Expr m = parameter("m", 2.0, {"kg", "mass", ParameterCheck::Positive});
    Expr u1 = variable("u1"), u2 = variable("u2"), u3 = variable("u3");
    Expr s = variable("s"), v = variable("v"), f = variable("f");
    equation(u1, sin(Expr::time()));
    equation(u2, cos(Expr::time()));
    equation(u3, -sin(Expr::time()));
    equation(s, with_derivative(u1, with_derivative(u2, u3)));
    equation(v, der(s));
    equation(m * der(v), f);
  }
};

TEST(WithDerivative, IndexReductionUsesTheGivenDerivatives) {
  Model model("hinted");
  model.add<HintedMotion>("h");
  Simulation sim(compile(model));
  const Results r = sim.run({.t_stop = 3.0, .output_interval = 0.1, .rtol = 1e-10});
  for (double t : {0.5, 1.7, 3.0}) {
    EXPECT_NEAR(r.at("h.f", t), -2.0 * std::sin(t), 1e-9) << t;
    EXPECT_NEAR(r.at("h.v", t), std::cos(t), 1e-9) << t;
  }
}

// der(x) = -k x through an external function with an exact Jacobian: both
// formulations agree with exp(-k t).
class ExternalDecay : public Component {
 public:
  static constexpr const char* kTypeName = "ExternalDecay";
  explicit ExternalDecay(ComponentContext ctx) : Component(std::move(ctx)) {
    Expr k = parameter("k", 1.5, {"1/s", "rate", ParameterCheck::Positive});
    Expr x = variable("x", {.start = 1.0, .fixed = true});
    auto rate = make_function(
        "rate", 2, 1, [](std::span<const double> u, std::span<double> y) { y[0] = -u[0] * u[1]; });
    const std::vector<Expr> args{k, x};
    equation(der(x), call(rate, args, 0));
  }
};

TEST(ExternalFunction, ModelWithACallMatchesTheClosedFormInBothFormulations) {
  Model model("external");
  model.add<ExternalDecay>("d");
  auto compiled = compile(model);
  for (const char* solver : {"ida", "cvode-bdf"}) {
    Simulation sim(compiled);
    const Results r = sim.run({.t_stop = 2.0, .rtol = 1e-10, .atol = 1e-12, .solver = solver});
    EXPECT_NEAR(r.final("d.x"), std::exp(-3.0), 1e-8) << solver;
  }
}

}  // namespace
}  // namespace acausal
