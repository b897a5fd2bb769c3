// The Cartesian pendulum (index 3) against the same pendulum written in its
// angle (an ODE): index reduction with dummy derivatives must keep the length
// constraint and reproduce the motion.
#include <cmath>

#include <gtest/gtest.h>

#include "core/compile/compiled_model.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

constexpr double kL = 1.0, kM = 1.0, kG = 9.81, kTheta0 = 0.5;

class CartesianPendulum : public Component {
 public:
  static constexpr const char* kTypeName = "CartesianPendulum";
  explicit CartesianPendulum(ComponentContext ctx) : Component(std::move(ctx)) {
    Expr L = parameter("L", kL, {"m", "length", ParameterCheck::Positive});
    Expr m = parameter("m", kM, {"kg", "mass", ParameterCheck::Positive});
    Expr g = parameter("g", kG, {"m/s2", "gravity"});
    Expr x = variable("x", {.start = kL * std::sin(kTheta0), .fixed = true});
    Expr y = variable("y", {.start = -kL * std::cos(kTheta0)});
    Expr vx = variable("vx", {.start = 0.0, .fixed = true});
    Expr vy = variable("vy", {.start = 0.0});
    Expr F = variable("F", {.description = "rod force"});
    equation(der(x), vx);
    equation(der(y), vy);
    equation(m * der(vx), -F * x / L);
    equation(m * der(vy), -F * y / L - m * g);
    equation(x * x + y * y, L * L);
  }
};

class AnglePendulum : public Component {
 public:
  static constexpr const char* kTypeName = "AnglePendulum";
  explicit AnglePendulum(ComponentContext ctx) : Component(std::move(ctx)) {
    Expr theta = variable("theta", {.start = kTheta0, .fixed = true});
    Expr omega = variable("omega", {.start = 0.0, .fixed = true});
    Expr x = variable("x");
    equation(der(theta), omega);
    equation(der(omega), -kG / kL * sin(theta));
    equation(x, kL * sin(theta));
  }
};

TEST(Pendulum, CartesianFormIsReducedToTwoStatesAndKeepsItsLength) {
  Model m("pendulum");
  m.add<CartesianPendulum>("p");
  m.add<AnglePendulum>("ref");
  auto compiled = compile(m);
  EXPECT_EQ(compiled->report.states.size(), 4u);  // 2 of the Cartesian form + theta, omega
  EXPECT_GE(compiled->report.index_reduction_differentiations, 3);
  Simulation sim(compiled);
  Results r = sim.run({.t_stop = 10.0, .output_interval = 0.01, .rtol = 1e-8});
  double drift = 0, deviation = 0;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const double x = r.value(k, r.column("p.x")), y = r.value(k, r.column("p.y"));
    drift = std::max(drift, std::fabs(std::sqrt(x * x + y * y) - kL));
    deviation = std::max(deviation, std::fabs(x - r.value(k, r.column("ref.x"))));
  }
  EXPECT_LT(drift, 1e-6);
  EXPECT_LT(deviation, 1e-4);
  EXPECT_GT(r.rows(), 999u);
}

}  // namespace
}  // namespace acausal
