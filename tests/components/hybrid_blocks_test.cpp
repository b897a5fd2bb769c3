// Hybrid blocks (nonlinear, logical, sampled, limited continuous, profile
// sources) against hand-computed behaviour: outputs, switching instants and
// their events, difference equations at every sample.
#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "components/blocks/boolean_table.hpp"
#include "components/blocks/continuous.hpp"
#include "components/blocks/discrete.hpp"
#include "components/blocks/limited.hpp"
#include "components/blocks/logical.hpp"
#include "components/blocks/math.hpp"
#include "components/blocks/nonlinear.hpp"
#include "components/blocks/profiles.hpp"
#include "components/blocks/sources.hpp"
#include "core/compile/compiled_model.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

using namespace blocks;
using std::numbers::pi;

SimulationOptions accurate(double t_stop, double interval = 1e-3) {
  return {.t_stop = t_stop, .output_interval = interval, .rtol = 1e-10, .atol = 1e-12};
}

/// Times of the logged state events whose cause mentions text.
std::vector<double> event_times(const Simulation& sim, const std::string& text) {
  std::vector<double> times;
  for (const auto& e : sim.events())
    if (!e.time_event && e.cause.find(text) != std::string::npos) times.push_back(e.time);
  return times;
}

bool has_event_near(const Simulation& sim, double t, double tol = 1e-9) {
  return std::any_of(sim.events().begin(), sim.events().end(),
                     [&](const auto& e) { return std::abs(e.time - t) <= tol; });
}

/// Left limit at an event: the first of the two rows recorded at time t.
double left_limit(const Results& r, const std::string& name, double t, double tol = 1e-9) {
  const int c = r.column(name);
  for (std::size_t i = 0; i + 1 < r.rows(); ++i)
    if (std::abs(r.times()[i] - t) <= tol && r.times()[i] == r.times()[i + 1]) return r.value(i, c);
  ADD_FAILURE() << "no event rows for " << name << " at t = " << t;
  return std::nan("");
}

/// Right limit at an event: the second of the two rows recorded at time t.
double right_limit(const Results& r, const std::string& name, double t, double tol = 1e-9) {
  const int c = r.column(name);
  for (std::size_t i = 0; i + 1 < r.rows(); ++i)
    if (std::abs(r.times()[i] - t) <= tol && r.times()[i] == r.times()[i + 1])
      return r.value(i + 1, c);
  ADD_FAILURE() << "no event rows for " << name << " at t = " << t;
  return std::nan("");
}

std::string describe_events(const Simulation& sim) {
  std::string s;
  for (const auto& e : sim.events())
    s += "  t = " + std::to_string(e.time) + (e.time_event ? " (time) " : " (state) ") + e.cause +
         "\n";
  return s;
}

// ---------------------------------------------------------------- Nonlinear

TEST(HybridBlocks, LimiterAndDeadZoneOnARampSwitchAtTheCrossings) {
  // u = -2 + 4 t on [0, 1]; limiter [-0.5, 1] switches at t = 0.375 and 0.75,
  // dead zone [-1.5, 1.5] (uMin = -uMax by default) at t = 0.125 and 0.875.
  Model m("nonlinear");
  auto& ramp = m.add<Ramp>("ramp", Ramp::Params{.height = 4, .duration = 1, .offset = -2});
  auto& limiter = m.add<Limiter>("limiter", Limiter::Params{.uMax = 1, .uMin = -0.5});
  auto& dead = m.add<DeadZone>("deadZone", DeadZone::Params{.uMax = 1.5});
  m.connect(ramp.y, limiter.u);
  m.connect(ramp.y, dead.u);
  Simulation sim(compile(m));
  Results r = sim.run(accurate(1.2, 0.01));
  for (double t : {0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1}) {
    const double u = std::min(-2 + 4 * t, 2.0);
    EXPECT_NEAR(r.at("limiter.y", t), std::clamp(u, -0.5, 1.0), 1e-9) << t;
    const double dz = u > 1.5 ? u - 1.5 : u < -1.5 ? u + 1.5 : 0.0;
    EXPECT_NEAR(r.at("deadZone.y", t), dz, 1e-9) << t;
  }
  const auto lim = event_times(sim, "limiter");
  ASSERT_EQ(lim.size(), 2u) << describe_events(sim);
  EXPECT_NEAR(lim[0], 0.375, 1e-9);
  EXPECT_NEAR(lim[1], 0.75, 1e-9);
  const auto dz = event_times(sim, "deadZone");
  ASSERT_EQ(dz.size(), 2u) << describe_events(sim);
  EXPECT_NEAR(dz[0], 0.125, 1e-9);
  EXPECT_NEAR(dz[1], 0.875, 1e-9);
  // The output is continuous across the switch: left and right limits agree.
  EXPECT_NEAR(left_limit(r, "limiter.y", lim[1]), 1.0, 1e-8);
  EXPECT_NEAR(right_limit(r, "limiter.y", lim[1]), 1.0, 1e-8);
}

TEST(HybridBlocks, StrictLimiterHasNoEvents) {
  Model m("strict");
  auto& ramp = m.add<Ramp>("ramp", Ramp::Params{.height = 4, .duration = 1, .offset = -2});
  auto& limiter = m.add<Limiter>("limiter", Limiter::Params{.uMax = 1, .strict = true});
  m.connect(ramp.y, limiter.u);
  Simulation sim(compile(m));
  Results r = sim.run(accurate(1.0, 0.01));
  EXPECT_TRUE(event_times(sim, "limiter").empty()) << describe_events(sim);
  for (double t : {0.1, 0.5, 0.9})
    EXPECT_NEAR(r.at("limiter.y", t), std::clamp(-2 + 4 * t, -1.0, 1.0), 1e-9);
}

TEST(HybridBlocks, VariableLimiterFollowsItsLimitInputs) {
  // u = 2 sin(2 pi t), limit1 = 1, limit2 = -0.5 + t.
  Model m("variable_limiter");
  auto& sine = m.add<Sine>("sine", Sine::Params{.amplitude = 2});
  auto& upper = m.add<Constant>("upper", Constant::Params{.k = 1});
  auto& lower = m.add<Ramp>("lower", Ramp::Params{.height = 1, .duration = 1, .offset = -0.5});
  auto& limiter = m.add<VariableLimiter>("limiter");
  m.connect(sine.y, limiter.u);
  m.connect(upper.y, limiter.limit1);
  m.connect(lower.y, limiter.limit2);
  Simulation sim(compile(m));
  Results r = sim.run(accurate(1.0, 0.01));
  for (double t : {0.05, 0.1, 0.25, 0.4, 0.6, 0.75, 0.9}) {
    const double u = 2 * std::sin(2 * pi * t);
    EXPECT_NEAR(r.at("limiter.y", t), std::clamp(u, -0.5 + t, 1.0), 1e-8) << t;
  }
  // Upper limit reached where 2 sin(2 pi t) = 1: t = 1/12.
  const auto times = event_times(sim, "limiter");
  ASSERT_FALSE(times.empty());
  EXPECT_NEAR(times[0], 1.0 / 12, 1e-9);
}

// ---------------------------------------------------------------- Logical

TEST(HybridBlocks, ComparisonsAndSwitch) {
  // ramp = t; greater = t > 0.7; less = t < 0.3; switch selects 3 while t > 0.5.
  Model m("logical");
  auto& ramp = m.add<Ramp>("ramp", Ramp::Params{.height = 2, .duration = 2});
  auto& c07 = m.add<Constant>("c07", Constant::Params{.k = 0.7});
  auto& c3 = m.add<Constant>("c3", Constant::Params{.k = 3});
  auto& greater = m.add<Greater>("greater");
  auto& less = m.add<LessThreshold>("less", LessThreshold::Params{.threshold = 0.3});
  auto& less2 = m.add<Less>("less2");
  auto& above = m.add<GreaterThreshold>("above", GreaterThreshold::Params{.threshold = 0.5});
  auto& sw = m.add<Switch>("switch1");
  m.connect(ramp.y, greater.u1);
  m.connect(c07.y, greater.u2);
  m.connect(ramp.y, less.u);
  m.connect(c07.y, less2.u1);
  m.connect(ramp.y, less2.u2);
  m.connect(ramp.y, above.u);
  m.connect(c3.y, sw.u1);
  m.connect(above.y, sw.u2);
  m.connect(ramp.y, sw.u3);
  Simulation sim(compile(m));
  Results r = sim.run(accurate(1.0, 0.01));
  for (double t : {0.0, 0.1, 0.2, 0.29, 0.31, 0.4, 0.49, 0.51, 0.6, 0.69, 0.71, 0.9, 1.0}) {
    EXPECT_EQ(r.at("greater.y", t), t > 0.7 ? 1.0 : 0.0) << t;
    EXPECT_EQ(r.at("less2.y", t), 0.7 < t ? 1.0 : 0.0) << t;
    EXPECT_EQ(r.at("less.y", t), t < 0.3 ? 1.0 : 0.0) << t;
    EXPECT_EQ(r.at("above.y", t), t > 0.5 ? 1.0 : 0.0) << t;
    EXPECT_NEAR(r.at("switch1.y", t), t > 0.5 ? 3.0 : t, 1e-9) << t;
  }
  for (double t : {0.3, 0.5, 0.7}) EXPECT_TRUE(has_event_near(sim, t)) << t << describe_events(sim);
  // The switch jumps at t = 0.5: left limit 0.5, right limit 3.
  EXPECT_NEAR(left_limit(r, "switch1.y", 0.5), 0.5, 1e-8);
  EXPECT_NEAR(right_limit(r, "switch1.y", 0.5), 3.0, 1e-12);
}

TEST(HybridBlocks, HysteresisSwitchesAtUHighGoingUpAndULowGoingDown) {
  // u = 2 sin(pi t); uLow = -0.5, uHigh = 1. From y = false: true when u
  // exceeds 1 (t = 1/6), false when u falls below -0.5 (t = 1 + asin(1/4)/pi),
  // true again at t = 2 + 1/6. Crossing uLow upwards (t = 2 - asin(1/4)/pi)
  // or uHigh downwards (t = 5/6) changes nothing.
  // u is integrated from der(u) = 2 pi cos(pi t), so that the model has a
  // continuous state: see HybridBlocksFramework.StateEventsWithoutContinuousUnknowns.
  Model m("hysteresis");
  auto& rate = m.add<Sine>("rate", Sine::Params{.amplitude = 2 * pi, .f = 0.5, .phase = pi / 2});
  auto& sine = m.add<Integrator>("sine");
  auto& h = m.add<Hysteresis>("hysteresis", Hysteresis::Params{.uLow = -0.5, .uHigh = 1});
  auto& h_true = m.add<Hysteresis>(
      "hysteresisTrue", Hysteresis::Params{.uLow = -0.5, .uHigh = 1, .pre_y_start = true});
  m.connect(rate.y, sine.u);
  m.connect(sine.y, h.u);
  m.connect(sine.y, h_true.u);
  Simulation sim(compile(m));
  Results r = sim.run(accurate(3.0, 0.01));
  const double t_up1 = 1.0 / 6, t_down = 1 + std::asin(0.25) / pi, t_up2 = 2 + 1.0 / 6;
  for (double t : {t_up1, t_down, t_up2}) EXPECT_TRUE(has_event_near(sim, t)) << t;
  EXPECT_EQ(left_limit(r, "hysteresis.y", t_up1), 0.0);
  EXPECT_EQ(right_limit(r, "hysteresis.y", t_up1), 1.0);
  EXPECT_EQ(left_limit(r, "hysteresis.y", t_down), 1.0);
  EXPECT_EQ(right_limit(r, "hysteresis.y", t_down), 0.0);
  EXPECT_EQ(left_limit(r, "hysteresis.y", t_up2), 0.0);
  EXPECT_EQ(right_limit(r, "hysteresis.y", t_up2), 1.0);
  auto expected = [&](double t, bool start) {
    if (t < t_up1) return start ? 1.0 : 0.0;  // u within [uLow, uHigh]: y holds pre(y)
    if (t < t_down) return 1.0;
    if (t < t_up2) return 0.0;
    return 1.0;
  };
  for (double t : {0.0, 0.1, 0.15, 0.2, 0.5, 0.9, 1.0, 1.05, 1.1, 1.5, 1.95, 2.0, 2.1, 2.2, 2.9}) {
    EXPECT_EQ(r.at("hysteresis.y", t), expected(t, false)) << t;
    EXPECT_EQ(r.at("hysteresisTrue.y", t), expected(t, true)) << t;
    EXPECT_EQ(r.at("hysteresis.yd", t), expected(t, false)) << t;
  }
}

TEST(HybridBlocks, HysteresisRejectsInconsistentLimits) {
  Model m("bad");
  EXPECT_THROW(m.add<Hysteresis>("h", Hysteresis::Params{.uLow = 1, .uHigh = 1}), ModelError);
  EXPECT_THROW(m.add<Limiter>("l", Limiter::Params{.uMax = -1, .uMin = 0}), ModelError);
}

// ---------------------------------------------------------------- Discrete

TEST(HybridBlocks, SampleAndHoldHoldsTheLastSample) {
  const double Ts = 0.1;
  Model m("sampler");
  auto& sine = m.add<Sine>("sine", Sine::Params{.f = 0.7});
  auto& hold = m.add<SampleAndHold>("hold", SampleAndHold::Params{.samplePeriod = Ts});
  m.connect(sine.y, hold.u);
  Simulation sim(compile(m));
  Results r = sim.run(accurate(1.05, 0.005));
  for (int k = 0; k <= 10; ++k) {
    const double tk = k * Ts, uk = std::sin(2 * pi * 0.7 * tk);
    EXPECT_NEAR(r.at("hold.y", tk + 0.5 * Ts), uk, 1e-9) << k;
    EXPECT_NEAR(r.at("hold.ySample", tk + 0.5 * Ts), uk, 1e-9) << k;
    if (k > 0) {
      EXPECT_NEAR(left_limit(r, "hold.y", tk), std::sin(2 * pi * 0.7 * (tk - Ts)), 1e-9);
    }
  }
  EXPECT_EQ(sim.statistics().time_events, 10);  // t = 0 is the initial event
}

TEST(HybridBlocksFramework, SampleAndHoldSamplesAtInitialTimeLikeMsl) {
  // MSL Sampler: when {sample(startTime, samplePeriod), initial()} then y = u:
  // with startTime = 0.25 the output holds u(0) = 0.5 until t = 0.25.
  Model m("sampler_late");
  auto& ramp = m.add<Ramp>("ramp", Ramp::Params{.height = 1, .duration = 1, .offset = 0.5});
  auto& hold =
      m.add<SampleAndHold>("hold", SampleAndHold::Params{.samplePeriod = 0.5, .startTime = 0.25});
  m.connect(ramp.y, hold.u);
  Results r = simulate(m, accurate(0.5));
  EXPECT_NEAR(r.at("hold.y", 0.1), 0.5, 1e-12);
  EXPECT_NEAR(r.at("hold.y", 0.3), 0.75, 1e-9);
}

TEST(HybridBlocks, DiscretePIAndPDFollowTheirDifferenceEquations) {
  // u(t) = sin(2 pi 0.7 t) sampled every Ts from t = 0.
  const double Ts = 0.1, k = 2, T = 0.5, x0 = 0.3, kd = 1.5, Td = 0.05;
  Model m("discrete_pi");
  auto& sine = m.add<Sine>("sine", Sine::Params{.f = 0.7});
  auto& pi_c = m.add<DiscretePI>(
      "pi", DiscretePI::Params{.k = k, .T = T, .samplePeriod = Ts, .x_start = x0});
  auto& pd_c = m.add<DiscretePD>("pd", DiscretePD::Params{.k = kd, .Td = Td, .samplePeriod = Ts});
  m.connect(sine.y, pi_c.u);
  m.connect(sine.y, pd_c.u);
  Simulation sim(compile(m));
  Results r = sim.run(accurate(1.05, 0.005));
  double x = x0, u_prev = 0.0, y_pi_prev = 0.0, y_pd_prev = 0.0;
  for (int i = 0; i <= 10; ++i) {
    const double tk = i * Ts, uk = std::sin(2 * pi * 0.7 * tk);
    const double y_pi = k * (x + uk);                         // y_k = k (x_k + u_k)
    const double y_pd = kd * (uk + Td / Ts * (uk - u_prev));  // backward difference
    for (double tau : {0.0, 0.3 * Ts, 0.7 * Ts}) {
      EXPECT_NEAR(r.at("pi.y", tk + tau + 1e-12), y_pi, 1e-9) << tk + tau;
      EXPECT_NEAR(r.at("pd.y", tk + tau + 1e-12), y_pd, 1e-9) << tk + tau;
      EXPECT_NEAR(r.at("pi.x", tk + tau + 1e-12), x + Ts / T * uk, 1e-9) << tk + tau;
    }
    if (i > 0) {  // held until the sample: the left limit is the previous output
      EXPECT_NEAR(left_limit(r, "pi.y", tk), y_pi_prev, 1e-9) << tk;
      EXPECT_NEAR(left_limit(r, "pd.y", tk), y_pd_prev, 1e-9) << tk;
    }
    x += Ts / T * uk;  // x_{k+1} = x_k + (Ts / T) u_k
    u_prev = uk;
    y_pi_prev = y_pi;
    y_pd_prev = y_pd;
  }
}

TEST(HybridBlocks, SampledPIControlsAFirstOrderPlantLikeItsDiscreteModel) {
  // Plant Kp / (Tp s + 1) driven by the held PI output: exactly
  // p_{k+1} = a p_k + (1 - a) Kp y_k, a = exp(-Ts / Tp), between samples
  // p(t_k + tau) = exp(-tau / Tp) p_k + (1 - exp(-tau / Tp)) Kp y_k.
  const double Ts = 0.1, k = 0.8, T = 0.4, Kp = 1.5, Tp = 0.3;
  Model m("sampled_loop");
  auto& ref = m.add<Constant>("ref", Constant::Params{.k = 1});
  auto& fb = m.add<Feedback>("feedback");
  auto& ctrl = m.add<DiscretePI>("pi", DiscretePI::Params{.k = k, .T = T, .samplePeriod = Ts});
  auto& plant = m.add<FirstOrder>(
      "plant", FirstOrder::Params{.k = Kp, .T = Tp, .init_type = Init::InitialOutput});
  m.connect(ref.y, fb.u1);
  m.connect(plant.y, fb.u2);
  m.connect(fb.y, ctrl.u);
  m.connect(ctrl.y, plant.u);
  Simulation sim(compile(m));
  Results r = sim.run(accurate(2.1, 0.005));
  double p = 0, x = 0;
  for (int i = 0; i <= 20; ++i) {
    const double tk = i * Ts, e = 1 - p, y = k * (x + e);
    EXPECT_NEAR(r.at("plant.y", tk), p, 1e-7) << tk;
    for (double tau : {0.25 * Ts, 0.5 * Ts, 0.9 * Ts}) {
      const double decay = std::exp(-tau / Tp);
      EXPECT_NEAR(r.at("plant.y", tk + tau), decay * p + (1 - decay) * Kp * y, 1e-7) << tk + tau;
      EXPECT_NEAR(r.at("pi.y", tk + tau), y, 1e-7) << tk + tau;
    }
    x += Ts / T * e;
    const double a = std::exp(-Ts / Tp);
    p = a * p + (1 - a) * Kp * y;
  }
}

TEST(HybridBlocksFramework, SamplerSeesAStepThatSwitchesAtTheSameInstant) {
  // At t = 0.3 the step and a sample coincide; Modelica solves the event
  // instant as one system, so the sample takes the step's new value.
  Model m("sample_step");
  auto& step = m.add<Step>("step", Step::Params{.height = 1, .start_time = 0.3});
  auto& gain = m.add<Gain>("gain", Gain::Params{.k = 2});
  auto& direct = m.add<SampleAndHold>("direct", SampleAndHold::Params{.samplePeriod = 0.1});
  auto& through = m.add<SampleAndHold>("through", SampleAndHold::Params{.samplePeriod = 0.1});
  m.connect(step.y, direct.u);
  m.connect(step.y, gain.u);
  m.connect(gain.y, through.u);
  Results r = simulate(m, accurate(0.5, 0.01));
  EXPECT_NEAR(r.at("direct.y", 0.35), 1.0, 1e-12);
  EXPECT_NEAR(r.at("through.y", 0.35), 2.0, 1e-12);
  EXPECT_NEAR(r.at("direct.y", 0.25), 0.0, 1e-12);
}

TEST(HybridBlocksFramework, StateEventsWithoutContinuousUnknowns) {
  // Every variable is an explicit function of time and discrete values, so the
  // model has no continuous unknowns; the zero crossings of the hysteresis
  // (u = 2 sin(pi t) crossing uHigh = 1 at t = 1/6) must still be found.
  Model m("no_unknowns");
  auto& sine = m.add<Sine>("sine", Sine::Params{.amplitude = 2, .f = 0.5});
  auto& h = m.add<Hysteresis>("hysteresis", Hysteresis::Params{.uLow = -0.5, .uHigh = 1});
  m.connect(sine.y, h.u);
  Simulation sim(compile(m));
  Results r = sim.run(accurate(1.0, 0.01));
  EXPECT_TRUE(has_event_near(sim, 1.0 / 6)) << describe_events(sim);
  EXPECT_EQ(r.at("hysteresis.y", 0.5), 1.0);
}

TEST(HybridBlocksFramework, RelationLeavingItsBoundaryAfterARestartSwitches) {
  // The integrator holds at y = outMax = 1 exactly (der(y) = 0 after the
  // crossing at t = 0.5); at t = 1.5 the input turns negative and y falls
  // below 1, so y > 1 (shared by the threshold block) must become false.
  Model m("boundary_restart");
  auto& step = m.add<Step>("step", Step::Params{.height = -3, .offset = 2, .start_time = 1.5});
  auto& integrator = m.add<LimIntegrator>("integrator", LimIntegrator::Params{.outMax = 1});
  auto& above = m.add<GreaterThreshold>("above", GreaterThreshold::Params{.threshold = 1});
  m.connect(step.y, integrator.u);
  m.connect(integrator.y, above.u);
  Results r = simulate(m, accurate(1.6, 0.01));
  EXPECT_NEAR(r.final("integrator.y"), 0.9, 1e-9);
  EXPECT_EQ(r.final("above.y"), 0.0);
}

// ---------------------------------------------------------------- Continuous

TEST(HybridBlocks, LimIntegratorHoldsAtItsLimitsAndLeavesWhenTheInputTurns) {
  // u = 2 until t = 1.5, then -1; y(0) = 0, k = 1, limits +-1:
  // y = 2 t until the limit at t = 0.5, held at 1 until 1.5 (anti-windup: no
  // accumulated excess), then 1 - (t - 1.5) until -1 at t = 3.5, held.
  Model m("lim_integrator");
  auto& step = m.add<Step>("step", Step::Params{.height = -3, .offset = 2, .start_time = 1.5});
  auto& integrator = m.add<LimIntegrator>("integrator", LimIntegrator::Params{.outMax = 1});
  m.connect(step.y, integrator.u);
  Simulation sim(compile(m));
  Results r = sim.run(accurate(4.0, 0.01));
  auto expected = [](double t) {
    if (t < 0.5) return 2 * t;
    if (t < 1.5) return 1.0;
    if (t < 3.5) return 1 - (t - 1.5);
    return -1.0;
  };
  for (double t : {0.0, 0.25, 0.45, 0.5, 0.75, 1.0, 1.5, 1.75, 2.5, 3.0, 3.4, 3.5, 3.75, 4.0})
    EXPECT_NEAR(r.at("integrator.y", t), expected(t), 1e-7) << t;
  const auto upper = event_times(sim, "outMax");
  ASSERT_FALSE(upper.empty()) << describe_events(sim);
  EXPECT_NEAR(upper[0], 0.5, 1e-9);  // reaches the limit: y_start + k u t = outMax
  const auto lower = event_times(sim, "< -integrator.outMax");
  ASSERT_FALSE(lower.empty()) << describe_events(sim);
  EXPECT_NEAR(lower.back(), 3.5, 1e-8);
  EXPECT_LT(sim.events().size(), 10u) << describe_events(sim);
}

TEST(HybridBlocks, LimPIDSaturatesAndWindsUpOnlyThroughTheTracking) {
  // u_s = 0.1, u_m = 0 (so D.y = 0), k = 2, Ti = 0.5, yMax = 1, Ni = 0.9:
  // I.y = 0.2 t until k (e + I.y) = yMax at t = 2; then
  // der(I.y) = (e + (yMax - k (e + I.y)) / (k Ni)) / Ti, a lag towards
  // I* = e (Ni - 1) + yMax / k with time constant Ni Ti.
  const double e = 0.1, k = 2, Ti = 0.5, yMax = 1, Ni = 0.9;
  Model m("lim_pid");
  auto& setpoint = m.add<Constant>("setpoint", Constant::Params{.k = e});
  auto& measured = m.add<Constant>("measured", Constant::Params{.k = 0});
  auto& pid = m.add<LimPID>("PID", LimPID::Params{.k = k, .Ti = Ti, .yMax = yMax, .Ni = Ni});
  m.connect(setpoint.y, pid.u_s);
  m.connect(measured.y, pid.u_m);
  Simulation sim(compile(m));
  Results r = sim.run(accurate(4.0, 0.01));
  const double t_sat = (yMax / k - e) * Ti / e, I_sat = e * t_sat / Ti;
  EXPECT_NEAR(t_sat, 2.0, 1e-12);
  const double I_inf = e * (Ni - 1) + yMax / k;
  auto integral = [&](double t) {
    if (t < t_sat) return e * t / Ti;
    return I_inf + (I_sat - I_inf) * std::exp(-(t - t_sat) / (Ni * Ti));
  };
  for (double t : {0.0, 0.5, 1.0, 1.5, 2.0, 2.2, 2.5, 3.0, 4.0}) {
    EXPECT_NEAR(r.at("PID.I.y", t), integral(t), 1e-7) << t;
    EXPECT_NEAR(r.at("PID.addFF.y", t), k * (e + integral(t)), 1e-7) << t;
    EXPECT_NEAR(r.at("PID.y", t), std::min(k * (e + integral(t)), yMax), 1e-7) << t;
    EXPECT_NEAR(r.at("PID.D.y", t), 0.0, 1e-9) << t;
  }
  EXPECT_TRUE(has_event_near(sim, t_sat, 1e-8)) << describe_events(sim);
}

TEST(HybridBlocks, LimPIDAsPControllerIsAGainWithLimitsAndFeedForward) {
  // P: y = clamp(k (wp u_s - u_m) + kFF u_ff, yMin, yMax) with u_s = t,
  // u_m = 0.5, u_ff = 0.2, kFF = 2.
  Model m("lim_p");
  auto& ramp = m.add<Ramp>("ramp", Ramp::Params{.height = 2, .duration = 2});
  auto& measured = m.add<Constant>("measured", Constant::Params{.k = 0.5});
  auto& ff = m.add<Constant>("ff", Constant::Params{.k = 0.2});
  auto& pid = m.add<LimPID>("PID", LimPID::Params{.controllerType = SimpleController::P,
                                                  .k = 3,
                                                  .yMax = 2,
                                                  .yMin = -1,
                                                  .wp = 0.5,
                                                  .withFeedForward = true,
                                                  .kFF = 2});
  ASSERT_TRUE(pid.u_ff.has_value());
  m.connect(ramp.y, pid.u_s);
  m.connect(measured.y, pid.u_m);
  m.connect(ff.y, *pid.u_ff);
  Results r = simulate(m, accurate(2.0, 0.01));
  for (double t : {0.0, 0.25, 0.5, 1.0, 1.5, 1.7, 2.0}) {
    const double v = 3 * (0.5 * t - 0.5) + 2 * 0.2;
    EXPECT_NEAR(r.at("PID.addFF.y", t), v, 1e-9) << t;
    EXPECT_NEAR(r.at("PID.y", t), std::clamp(v, -1.0, 2.0), 1e-9) << t;
  }
  EXPECT_NEAR(r.at("PID.controlError", 1.0), 0.5, 1e-12);
}

// ---------------------------------------------------------------- Sources

/// Closed-form trapezoid (or triangle if v is never reached) of a normalised
/// path from 0 to 1 with peak speed vmax and acceleration a, starting at t0.
struct Profile {
  double t0, v, a;
  double ta() const { return v / a; }    // end of acceleration
  double tc() const { return 1.0 / v; }  // start of deceleration (relative to t0)
  double te() const { return tc() + ta(); }
  double s(double t) const {
    const double x = t - t0;
    if (x <= 0) return 0;
    if (x < ta()) return a * x * x / 2;
    if (x < tc()) return v * ta() / 2 + v * (x - ta());
    if (x < te()) return 1 - a * (te() - x) * (te() - x) / 2;
    return 1;
  }
  double sd(double t) const {
    const double x = t - t0;
    if (x <= 0 || x >= te()) return 0;
    if (x < ta()) return a * x;
    if (x < tc()) return v;
    return a * (te() - x);
  }
  double sdd(double t) const {
    const double x = t - t0;
    if (x < 0 || x >= te()) return 0;
    if (x < ta()) return a;
    if (x < tc()) return 0;
    return -a;
  }
};

TEST(HybridBlocks, KinematicPTPTrapezoidMovesAllAxesOnOnePath) {
  // deltaq = {2, -1, 0}, qd_max = 1, qdd_max = {2, 0.5, 1}: the path is limited
  // by sd_max = 1 / max|dq/qd_max| = 0.5 and sdd_max = 1 / max|dq/qdd_max| = 0.5:
  // accelerate 1 s, cruise 1 s, decelerate 1 s, from t0 = 0.5 to end 3.5.
  Model m("ptp");
  auto& ptp = m.add<KinematicPTP>("ptp", KinematicPTP::Params{.q_begin = {0, 1, 0.5},
                                                              .q_end = {2, 0, 0.5},
                                                              .qd_max = {1},
                                                              .qdd_max = {2, 0.5, 1},
                                                              .startTime = 0.5});
  ASSERT_EQ(ptp.q.size(), 3u);
  Simulation sim(compile(m));
  Results r = sim.run(accurate(4.0, 0.01));
  const Profile path{0.5, 0.5, 0.5};
  EXPECT_DOUBLE_EQ(path.te(), 3.0);
  const double q0[] = {0, 1, 0.5}, dq[] = {2, -1, 0};
  for (double t : {0.0, 0.4, 0.5, 0.8, 1.5, 2.0, 2.5, 3.0, 3.4, 3.5, 3.8}) {
    for (int i = 0; i < 3; ++i) {
      const std::string n = "[" + std::to_string(i + 1) + "]";
      EXPECT_NEAR(r.at("ptp.q" + n, t), q0[i] + dq[i] * path.s(t), 1e-9) << n << " " << t;
      EXPECT_NEAR(r.at("ptp.qd" + n, t), dq[i] * path.sd(t), 1e-9) << n << " " << t;
      EXPECT_NEAR(r.at("ptp.qdd" + n, t), dq[i] * path.sdd(t), 1e-9) << n << " " << t;
    }
    EXPECT_EQ(r.at("ptp.moving[1]", t), t < 3.5 ? 1.0 : 0.0) << t;
    EXPECT_EQ(r.at("ptp.moving[3]", t), 0.0) << t;  // this axis does not move
  }
  EXPECT_NEAR(r.final("ptp.endTime"), 3.5, 1e-12);
  EXPECT_NEAR(r.final("ptp.q[2]"), 0.0, 1e-12);
  // The phase changes are exact time events: acceleration ends, deceleration starts, end.
  for (double t : {1.5, 2.5, 3.5}) EXPECT_TRUE(has_event_near(sim, t, 1e-12)) << t;
  EXPECT_EQ(sim.statistics().state_events, 0);
  // qdd jumps at the phase changes: left and right limits.
  EXPECT_NEAR(left_limit(r, "ptp.qdd[1]", 1.5), 1.0, 1e-12);
  EXPECT_NEAR(r.at("ptp.qdd[1]", 1.5), 0.0, 1e-12);
}

TEST(HybridBlocks, KinematicPTPTriangleWhenTheSpeedLimitIsNotReached) {
  // deltaq = 1, qd_max = 2, qdd_max = 1: Ta1 = 1 < Ta2 = 2, so no constant
  // velocity phase: accelerate 1 s to speed 1, decelerate 1 s; end at 2.
  Model m("ptp_triangle");
  m.add<KinematicPTP>("ptp", KinematicPTP::Params{.q_end = {1}, .qd_max = {2}, .qdd_max = {1}});
  Simulation sim(compile(m));
  Results r = sim.run(accurate(2.5, 0.01));
  for (double t : {0.0, 0.3, 0.7, 1.0, 1.3, 1.8, 2.0, 2.2}) {
    const double s = t < 1 ? t * t / 2 : t < 2 ? 1 - (2 - t) * (2 - t) / 2 : 1.0;
    const double sd = t < 1 ? t : t < 2 ? 2 - t : 0.0;
    const double sdd = t < 1 ? 1 : t < 2 ? -1 : 0.0;
    EXPECT_NEAR(r.at("ptp.q[1]", t), s, 1e-9) << t;
    EXPECT_NEAR(r.at("ptp.qd[1]", t), sd, 1e-9) << t;
    EXPECT_NEAR(r.at("ptp.qdd[1]", t), sdd, 1e-9) << t;
    EXPECT_EQ(r.at("ptp.moving[1]", t), t < 2 ? 1.0 : 0.0) << t;
  }
  EXPECT_NEAR(r.final("ptp.endTime"), 2.0, 1e-12);
  for (double t : {1.0, 2.0}) EXPECT_TRUE(has_event_near(sim, t, 1e-12)) << t;
  EXPECT_NEAR(r.at("ptp.qd[1]", 1.0), 1.0, 1e-12);  // peak speed sdd_max * Ta1
  // The phase instants follow tuned parameters without recompiling: with
  // qdd_max = 4 (Ta1 = 0.5) and startTime = 0.25 the movement ends at 1.25.
  sim.set_parameter("ptp.qdd_max[1]", 4);
  sim.set_parameter("ptp.startTime", 0.25);
  Results tuned = sim.run(accurate(1.5, 0.01));
  EXPECT_NEAR(tuned.final("ptp.endTime"), 1.25, 1e-12);
  EXPECT_TRUE(has_event_near(sim, 0.75, 1e-12));
  EXPECT_NEAR(tuned.at("ptp.q[1]", 0.5), 4 * 0.25 * 0.25 / 2, 1e-9);
  EXPECT_NEAR(tuned.at("ptp.qd[1]", 1.0), 4 * 0.25, 1e-9);
}

TEST(HybridBlocks, TimeTableInterpolatesJumpsAndExtrapolates) {
  // The MSL documentation's example: at t = 1 the output jumps from 0 to 1;
  // 2.5 at t = 1.5, 4 at t = 2, 23 at t = 5 (extrapolation through the last two rows).
  Model m("table");
  m.add<TimeTable>("table",
                   TimeTable::Params{.table = {{0, 0}, {1, 0}, {1, 1}, {2, 4}, {3, 9}, {4, 16}}});
  Simulation sim(compile(m));
  Results r = sim.run(accurate(5.0, 0.01));
  EXPECT_NEAR(r.at("table.y", 0.5), 0.0, 1e-12);
  EXPECT_NEAR(left_limit(r, "table.y", 1.0), 0.0, 1e-12);
  EXPECT_NEAR(r.at("table.y", 1.0), 1.0, 1e-12);
  EXPECT_NEAR(r.at("table.y", 1.5), 2.5, 1e-12);
  EXPECT_NEAR(r.at("table.y", 2.0), 4.0, 1e-12);
  EXPECT_NEAR(r.at("table.y", 3.5), 12.5, 1e-12);
  EXPECT_NEAR(r.final("table.y"), 23.0, 1e-12);
  // One time event per interior row time (as MSL): 1, 2, 3.
  std::vector<double> times;
  for (const auto& e : sim.events()) {
    EXPECT_TRUE(e.time_event) << e.cause;
    times.push_back(e.time);
  }
  EXPECT_EQ(times, (std::vector<double>{1.0, 2.0, 3.0})) << describe_events(sim);
}

TEST(HybridBlocks, TimeTableWithOffsetStartTimeScaleAndATrailingJump) {
  // Rows {0, 1}, {2, 3}, {2, -1} with timeScale 0.5, shifted to startTime = 0.5,
  // offset 10: y = 10 before 0.5, 10 + 1 + 2 (t - 0.5) until t = 1.5, then 9
  // (after the last rows' jump the later value holds).
  Model m("table2");
  m.add<TimeTable>(
      "table",
      TimeTable::Params{
          .table = {{0, 1}, {2, 3}, {2, -1}}, .offset = 10, .startTime = 0.5, .timeScale = 0.5});
  Simulation sim(compile(m));
  Results r = sim.run(accurate(3.0, 0.01));
  for (double t : {0.0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0}) {
    const double y = t < 0.5 ? 10.0 : t < 1.5 ? 11 + 2 * (t - 0.5) : 9.0;
    EXPECT_NEAR(r.at("table.y", t), y, 1e-12) << t;
  }
  EXPECT_NEAR(left_limit(r, "table.y", 1.5), 13.0, 1e-12);
  EXPECT_NEAR(left_limit(r, "table.y", 0.5), 10.0, 1e-12);
  EXPECT_TRUE(has_event_near(sim, 0.5, 1e-12));
  EXPECT_TRUE(has_event_near(sim, 1.5, 1e-12));
}

TEST(HybridBlocks, TimeTableRejectsBadTables) {
  Model m("bad_table");
  EXPECT_THROW(m.add<TimeTable>("a", TimeTable::Params{.table = {}}), ModelError);
  EXPECT_THROW(m.add<TimeTable>("b", TimeTable::Params{.table = {{1, 0}, {2, 1}}}), ModelError);
  EXPECT_THROW(m.add<TimeTable>("c", TimeTable::Params{.table = {{0, 0}, {2, 1}, {1, 0}}}),
               ModelError);
}

// And, Or and Not over the four combinations of two Boolean tables (a true on
// [1, 3), b on [2, 4)), and MSL LogicalNetwork1's latch y = a or (not b and
// pre(y)) against its recurrence over the tables' segments.
TEST(HybridBlocks, LogicalOperatorsAndALatchThroughPre) {
  Model m("logic");
  auto& a = m.add<BooleanTable>("a", BooleanTable::Params{.table = {1, 3}});
  auto& b = m.add<BooleanTable>("b", BooleanTable::Params{.table = {2, 4}});
  auto& both = m.add<And>("both");
  auto& either = m.add<Or>("either");
  auto& not_a = m.add<Not>("not_a");
  m.connect(a.y, both.u1);
  m.connect(b.y, both.u2);
  m.connect(a.y, either.u1);
  m.connect(b.y, either.u2);
  m.connect(a.y, not_a.u);
  // The latch: set by t1 (true on [2, 4), [6, 8)), reset by t2 (true on [1, 3), [5, 7)).
  auto& t1 = m.add<BooleanTable>("t1", BooleanTable::Params{.table = {2, 4, 6, 8}});
  auto& t2 = m.add<BooleanTable>("t2", BooleanTable::Params{.table = {1, 3, 5, 7}});
  auto& reset = m.add<Not>("reset");
  auto& hold = m.add<And>("hold");
  auto& latch = m.add<Or>("latch");
  auto& previous = m.add<Pre>("previous");
  m.connect(t2.y, reset.u);
  m.connect(reset.y, hold.u1);
  m.connect(previous.y, hold.u2);
  m.connect(t1.y, latch.u1);
  m.connect(hold.y, latch.u2);
  m.connect(latch.y, previous.u);
  Results r = simulate(m, accurate(10.0, 0.01));
  bool y = false;
  for (int k = 0; k < 10; ++k) {
    const double t = k + 0.5;
    const bool va = t >= 1 && t < 3, vb = t >= 2 && t < 4;
    EXPECT_EQ(r.at("both.y", t), va && vb ? 1.0 : 0.0) << t;
    EXPECT_EQ(r.at("either.y", t), va || vb ? 1.0 : 0.0) << t;
    EXPECT_EQ(r.at("not_a.y", t), va ? 0.0 : 1.0) << t;
    const bool s1 = (t >= 2 && t < 4) || (t >= 6 && t < 8);
    const bool s2 = (t >= 1 && t < 3) || (t >= 5 && t < 7);
    y = s1 || (!s2 && y);  // each segment's fixed point from the previous one
    EXPECT_EQ(r.at("latch.y", t), y ? 1.0 : 0.0) << t;
  }
  EXPECT_EQ(r.at("latch.y", 9.5), 1.0);  // set at 6 s, held after the tables end
}

}  // namespace
}  // namespace acausal
