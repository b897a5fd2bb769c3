// Blocks library: sources, math blocks and continuous blocks against their
// closed-form outputs, initialisation options and parameter checks.
#include <cmath>
#include <string>

#include <gtest/gtest.h>

#include "components/blocks/continuous.hpp"
#include "components/blocks/math.hpp"
#include "components/blocks/sources.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

using namespace blocks;

SimulationOptions accurate(double t_stop) {
  return {.t_stop = t_stop, .output_interval = 1e-3, .rtol = 1e-10};
}

TEST(Blocks, SourcesFollowTheirDefinitions) {
  Model m("sources");
  m.add<Constant>("const", Constant::Params{.k = 2.5});
  m.add<Step>("step", Step::Params{.height = 3, .offset = -1, .start_time = 0.5});
  m.add<Ramp>("ramp", Ramp::Params{.height = 4, .duration = 1, .offset = 1, .start_time = 0.5});
  Results r = simulate(m, accurate(2.0));
  for (double t : {0.0, 0.25, 0.499, 0.75, 1.0, 1.499, 1.75, 2.0}) {
    EXPECT_DOUBLE_EQ(r.at("const.y", t), 2.5) << t;
    EXPECT_NEAR(r.at("step.y", t), t < 0.5 ? -1.0 : 2.0, 1e-12) << t;
    const double ramp = 1 + (t < 0.5 ? 0.0 : t < 1.5 ? 4 * (t - 0.5) : 4.0);
    EXPECT_NEAR(r.at("ramp.y", t), ramp, 1e-12) << t;
  }
}

TEST(Blocks, MathBlocksCombineSignals) {
  // y = gain(3) * (2 * ramp - 0.5 * const), feedback = ramp - const.
  Model m("math");
  auto& c = m.add<Constant>("const", Constant::Params{.k = 4});
  auto& ramp = m.add<Ramp>("ramp", Ramp::Params{.height = 2, .duration = 2});
  auto& add = m.add<Add>("add", Add::Params{.k1 = 2, .k2 = -0.5});
  auto& gain = m.add<Gain>("gain", Gain::Params{.k = 3});
  auto& feedback = m.add<Feedback>("feedback");
  m.connect(ramp.y, add.u1);
  m.connect(c.y, add.u2);
  m.connect(add.y, gain.u);
  m.connect(ramp.y, feedback.u1);
  m.connect(c.y, feedback.u2);
  Results r = simulate(m, accurate(1.0));
  for (double t : {0.0, 0.5, 1.0}) {
    EXPECT_NEAR(r.at("add.y", t), 2 * t - 2, 1e-12) << t;
    EXPECT_NEAR(r.at("gain.y", t), 3 * (2 * t - 2), 1e-12) << t;
    EXPECT_NEAR(r.at("feedback.y", t), t - 4, 1e-12) << t;
  }
}

TEST(Blocks, IntegratorOfAConstantIsARamp) {
  Model m("integrator");
  auto& c = m.add<Constant>("const", Constant::Params{.k = 1.5});
  auto& integrator = m.add<Integrator>("integrator", Integrator::Params{.k = 2, .y_start = 1});
  m.connect(c.y, integrator.u);
  Results r = simulate(m, accurate(2.0));
  for (double t : {0.0, 0.5, 2.0}) EXPECT_NEAR(r.at("integrator.y", t), 1 + 3 * t, 1e-9) << t;
}

TEST(Blocks, IntegratorStartValueIsTunable) {
  Model m("integrator");
  auto& c = m.add<Constant>("const", Constant::Params{.k = 1});
  auto& integrator = m.add<Integrator>("integrator");
  m.connect(c.y, integrator.u);
  m.set_parameter("integrator.y_start", -2);
  Results r = simulate(m, accurate(1.0));
  EXPECT_NEAR(r.at("integrator.y", 0.0), -2, 1e-12);
  EXPECT_NEAR(r.final("integrator.y"), -1, 1e-9);
}

TEST(Blocks, UnfixedIntegratorStartsFromItsGuessWhenNothingElseDecides) {
  // fixed = false (MSL NoInit): y_start is a guess; with no other condition the
  // initialisation adds it as the start condition.
  Model m("integrator");
  auto& c = m.add<Constant>("const", Constant::Params{.k = 1});
  auto& integrator =
      m.add<Integrator>("integrator", Integrator::Params{.y_start = 0.5, .fixed = false});
  m.connect(c.y, integrator.u);
  Results r = simulate(m, accurate(1.0));
  EXPECT_NEAR(r.at("integrator.y", 0.0), 0.5, 1e-12);
  EXPECT_NEAR(r.final("integrator.y"), 1.5, 1e-9);
}

TEST(Blocks, FirstOrderStepResponse) {
  // y = k u (1 - exp(-t / T)) from y(0) = 0.
  const double k = 2, T = 0.3, u = 1.5;
  Model m("first_order");
  auto& c = m.add<Constant>("const", Constant::Params{.k = u});
  auto& lag = m.add<FirstOrder>(
      "firstOrder", FirstOrder::Params{.k = k, .T = T, .init_type = Init::InitialOutput});
  m.connect(c.y, lag.u);
  Results r = simulate(m, accurate(2.0));
  for (double t : {0.0, 0.1, 0.3, 1.0, 2.0})
    EXPECT_NEAR(r.at("firstOrder.y", t), k * u * (1 - std::exp(-t / T)), 1e-8) << t;
}

TEST(Blocks, FirstOrderRespondsToADelayedStep) {
  // The input jumps at t0 (no event: the integrator resolves the kink by step control).
  const double k = 2, T = 0.3, h = 1.5, t0 = 0.2;
  Model m("first_order_step");
  auto& step = m.add<Step>("step", Step::Params{.height = h, .start_time = t0});
  auto& lag = m.add<FirstOrder>("firstOrder", FirstOrder::Params{.k = k, .T = T});
  m.connect(step.y, lag.u);
  Results r = simulate(m, accurate(2.0));
  for (double t : {0.1, 0.2, 0.3, 0.5, 1.0, 2.0}) {
    const double y = t <= t0 ? 0.0 : k * h * (1 - std::exp(-(t - t0) / T));
    EXPECT_NEAR(r.at("firstOrder.y", t), y, 1e-6) << t;
  }
}

TEST(Blocks, FirstOrderInitialisationOptions) {
  const double k = 2, T = 0.5, u = 1;
  for (Init init : {Init::InitialState, Init::SteadyState}) {
    Model m("first_order");
    auto& c = m.add<Constant>("const", Constant::Params{.k = u});
    auto& lag = m.add<FirstOrder>(
        "firstOrder", FirstOrder::Params{.k = k, .T = T, .init_type = init, .y_start = 5});
    m.connect(c.y, lag.u);
    Results r = simulate(m, accurate(1.0));
    const double y0 = init == Init::SteadyState ? k * u : 5.0;
    for (double t : {0.0, 0.5, 1.0})
      EXPECT_NEAR(r.at("firstOrder.y", t), k * u + (y0 - k * u) * std::exp(-t / T), 1e-8) << t;
  }
}

TEST(Blocks, PIOnAConstantError) {
  // x = e t / T, y = k (x + e).
  const double k = 2, T = 0.5, e = 0.75;
  Model m("pi");
  auto& c = m.add<Constant>("const", Constant::Params{.k = e});
  auto& pi = m.add<PI>("PI", PI::Params{.k = k, .T = T, .init_type = Init::InitialState});
  m.connect(c.y, pi.u);
  Results r = simulate(m, accurate(1.0));
  for (double t : {0.0, 0.25, 1.0}) {
    EXPECT_NEAR(r.at("PI.x", t), e * t / T, 1e-9) << t;
    EXPECT_NEAR(r.at("PI.y", t), k * e * (1 + t / T), 1e-9) << t;
  }
}

TEST(Blocks, PIInitialOutput) {
  // y(0) = y_start fixes x(0) = y_start / k - e.
  const double k = 2, T = 0.5, e = 0.75, y0 = 4;
  Model m("pi");
  auto& c = m.add<Constant>("const", Constant::Params{.k = e});
  auto& pi =
      m.add<PI>("PI", PI::Params{.k = k, .T = T, .init_type = Init::InitialOutput, .y_start = y0});
  m.connect(c.y, pi.u);
  Results r = simulate(m, accurate(1.0));
  for (double t : {0.0, 1.0}) EXPECT_NEAR(r.at("PI.y", t), y0 + k * e * t / T, 1e-9) << t;
}

TEST(Blocks, PIDOnAConstantError) {
  // y = k (e + e t / Ti + (Td / Tf) e exp(-t / Tf)), Tf = Td / Nd.
  const double k = 1.5, Ti = 0.4, Td = 0.1, Nd = 10, e = 2, Tf = Td / Nd;
  Model m("pid");
  auto& c = m.add<Constant>("const", Constant::Params{.k = e});
  auto& pid = m.add<PID>("PID", PID::Params{.k = k, .Ti = Ti, .Td = Td, .Nd = Nd});
  m.connect(c.y, pid.u);
  Results r = simulate(m, accurate(1.0));
  for (double t : {0.0, 0.005, 0.01, 0.05, 0.5, 1.0}) {
    const double d = Td / Tf * e * std::exp(-t / Tf);
    EXPECT_NEAR(r.at("PID.I.y", t), e * t / Ti, 1e-8) << t;
    EXPECT_NEAR(r.at("PID.D.y", t), d, 1e-6) << t;
    EXPECT_NEAR(r.at("PID.D.x", t), e * (1 - std::exp(-t / Tf)), 1e-7) << t;
    EXPECT_NEAR(r.at("PID.y", t), k * (e + e * t / Ti + d), 1e-6) << t;
  }
}

TEST(Blocks, PIDWithoutDerivativeTimeIsAPI) {
  const double k = 1.5, Ti = 0.4, e = 2;
  Model m("pid");
  auto& c = m.add<Constant>("const", Constant::Params{.k = e});
  auto& pid = m.add<PID>("PID", PID::Params{.k = k, .Ti = Ti, .Td = 0});
  m.connect(c.y, pid.u);
  Results r = simulate(m, accurate(1.0));
  for (double t : {0.0, 0.5, 1.0}) {
    EXPECT_NEAR(r.at("PID.D.y", t), 0.0, 1e-12) << t;
    EXPECT_NEAR(r.at("PID.y", t), k * e * (1 + t / Ti), 1e-8) << t;
  }
}

TEST(Blocks, FeedbackLoopAroundAnIntegrator) {
  // y' = k (r - y), y(0) = 0: y = r (1 - exp(-k t)).
  const double k = 3, ref = 2;
  Model m("loop");
  auto& c = m.add<Constant>("reference", Constant::Params{.k = ref});
  auto& feedback = m.add<Feedback>("feedback");
  auto& integrator = m.add<Integrator>("integrator", Integrator::Params{.k = k});
  m.connect(c.y, feedback.u1);
  m.connect(feedback.y, integrator.u);
  m.connect(integrator.y, feedback.u2);
  Results r = simulate(m, accurate(2.0));
  for (double t : {0.1, 0.5, 2.0}) {
    EXPECT_NEAR(r.at("integrator.y", t), ref * (1 - std::exp(-k * t)), 1e-8) << t;
    EXPECT_NEAR(r.at("feedback.y", t), ref * std::exp(-k * t), 1e-8) << t;
  }
}

TEST(Blocks, NonPositiveTimeConstantIsRejectedNamingTheComponent) {
  Model m("bad");
  try {
    m.add<FirstOrder>("firstOrder", FirstOrder::Params{.T = 0});
    FAIL() << "T = 0 accepted";
  } catch (const ModelError& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find("FirstOrder 'firstOrder'"), std::string::npos) << msg;
    EXPECT_NE(msg.find("T = 0"), std::string::npos) << msg;
  }
  EXPECT_THROW(m.add<PI>("pi", PI::Params{.T = -1}), ModelError);
  EXPECT_THROW(m.add<PID>("pid", PID::Params{.Ti = 0}), ModelError);
  EXPECT_THROW(m.add<PID>("pid2", PID::Params{.Td = -0.1}), ModelError);
  EXPECT_THROW(m.add<Ramp>("ramp", Ramp::Params{.duration = -1}), ModelError);
}

}  // namespace
}  // namespace acausal
