// Blocks.Math additions (Product .. MatrixGain) against their closed forms,
// the events of the discontinuous ones and their no-event options, tunable
// vector gains and the messages of bad parameters.
#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "components/blocks/continuous.hpp"
#include "components/blocks/math.hpp"
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

std::vector<double> state_event_times(const Simulation& sim, const std::string& text) {
  std::vector<double> times;
  for (const auto& e : sim.events())
    if (!e.time_event && e.cause.find(text) != std::string::npos) times.push_back(e.time);
  return times;
}

const std::vector<double> kTimes{0.0, 0.13, 0.25, 0.41, 0.5, 0.62, 0.75, 0.88, 1.0};

TEST(MathBlocks, ArithmeticAndElementaryFunctionsOfSines) {
  // s = sin(2 pi t), c = cos(2 pi t) (a Sine with phase pi/2), r = 2 t.
  Model m("math");
  auto& s = m.add<Sine>("s", Sine::Params{.f = 1});
  auto& c = m.add<Sine>("c", Sine::Params{.f = 1, .phase = pi / 2});
  auto& r = m.add<Ramp>("r", Ramp::Params{.height = 20, .duration = 10});
  auto& two_plus_s = m.add<Add>("twoPlusS");
  auto& two = m.add<Constant>("two", Constant::Params{.k = 2});
  m.connect(two.y, two_plus_s.u1);
  m.connect(s.y, two_plus_s.u2);
  auto& product = m.add<Product>("product");
  m.connect(s.y, product.u1);
  m.connect(r.y, product.u2);
  auto& division = m.add<Division>("division");
  m.connect(r.y, division.u1);
  m.connect(two_plus_s.y, division.u2);
  // The initialisation solves all equations at once by Newton from the start
  // values: a divisor starting at 0 would divide by zero there.
  m.set_start("twoPlusS.y", 2.0);
  auto& root = m.add<Sqrt>("sqrt");
  m.connect(two_plus_s.y, root.u);
  auto& angle = m.add<Atan2>("atan2");
  m.connect(s.y, angle.u1);
  m.connect(c.y, angle.u2);
  auto& sin_block = m.add<Sin>("sin");
  auto& cos_block = m.add<Cos>("cos");
  auto& tanh_block = m.add<Tanh>("tanh");
  m.connect(r.y, sin_block.u);
  m.connect(r.y, cos_block.u);
  m.connect(s.y, tanh_block.u);
  Results res = simulate(m, accurate(1.0));
  for (double t : kTimes) {
    const double sv = std::sin(2 * pi * t), rv = 2 * t;
    EXPECT_NEAR(res.at("product.y", t), sv * rv, 1e-12) << t;
    EXPECT_NEAR(res.at("division.y", t), rv / (2 + sv), 1e-12) << t;
    EXPECT_NEAR(res.at("sqrt.y", t), std::sqrt(2 + sv), 1e-12) << t;
    EXPECT_NEAR(res.at("sin.y", t), std::sin(rv), 1e-12) << t;
    EXPECT_NEAR(res.at("cos.y", t), std::cos(rv), 1e-12) << t;
    EXPECT_NEAR(res.at("tanh.y", t), std::tanh(sv), 1e-12) << t;
  }
  // atan2 covers all four quadrants: the angle 2 pi t wrapped into (-pi, pi].
  for (double t : {0.1, 0.3, 0.45, 0.55, 0.7, 0.95}) {
    const double wrapped = t < 0.5 ? 2 * pi * t : 2 * pi * t - 2 * pi;
    EXPECT_NEAR(res.at("atan2.y", t), wrapped, 1e-12) << t;
  }
}

// u = -1 + 2 t crosses zero at t = 0.5.
struct RampThroughZero {
  Model m{"ramp_through_zero"};
  Ramp& ramp = m.add<Ramp>("ramp", Ramp::Params{.height = 20, .duration = 10, .offset = -1});
};

TEST(MathBlocks, AbsAndSignWithEventsSwitchAtTheZeroCrossing) {
  RampThroughZero z;
  auto& abs = z.m.add<Abs>("abs", Abs::Params{.generate_event = true});
  auto& sign = z.m.add<Sign>("sign", Sign::Params{.generate_event = true});
  z.m.connect(z.ramp.y, abs.u);
  z.m.connect(z.ramp.y, sign.u);
  Simulation sim(compile(z.m));
  Results r = sim.run(accurate(1.0));
  for (double t : kTimes) {
    const double u = -1 + 2 * t;
    EXPECT_NEAR(r.at("abs.y", t), std::abs(u), 1e-12) << t;
    if (t != 0.5) {
      EXPECT_DOUBLE_EQ(r.at("sign.y", t), u > 0 ? 1.0 : -1.0) << t;
    }
  }
  const auto abs_events = state_event_times(sim, "abs");
  ASSERT_EQ(abs_events.size(), 1u);
  EXPECT_NEAR(abs_events[0], 0.5, 1e-9);
  const auto sign_events = state_event_times(sim, "sign");
  ASSERT_FALSE(sign_events.empty());
  for (double t : sign_events) EXPECT_NEAR(t, 0.5, 1e-9);
}

TEST(MathBlocks, AbsAndSignWithoutEventsByDefaultAsInTheMsl) {
  RampThroughZero z;
  auto& abs = z.m.add<Abs>("abs");
  auto& sign = z.m.add<Sign>("sign");
  z.m.connect(z.ramp.y, abs.u);
  z.m.connect(z.ramp.y, sign.u);
  Simulation sim(compile(z.m));
  Results r = sim.run(accurate(1.0));
  EXPECT_TRUE(state_event_times(sim, "abs").empty());
  EXPECT_TRUE(state_event_times(sim, "sign").empty());
  for (double t : kTimes) {
    const double u = -1 + 2 * t;
    EXPECT_NEAR(r.at("abs.y", t), std::abs(u), 1e-12) << t;
    if (t != 0.5) {
      EXPECT_DOUBLE_EQ(r.at("sign.y", t), u > 0 ? 1.0 : -1.0) << t;
    }
  }
}

TEST(MathBlocks, SignOfZeroIsZero) {
  Model m("sign_zero");
  auto& zero = m.add<Constant>("zero", Constant::Params{.k = 0});
  auto& sign = m.add<Sign>("sign", Sign::Params{.generate_event = true});
  auto& sign_no_event = m.add<Sign>("signNoEvent");
  m.connect(zero.y, sign.u);
  m.connect(zero.y, sign_no_event.u);
  Results r = simulate(m, accurate(0.1));
  EXPECT_EQ(r.final("sign.y"), 0.0);
  EXPECT_EQ(r.final("signNoEvent.y"), 0.0);
}

TEST(MathBlocks, MinAndMaxSwitchAtTheCrossingWithEventsUnlessAskedNot) {
  // u1 = -1 + 2 t, u2 = 0.2: they cross at t = 0.6.
  for (bool events : {true, false}) {
    RampThroughZero z;
    auto& level = z.m.add<Constant>("level", Constant::Params{.k = 0.2});
    auto& lo = z.m.add<Min>("min", MinMaxParams{.generate_event = events});
    auto& hi = z.m.add<Max>("max", MinMaxParams{.generate_event = events});
    z.m.connect(z.ramp.y, lo.u1);
    z.m.connect(level.y, lo.u2);
    z.m.connect(z.ramp.y, hi.u1);
    z.m.connect(level.y, hi.u2);
    Simulation sim(compile(z.m));
    Results r = sim.run(accurate(1.0));
    for (double t : kTimes) {
      const double u = -1 + 2 * t;
      EXPECT_NEAR(r.at("min.y", t), std::min(u, 0.2), 1e-12) << t;
      EXPECT_NEAR(r.at("max.y", t), std::max(u, 0.2), 1e-12) << t;
    }
    for (const char* block : {"min", "max"}) {
      const auto times = state_event_times(sim, block);
      if (!events) {
        EXPECT_TRUE(times.empty()) << block;
        continue;
      }
      ASSERT_EQ(times.size(), 1u) << block;
      EXPECT_NEAR(times[0], 0.6, 1e-9) << block;
    }
  }
}

TEST(MathBlocks, AbsAndMaxWithoutEventsCanBeDifferentiated) {
  // u = sin(2 pi t): der(|u|) = sign(u) 2 pi cos(2 pi t); der(max(u, 0.5))
  // = 2 pi cos(2 pi t) where u > 0.5, else 0. Index reduction differentiates
  // the blocks' equations; their relations stay without events.
  Model m("der_abs");
  auto& s = m.add<Sine>("s");
  auto& half = m.add<Constant>("half", Constant::Params{.k = 0.5});
  auto& abs = m.add<Abs>("abs");
  auto& hi = m.add<Max>("max", MinMaxParams{.generate_event = false});
  auto& d_abs = m.add<Der>("dAbs");
  auto& d_max = m.add<Der>("dMax");
  m.connect(s.y, abs.u);
  m.connect(s.y, hi.u1);
  m.connect(half.y, hi.u2);
  m.connect(abs.y, d_abs.u);
  m.connect(hi.y, d_max.u);
  Simulation sim(compile(m));
  Results r = sim.run(accurate(1.0));
  EXPECT_TRUE(state_event_times(sim, "abs").empty());
  EXPECT_TRUE(state_event_times(sim, "max").empty());
  for (double t : {0.05, 0.13, 0.3, 0.41, 0.62, 0.75, 0.88}) {
    const double u = std::sin(2 * pi * t), du = 2 * pi * std::cos(2 * pi * t);
    EXPECT_NEAR(r.at("dAbs.y", t), u > 0 ? du : -du, 1e-12) << t;
    EXPECT_NEAR(r.at("dMax.y", t), u > 0.5 ? du : 0.0, 1e-12) << t;
  }
}

TEST(MathBlocks, MultiSumWeighsItsInputsWithTunableGains) {
  // y = 1 * 2 + (-2) * (2 t) + 0.5 * sin(2 pi t); then k[2] := 3.
  Model m("multi_sum");
  auto& c = m.add<Constant>("c", Constant::Params{.k = 2});
  auto& r = m.add<Ramp>("r", Ramp::Params{.height = 20, .duration = 10});
  auto& s = m.add<Sine>("s");
  auto& sum = m.add<MultiSum>("sum", MultiSum::Params{.k = {1, -2, 0.5}});
  ASSERT_EQ(sum.u.size(), 3u);
  EXPECT_EQ(sum.u[2].port->name(), "u[3]");
  m.connect(c.y, sum.u[0]);
  m.connect(r.y, sum.u[1]);
  m.connect(s.y, sum.u[2]);
  Simulation sim(compile(m));
  Results before = sim.run(accurate(1.0));
  sim.set_parameter("sum.k[2]", 3.0);
  Results after = sim.run(accurate(1.0));
  for (double t : kTimes) {
    const double sv = std::sin(2 * pi * t);
    EXPECT_NEAR(before.at("sum.y", t), 2 - 4 * t + 0.5 * sv, 1e-12) << t;
    EXPECT_NEAR(after.at("sum.y", t), 2 + 6 * t + 0.5 * sv, 1e-12) << t;
  }
}

TEST(MathBlocks, MultiSumWithUnitGainsAndWithoutInputs) {
  Model m("multi_sum_defaults");
  auto& c = m.add<Constant>("c", Constant::Params{.k = 1.25});
  auto& r = m.add<Ramp>("r", Ramp::Params{.height = 10, .duration = 10});
  auto& sum = m.add<MultiSum>("sum", MultiSum::Params{.nu = 2});
  auto& empty = m.add<MultiSum>("empty");
  EXPECT_TRUE(empty.u.empty());
  m.connect(c.y, sum.u[0]);
  m.connect(r.y, sum.u[1]);
  Results res = simulate(m, accurate(1.0));
  for (double t : kTimes) {
    EXPECT_NEAR(res.at("sum.y", t), 1.25 + t, 1e-12) << t;
    EXPECT_EQ(res.at("empty.y", t), 0.0) << t;
  }
}

TEST(MathBlocks, MultiProductMultipliesAllInputs) {
  // y = 2 * (2 t) * sin(2 pi t); no inputs: y = 0 (MSL).
  Model m("multi_product");
  auto& c = m.add<Constant>("c", Constant::Params{.k = 2});
  auto& r = m.add<Ramp>("r", Ramp::Params{.height = 20, .duration = 10});
  auto& s = m.add<Sine>("s");
  auto& product = m.add<MultiProduct>("product", MultiProduct::Params{.nu = 3});
  m.add<MultiProduct>("empty");
  m.connect(c.y, product.u[0]);
  m.connect(r.y, product.u[1]);
  m.connect(s.y, product.u[2]);
  Results res = simulate(m, accurate(1.0));
  for (double t : kTimes) {
    EXPECT_NEAR(res.at("product.y", t), 4 * t * std::sin(2 * pi * t), 1e-12) << t;
    EXPECT_EQ(res.at("empty.y", t), 0.0) << t;
  }
}

TEST(MathBlocks, MatrixGainMultipliesTheInputVector) {
  // K = [0.12 2 -1; 3 1.5 0.5], u = (2, 2 t, sin(2 pi t)); then K[2,3] := -4.
  Model m("matrix_gain");
  auto& c = m.add<Constant>("c", Constant::Params{.k = 2});
  auto& r = m.add<Ramp>("r", Ramp::Params{.height = 20, .duration = 10});
  auto& s = m.add<Sine>("s");
  auto& gain = m.add<MatrixGain>("gain", MatrixGain::Params{.K = {{0.12, 2, -1}, {3, 1.5, 0.5}}});
  ASSERT_EQ(gain.u.size(), 3u);
  ASSERT_EQ(gain.y.size(), 2u);
  m.connect(c.y, gain.u[0]);
  m.connect(r.y, gain.u[1]);
  m.connect(s.y, gain.u[2]);
  Simulation sim(compile(m));
  Results before = sim.run(accurate(1.0));
  sim.set_parameter("gain.K[2,3]", -4.0);
  Results after = sim.run(accurate(1.0));
  for (double t : kTimes) {
    const double u1 = 2, u2 = 2 * t, u3 = std::sin(2 * pi * t);
    EXPECT_NEAR(before.at("gain.y[1]", t), 0.12 * u1 + 2 * u2 - u3, 1e-12) << t;
    EXPECT_NEAR(before.at("gain.y[2]", t), 3 * u1 + 1.5 * u2 + 0.5 * u3, 1e-12) << t;
    EXPECT_NEAR(after.at("gain.y[2]", t), 3 * u1 + 1.5 * u2 - 4 * u3, 1e-12) << t;
  }
}

TEST(MathBlocks, DefaultMatrixGainIsTheIdentity) {
  Model m("identity");
  auto& c = m.add<Constant>("c", Constant::Params{.k = -3});
  auto& r = m.add<Ramp>("r", Ramp::Params{.height = 10, .duration = 10});
  auto& gain = m.add<MatrixGain>("gain");
  m.connect(c.y, gain.u[0]);
  m.connect(r.y, gain.u[1]);
  Results res = simulate(m, accurate(1.0));
  EXPECT_EQ(res.final("gain.y[1]"), -3.0);
  EXPECT_NEAR(res.final("gain.y[2]"), 1.0, 1e-12);
}

TEST(MathBlocks, BadVectorParametersNameTheComponentAndTheFix) {
  Model m("bad");
  const std::string sum = error_of([&] {
    m.add<MultiSum>("sum", MultiSum::Params{.nu = 3, .k = {1, 2}});
  });
  EXPECT_TRUE(contains(sum, "MultiSum 'sum'")) << sum;
  EXPECT_TRUE(contains(sum, "nu = 3 inputs but 2 gains k")) << sum;
  EXPECT_TRUE(contains(sum, "one gain per input")) << sum;

  const std::string ragged = error_of([&] {
    m.add<MatrixGain>("gain", MatrixGain::Params{.K = {{1, 2, 3}, {4, 5}}});
  });
  EXPECT_TRUE(contains(ragged, "MatrixGain 'gain'")) << ragged;
  EXPECT_TRUE(contains(ragged, "row 2 of K has 2 entries, row 1 has 3")) << ragged;

  const std::string empty =
      error_of([&] { m.add<MatrixGain>("gain2", MatrixGain::Params{.K = {}}); });
  EXPECT_TRUE(contains(empty, "MatrixGain 'gain2': the gain matrix K is empty")) << empty;
}

}  // namespace
}  // namespace acausal
