// Derived parameters (core/compile/derived_parameters.hpp): the programs'
// parameter-only subexpressions are computed once per parameter change. The
// programs get shorter, their outputs keep the same bits, and a parameter
// changed per run reaches every derived value.
#include <cmath>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/compile/compiled_model.hpp"
#include "core/model/model.hpp"
#include "models/robots/seed000_arm.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using testing::contains;

// A pendulum of length l linearised about its hanging position, with a
// torsion spring of stiffness c1 c2: m l^2 w' = -(m g l + c1 c2) phi - d w.
// Its coefficients m l^2 and m g l + c1 c2 read parameters only.
class LinearPendulum : public Component {
 public:
  static constexpr const char* kTypeName = "LinearPendulum";
  explicit LinearPendulum(ComponentContext ctx) : Component(std::move(ctx)) {
    Expr m = parameter("m", 2.0, {"kg", "mass", ParameterCheck::Positive});
    Expr l = parameter("l", 0.5, {"m", "length", ParameterCheck::Positive});
    Expr g = parameter("g", 9.81, {"m/s2", "gravity", ParameterCheck::Positive});
    Expr c1 = parameter("c1", 2.0, {"", "spring factor", ParameterCheck::Positive});
    Expr c2 = parameter("c2", 3.0, {"N.m/rad", "spring factor", ParameterCheck::Positive});
    Expr d = parameter("d", 0.0, {"N.m.s/rad", "damping", ParameterCheck::NonNegative});
    Expr phi = variable("phi", {.start = 0.1, .fixed = true});
    Expr w = variable("w", {.start = 0.0, .fixed = true});
    Expr tau = variable("tau");
    equation(der(phi), w);
    equation(tau, -(m * g * l + c1 * c2) * phi - d * w);
    equation(m * l * l * der(w), tau);
  }
};

CompileOptions derived(bool on) {
  CompileOptions options;
  options.derive_parameter_expressions = on;
  options.codegen.mode = CodegenMode::Off;  // the interpreter reads the same slots
  return options;
}

double angular_frequency(double m, double l, double g, double c1, double c2) {
  return std::sqrt((m * g * l + c1 * c2) / (m * l * l));
}

TEST(DerivedParameters, ParameterOnlyCoefficientsLeaveTheResidualAndJacobian) {
  Model model("pendulum");
  model.add<LinearPendulum>("p");
  auto plain = compile(model, derived(false));
  auto with = compile(model, derived(true));
  EXPECT_EQ(plain->report.derived_parameters, 0);
  EXPECT_GE(with->report.derived_parameters, 2);  // m l^2 and m g l + c1 c2 at least
  EXPECT_TRUE(contains(with->report.describe(), "derived parameters: ")) << with->report.describe();
  EXPECT_LT(with->residual.num_instructions(), plain->residual.num_instructions());
  EXPECT_LT(with->jacobian.values.num_instructions(), plain->jacobian.values.num_instructions());
  EXPECT_EQ(with->parameter_values().size(),
            with->parameters.size() + static_cast<std::size_t>(with->report.derived_parameters));

  // The same bits at random points: the derived program repeats the operations.
  const std::vector<double> p_plain = plain->parameter_values(), p_with = with->parameter_values();
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> u(-2.0, 2.0);
  std::vector<double> y(static_cast<std::size_t>(with->size())), yp(y.size());
  std::vector<double> r_plain(y.size()), r_with(y.size());
  std::vector<double> j_plain(static_cast<std::size_t>(plain->jacobian.pattern.nonzeros()));
  std::vector<double> j_with(static_cast<std::size_t>(with->jacobian.pattern.nonzeros()));
  ASSERT_EQ(j_plain.size(), j_with.size());
  auto rp = plain->residual.make_registers(), rw = with->residual.make_registers();
  auto jp = plain->jacobian.values.make_registers(), jw = with->jacobian.values.make_registers();
  for (int trial = 0; trial < 20; ++trial) {
    for (std::size_t k = 0; k < y.size(); ++k) {
      y[k] = u(rng);
      yp[k] = u(rng);
    }
    const double cj = 10.0 + trial;
    plain->residual.run({y.data(), yp.data(), p_plain.data(), 0.1, 0.0, nullptr}, rp,
                        r_plain.data());
    with->residual.run({y.data(), yp.data(), p_with.data(), 0.1, 0.0, nullptr}, rw, r_with.data());
    plain->jacobian.values.run({y.data(), yp.data(), p_plain.data(), 0.1, cj, nullptr}, jp,
                               j_plain.data());
    with->jacobian.values.run({y.data(), yp.data(), p_with.data(), 0.1, cj, nullptr}, jw,
                              j_with.data());
    EXPECT_EQ(r_plain, r_with) << trial;
    EXPECT_EQ(j_plain, j_with) << trial;
  }
}

TEST(DerivedParameters, AParameterSetPerRunReachesEveryDerivedValue) {
  Model model("pendulum");
  model.add<LinearPendulum>("p");
  auto compiled = compile(model, derived(true));
  ASSERT_GT(compiled->report.derived_parameters, 0);
  for (const char* solver : {"ida", "cvode-bdf"}) {
    Simulation sim(compiled);
    sim.set_parameter("p.l", 2.0);
    sim.set_parameter("p.c2", 5.0);
    Results r = sim.run(
        {.t_stop = 4.0, .output_interval = 0.1, .rtol = 1e-10, .atol = 1e-12, .solver = solver});
    const double w = angular_frequency(2.0, 2.0, 9.81, 2.0, 5.0);
    for (double t : {0.5, 2.3, 4.0})
      EXPECT_NEAR(r.at("p.phi", t), 0.1 * std::cos(w * t), 1e-7) << solver << " t = " << t;
    // The derived values of the changed parameters, not of the defaults.
    EXPECT_NE(sim.parameter_vector(), compiled->parameter_values());
  }
  // A fresh simulation starts from the declared values again.
  Simulation fresh(compiled);
  Results r = fresh.run({.t_stop = 1.0, .output_interval = 0.1, .rtol = 1e-10, .atol = 1e-12});
  const double w0 = angular_frequency(2.0, 0.5, 9.81, 2.0, 3.0);
  EXPECT_NEAR(r.at("p.phi", 1.0), 0.1 * std::cos(w0 * 1.0), 1e-7);
}

TEST(DerivedParameters, TheArmRunsTheSameWithAndWithout) {
  // Seed 000's 6R arm: rotation matrices of fixed frames, inertia products
  // and gear ratios are parameter expressions throughout its equations.
  auto arm = models::robots::seed000_arm({});
  auto plain = compile(*arm, derived(false));
  auto with = compile(*arm, derived(true));
  EXPECT_GT(with->report.derived_parameters, 20);
  EXPECT_LT(with->residual.num_instructions(), plain->residual.num_instructions());
  const SimulationOptions options{.t_stop = 0.5, .output_interval = 0.05, .rtol = 1e-8};
  for (const char* solver : {"ida", "cvode-bdf"}) {
    SimulationOptions o = options;
    o.solver = solver;
    Results a = Simulation(plain).run(o);
    Results b = Simulation(with).run(o);
    ASSERT_EQ(a.times(), b.times()) << solver;
    ASSERT_EQ(a.names(), b.names()) << solver;
    for (std::size_t k = 0; k < a.rows(); ++k)
      for (int c = 0; c < static_cast<int>(a.names().size()); ++c)
        ASSERT_EQ(a.value(k, c), b.value(k, c)) << solver << " " << a.names()[c] << " row " << k;
  }
}

}  // namespace
}  // namespace acausal
