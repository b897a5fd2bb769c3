// The explicit formulation x' = f(t, x) integrated by CVODE (BDF, Adams),
// ARKODE (Dormand-Prince) and fixed-step RK4 / Euler, against closed forms,
// against IDA on the implicit DAE, and with state and time events.
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "components/blocks/sources.hpp"
#include "components/translational/damper.hpp"
#include "components/translational/fixed.hpp"
#include "components/translational/force.hpp"
#include "components/translational/mass.hpp"
#include "components/translational/spring.hpp"
#include "core/compile/compiled_model.hpp"
#include "core/errors.hpp"
#include "core/model/model.hpp"
#include "models/registry.hpp"
#include "solvers/comparison.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

// m x'' + d x' + c x = 0, x(0) = 1, v(0) = 0: underdamped, closed form below.
constexpr double kM = 1.0, kC = 4.0, kD = 0.4;

std::unique_ptr<Model> oscillator() {
  auto m = std::make_unique<Model>("oscillator");
  m->add<translational::Fixed>("fixed");
  m->add<translational::Mass>("mass", translational::MassParams{.m = kM});
  m->add<translational::Spring>("spring", translational::SpringParams{.c = kC});
  m->add<translational::Damper>("damper", translational::DamperParams{.d = kD});
  m->connect("fixed.flange", "spring.flange_a");
  m->connect("fixed.flange", "damper.flange_a");
  m->connect("spring.flange_b", "mass.flange_a");
  m->connect("damper.flange_b", "mass.flange_a");
  m->set_start("mass.s", 1.0, true);
  m->set_start("mass.v", 0.0, true);
  return m;
}

double exact_position(double t) {
  const double zeta = kD / (2 * std::sqrt(kC * kM)), w0 = std::sqrt(kC / kM);
  const double wd = w0 * std::sqrt(1 - zeta * zeta);
  return std::exp(-zeta * w0 * t) * (std::cos(wd * t) + zeta * w0 / wd * std::sin(wd * t));
}

double largest_error(const Results& r) {
  double worst = 0;
  const auto s = r.series("mass.s");
  for (std::size_t k = 0; k < s.size(); ++k)
    worst = std::max(worst, std::abs(s[k] - exact_position(r.times()[k])));
  return worst;
}

SimulationOptions with(const std::string& solver, double step = 0.0, double rtol = 1e-9) {
  return {.t_stop = 3.0,
          .output_interval = 0.01,
          .rtol = rtol,
          .atol = rtol * 1e-2,
          .solver = solver,
          .step = step};
}

TEST(ExplicitFormulation, AdaptiveMethodsMatchTheClosedForm) {
  auto compiled = compile(*oscillator());
  for (const char* solver : {"cvode-bdf", "cvode-adams", "erk45", "erk78"}) {
    Simulation sim(compiled);
    Results r = sim.run(with(solver));
    EXPECT_LT(largest_error(r), 2e-7) << solver;
    EXPECT_GT(sim.statistics().steps, 10) << solver;
    EXPECT_EQ(r.names(), compiled->signal_names) << solver;  // same signals as IDA
  }
}

// At tight tolerances the eighth-order pair needs a fraction of the
// fifth-order pair's steps (each has 13 stages instead of 7).
TEST(ExplicitFormulation, Erk78TakesFewerStepsThanErk45AtTightTolerances) {
  auto compiled = compile(*oscillator());
  auto run = [&](const char* solver) {
    Simulation sim(compiled);
    const double error = largest_error(sim.run(with(solver, 0.0, 1e-12)));
    return std::pair(error, sim.statistics().steps);
  };
  const auto [error45, steps45] = run("erk45");
  const auto [error78, steps78] = run("erk78");
  std::printf("rtol 1e-12: erk45 %ld steps, error %.2e; erk78 %ld steps, error %.2e\n", steps45,
              error45, steps78, error78);
  EXPECT_LT(error78, 1e-9);
  EXPECT_LT(2 * steps78, steps45);
}

TEST(ExplicitFormulation, FixedStepMethodsConvergeAtTheirOrder) {
  auto compiled = compile(*oscillator());
  auto error = [&](const char* solver, double h) {
    Simulation sim(compiled);
    SimulationOptions o = with(solver, h);
    o.output_interval = 0.1;  // steps are shortened to land on output times
    return largest_error(sim.run(o));
  };
  // Halving the step divides the error by 2^p (p = 1 for Euler, 4 for RK4).
  const double euler_ratio = error("euler", 1e-3) / error("euler", 5e-4);
  EXPECT_NEAR(euler_ratio, 2.0, 0.1);
  const double rk4_ratio = error("rk4", 2e-2) / error("rk4", 1e-2);
  EXPECT_NEAR(rk4_ratio, 16.0, 1.5);
  EXPECT_LT(error("rk4", 1e-3), 1e-10);
}

// A ball bouncing with restitution e: event times in closed form.
constexpr double kG = 9.81, kE = 0.8, kH0 = 1.0;

class BouncingBall : public Component {
 public:
  static constexpr const char* kTypeName = "BouncingBall";
  explicit BouncingBall(ComponentContext ctx) : Component(std::move(ctx)) {
    Expr h = variable("h", {.start = kH0, .fixed = true});
    Expr v = variable("v", {.start = 0.0, .fixed = true});
    equation(der(h), v);
    equation(der(v), -kG);
    when(h <= 0.0, {}, {{v, -kE * v}});
  }
};

TEST(ExplicitFormulation, StateEventsAreLocatedByEveryMethod) {
  Model m("ball");
  m.add<BouncingBall>("ball");
  auto compiled = compile(m);
  const double v1 = std::sqrt(2 * kG * kH0);
  const std::vector<double> expected{v1 / kG, v1 / kG + 2 * kE * v1 / kG,
                                     v1 / kG + 2 * kE * v1 / kG + 2 * kE * kE * v1 / kG};
  for (const char* solver : {"ida", "cvode-bdf", "cvode-adams", "erk45", "erk78", "rk4", "euler"}) {
    Simulation sim(compiled);
    SimulationOptions o = with(solver, 1e-3, 1e-10);
    o.t_stop = 2.0;  // bounces at 0.452, 1.174, 1.752 s
    Results r = sim.run(o);
    std::vector<double> bounces;
    for (const auto& e : sim.events())
      if (e.cause.find("falling") != std::string::npos) bounces.push_back(e.time);
    std::string log;
    for (const auto& e : sim.events()) log += std::to_string(e.time) + " " + e.cause + "\n";
    ASSERT_EQ(bounces.size(), expected.size())
        << solver << "\n"
        << log << sim.statistics() << "end " << r.times().back();
    // The flight is a parabola: RK4 is exact on it, Euler is not (first order).
    const double tolerance = std::string(solver) == "euler" ? 1e-2 : 1e-8;
    for (std::size_t k = 0; k < expected.size(); ++k)
      EXPECT_NEAR(bounces[k], expected[k], tolerance) << solver << " bounce " << k;
  }
}

TEST(ExplicitFormulation, TimeEventsAreHitExactly) {
  // A mass pushed by a force step at t = 0.5: the stop lands on the step.
  Model m("push");
  m.add<translational::Mass>("mass", translational::MassParams{.m = 2.0});
  m.add<translational::Force>("force");
  m.add<blocks::Step>("step", blocks::Step::Params{.height = 4.0, .start_time = 0.5});
  m.connect("step.y", "force.f");
  m.connect("force.flange", "mass.flange_a");
  m.set_start("mass.s", 0.0, true);
  m.set_start("mass.v", 0.0, true);
  auto compiled = compile(m);
  for (const char* solver : {"cvode-bdf", "erk45", "rk4"}) {
    Simulation sim(compiled);
    Results r = sim.run(with(solver, 1e-2));
    EXPECT_EQ(sim.statistics().time_events, 1) << solver;
    // s = a (t - 0.5)^2 / 2 with a = 2 m/s^2 after the step.
    EXPECT_NEAR(r.final("mass.s"), (3.0 - 0.5) * (3.0 - 0.5), 1e-7) << solver;
  }
}

TEST(ExplicitFormulation, ComparisonReportsEveryRunAgainstTheFirst) {
  auto compiled = compile(*oscillator());
  const SolverComparison c =
      compare_solvers(compiled, with("ida", 1e-3), {"ida", "cvode-bdf", "erk45", "rk4"});
  ASSERT_EQ(c.runs.size(), 4u);
  EXPECT_EQ(c.runs[0].largest_deviation, 0.0);
  for (std::size_t k = 1; k < c.runs.size(); ++k) {
    EXPECT_LT(c.runs[k].largest_deviation, 1e-5) << c.runs[k].solver;
    EXPECT_GT(c.runs[k].statistics.steps, 0);
  }
  EXPECT_NE(c.table().find("cvode-bdf"), std::string::npos);
  ASSERT_EQ(c.deviation.size(), 4u);
  EXPECT_EQ(c.deviation[0].size(), c.signals.size());
}

TEST(ExplicitFormulation, BadSolverChoicesAreClearErrors) {
  auto compiled = compile(*oscillator());
  Simulation sim(compiled);
  try {
    sim.run(with("rk5"));
    FAIL() << "unknown solver accepted";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("unknown solver 'rk5'"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("cvode-bdf"), std::string::npos) << e.what();
  }
  try {
    sim.run(with("rk4", 0.0));
    FAIL() << "rk4 without a step accepted";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("rk4 needs a positive step"), std::string::npos)
        << e.what();
  }
}

TEST(ExplicitFormulation, RobotAxisWithFrictionRunsOnCvodeLikeOnIda) {
  // Stick-slip friction, op-amp current control and terminate(): the explicit
  // formulation switches the friction modes at the same instants as the DAE.
  const auto& entry =
      models::find_model("Modelica.Mechanics.MultiBody.Examples.Systems.RobotR3.OneAxis");
  auto compiled = compile(*entry.build());
  std::vector<std::vector<double>> switch_times;
  for (const char* solver : {"ida", "cvode-bdf"}) {
    Simulation sim(compiled);
    SimulationOptions o = entry.defaults;
    o.solver = solver;
    Results r = sim.run(o);
    const auto mode = r.series("axis.gear.bearingFriction.mode");
    std::vector<double> times;
    for (std::size_t k = 1; k < mode.size(); ++k)
      if (mode[k] != mode[k - 1]) times.push_back(r.times()[k]);
    switch_times.push_back(times);
    EXPECT_NEAR(r.times().back(), 1.4981317008, 1e-9) << solver;
  }
  ASSERT_EQ(switch_times[0].size(), switch_times[1].size());
  for (std::size_t k = 0; k < switch_times[0].size(); ++k)
    EXPECT_NEAR(switch_times[0][k], switch_times[1][k], 1e-5) << k;
}

}  // namespace
}  // namespace acausal

namespace acausal {
namespace {

TEST(ExplicitFormulation, ArgesimC11TaskCAgreesAcrossFormulations) {
  // C11 task c: current and voltage limits, the obstacle manoeuvre's state
  // events; the implicit DAE (IDA) and the explicit formulation (CVODE BDF,
  // ARKODE Dormand-Prince) give the same joint motion.
  const auto& entry = models::find_model("argesim.C11.TaskC");
  auto compiled = compile(*entry.build());
  std::vector<Results> runs;
  for (const char* solver : {"ida", "cvode-bdf", "erk45"}) {
    Simulation sim(compiled);
    SimulationOptions o = entry.defaults;
    o.solver = solver;
    runs.push_back(sim.run(o));
  }
  for (std::size_t k = 1; k < runs.size(); ++k)
    for (const char* signal : {"mechanics.q1", "mechanics.q2", "mechanics.q3", "mechanics.x_tip"})
      for (double t : {0.2, 0.4, 0.8, 1.5, 2.5, 3.0})
        EXPECT_NEAR(runs[k].at(signal, t), runs[0].at(signal, t), 1e-5) << k << signal << t;
}

}  // namespace
}  // namespace acausal
