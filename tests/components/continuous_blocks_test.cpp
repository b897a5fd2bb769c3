// Der, the Integrator's reset option and the SlewRateLimiter against closed
// forms: exact derivatives by index reduction, reinitialisation at rising
// reset edges, rate-limited ramps with and without events.
#include <cmath>
#include <numbers>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "components/blocks/continuous.hpp"
#include "components/blocks/math.hpp"
#include "components/blocks/nonlinear.hpp"
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

SimulationOptions accurate(double t_stop, double interval = 1e-3) {
  return {.t_stop = t_stop, .output_interval = interval, .rtol = 1e-10, .atol = 1e-12};
}

std::vector<double> state_event_times(const Simulation& sim, const std::string& text) {
  std::vector<double> times;
  for (const auto& e : sim.events())
    if (!e.time_event && e.cause.find(text) != std::string::npos) times.push_back(e.time);
  return times;
}

// ---------------------------------------------------------------- Der

TEST(ContinuousBlocks, DerOfASineAndOfAProductAreExact) {
  // s = 0.7 sin(2 pi 1.5 t), r = 3 t: der(s) = 0.7 * 3 pi cos(3 pi t),
  // der(s r) = der(s) r + 3 s.
  const double A = 0.7, w = 2 * pi * 1.5;
  Model m("der");
  auto& s = m.add<Sine>("s", Sine::Params{.amplitude = A, .f = 1.5});
  auto& r = m.add<Ramp>("r", Ramp::Params{.height = 30, .duration = 10});
  auto& product = m.add<Product>("product");
  auto& ds = m.add<Der>("ds");
  auto& dp = m.add<Der>("dp");
  m.connect(s.y, product.u1);
  m.connect(r.y, product.u2);
  m.connect(s.y, ds.u);
  m.connect(product.y, dp.u);
  Results res = simulate(m, accurate(1.0, 1e-2));
  for (double t : {0.0, 0.1, 0.37, 0.5, 0.81, 1.0}) {
    const double sv = A * std::sin(w * t), dsv = A * w * std::cos(w * t);
    EXPECT_NEAR(res.at("ds.y", t), dsv, 1e-11) << t;
    EXPECT_NEAR(res.at("dp.y", t), dsv * 3 * t + 3 * sv, 1e-11) << t;
  }
}

// ---------------------------------------------------------------- Integrator with reset

TEST(ContinuousBlocks, IntegratorResetsToYStartOnARisingEdge) {
  // der(y) = 1.5 * 2, y(0) = y_start = 1; reset rises at t = 0.4:
  // y = 1 + 3 t, then y_start + 3 (t - 0.4). y_start is tunable.
  Model m("reset");
  auto& c = m.add<Constant>("c", Constant::Params{.k = 2});
  auto& step = m.add<Step>("step", Step::Params{.start_time = 0.4});
  auto& integrator = m.add<Integrator>(
      "integrator", Integrator::Params{.k = 1.5, .y_start = 1, .use_reset = true});
  ASSERT_NE(integrator.reset.port, nullptr);
  EXPECT_EQ(integrator.set.port, nullptr);
  m.connect(c.y, integrator.u);
  m.connect(step.y, integrator.reset);
  Simulation sim(compile(m));
  Results first = sim.run(accurate(1.0));
  sim.set_parameter("integrator.y_start", 5.0);
  Results second = sim.run(accurate(1.0));
  for (double t : {0.0, 0.2, 0.39, 0.41, 0.7, 1.0}) {
    EXPECT_NEAR(first.at("integrator.y", t), t < 0.4 ? 1 + 3 * t : 1 + 3 * (t - 0.4), 1e-8) << t;
    EXPECT_NEAR(second.at("integrator.y", t), t < 0.4 ? 5 + 3 * t : 5 + 3 * (t - 0.4), 1e-8) << t;
  }
}

TEST(ContinuousBlocks, IntegratorResetsToTheSetInputOnEveryRisingEdgeOnly) {
  // reset = sin(4 pi t), true above 0.5: rising edges at t_k = 1/24 + k/2,
  // falling ones at 5/24 + k/2 (no reset there); set = -t; der(y) = 2.
  Model m("reset_set");
  auto& c = m.add<Constant>("c", Constant::Params{.k = 2});
  auto& trigger = m.add<Sine>("trigger", Sine::Params{.f = 2});
  auto& set = m.add<Ramp>("set", Ramp::Params{.height = -10, .duration = 10});
  auto& integrator =
      m.add<Integrator>("integrator", Integrator::Params{.use_reset = true, .use_set = true});
  m.connect(c.y, integrator.u);
  m.connect(trigger.y, integrator.reset);
  m.connect(set.y, integrator.set);
  Simulation sim(compile(m));
  Results r = sim.run(accurate(1.0));
  const double t1 = 1.0 / 24, t2 = t1 + 0.5;
  auto expected = [&](double t) {
    if (t < t1) return 2 * t;
    const double tr = t < t2 ? t1 : t2;
    return -tr + 2 * (t - tr);
  };
  for (double t : {0.02, 0.04, 0.05, 0.2, 0.25, 0.4, 0.53, 0.55, 0.8, 1.0})
    EXPECT_NEAR(r.at("integrator.y", t), expected(t), 1e-7) << t;
}

TEST(ContinuousBlocks, IntegratorSetWithoutResetIsRejected) {
  Model m("bad");
  const std::string msg =
      error_of([&] { m.add<Integrator>("integrator", Integrator::Params{.use_set = true}); });
  EXPECT_TRUE(contains(msg, "Integrator 'integrator'")) << msg;
  EXPECT_TRUE(contains(msg, "set use_reset = true, or use_set = false")) << msg;
}

// ---------------------------------------------------------------- SlewRateLimiter

// u = 1 from t = 0.1 to 1.0, else 0; Td = 1 ms. "limiter": Rising 2, Falling
// -2 (default), with events; "fastFall": Falling -4, strict (no events).
struct Pulse {
  static constexpr double Td = 1e-3;
  Model m{"slew"};
  Pulse() {
    auto& up = m.add<Step>("up", Step::Params{.start_time = 0.1});
    auto& down = m.add<Step>("down", Step::Params{.height = -1, .start_time = 1.0});
    auto& u = m.add<Add>("u");
    auto& limiter = m.add<SlewRateLimiter>("limiter", SlewRateLimiter::Params{.Rising = 2});
    auto& fast = m.add<SlewRateLimiter>(
        "fastFall", SlewRateLimiter::Params{.Rising = 2, .Falling = -4, .strict = true});
    m.connect(up.y, u.u1);
    m.connect(down.y, u.u2);
    m.connect(u.y, limiter.u);
    m.connect(u.y, fast.u);
  }
  // Ramp at `rate` from y0 at t0 towards target until |target - y| = |rate| Td,
  // then the first-order approach y' = (target - y) / Td.
  static double ramp_then_lag(double t, double t0, double y0, double target, double rate) {
    const double t_end = t0 + (target - y0 - rate * Td) / rate;
    if (t <= t_end) return y0 + rate * (t - t0);
    return target - rate * Td * std::exp(-(t - t_end) / Td);
  }
};

TEST(ContinuousBlocks, SlewRateLimiterRampsAtItsLimitsThenFollows) {
  Pulse p;
  Simulation sim(compile(p.m));
  Results r = sim.run(accurate(2.0));
  for (double t : {0.05, 0.3, 0.55, 0.6, 0.62, 0.9, 1.2, 1.3, 1.45, 1.5, 1.6, 2.0}) {
    const double rise = t < 0.1 ? 0.0 : Pulse::ramp_then_lag(t, 0.1, 0.0, 1.0, 2.0);
    const double y_limiter = t < 1.0 ? rise : Pulse::ramp_then_lag(t, 1.0, 1.0, 0.0, -2.0);
    const double y_fast = t < 1.0 ? rise : Pulse::ramp_then_lag(t, 1.0, 1.0, 0.0, -4.0);
    EXPECT_NEAR(r.at("limiter.y", t), y_limiter, 1e-7) << t;
    EXPECT_NEAR(r.at("fastFall.y", t), y_fast, 1e-7) << t;
  }
  // The rate leaves the limit where (u - y) / Td = +-2: y = 0.998 at
  // t = 0.599, y = 0.002 at t = 1.499; state events there, none when strict.
  const auto events = state_event_times(sim, "limiter");
  auto near = [&](double t) {
    for (double e : events)
      if (std::abs(e - t) < 1e-8) return true;
    return false;
  };
  EXPECT_TRUE(near(0.599)) << events.size();
  EXPECT_TRUE(near(1.499)) << events.size();
  EXPECT_TRUE(state_event_times(sim, "fastFall").empty());
}

TEST(ContinuousBlocks, SlewRateLimiterInitialOutput) {
  // Defaults Rising = 1, Falling = -Rising; y(0) = 0.5, u = 0: y = 0.5 - t
  // until 0.001 at t = 0.499.
  Model m("slew_initial_output");
  auto& zero = m.add<Constant>("zero", Constant::Params{.k = 0});
  auto& limiter = m.add<SlewRateLimiter>(
      "limiter", SlewRateLimiter::Params{.init_type = Init::InitialOutput, .y_start = 0.5});
  m.connect(zero.y, limiter.u);
  Results r = simulate(m, accurate(0.6));
  for (double t : {0.0, 0.1, 0.3, 0.45, 0.5, 0.52})
    EXPECT_NEAR(r.at("limiter.y", t), Pulse::ramp_then_lag(t, 0.0, 0.5, 0.0, -1.0), 1e-7) << t;
}

TEST(ContinuousBlocks, SlewRateLimiterBadParametersSayWhatToChange) {
  Model m("bad");
  const std::string falling =
      error_of([&] { m.add<SlewRateLimiter>("slew", SlewRateLimiter::Params{.Falling = 0.5}); });
  EXPECT_TRUE(contains(falling, "SlewRateLimiter 'slew'")) << falling;
  EXPECT_TRUE(contains(falling, "Falling = 0.5")) << falling;
  EXPECT_TRUE(contains(falling, "must be < 0. Set slew.Falling to a negative value")) << falling;

  const std::string rising =
      error_of([&] { m.add<SlewRateLimiter>("slew2", SlewRateLimiter::Params{.Rising = 0}); });
  EXPECT_TRUE(contains(rising, "SlewRateLimiter 'slew2': parameter Rising = 0")) << rising;
  EXPECT_TRUE(contains(rising, "Set slew2.Rising to a positive value")) << rising;

  const std::string td =
      error_of([&] { m.add<SlewRateLimiter>("slew3", SlewRateLimiter::Params{.Td = -1}); });
  EXPECT_TRUE(contains(td, "parameter Td = -1 s")) << td;
}

}  // namespace
}  // namespace acausal
