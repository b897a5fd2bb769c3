// The thyristor and the rectifier firing control (issue 16) alone against
// closed forms: MSL's IdealThyristor latching, Logical.Timer and Logical.Pre,
// the control filter's gain and phase, and the firing instants of
// VoltageBridge2Pulse.
#include <cmath>
#include <memory>
#include <numbers>

#include <gtest/gtest.h>

#include "components/blocks/continuous.hpp"
#include "components/blocks/logical.hpp"
#include "components/blocks/pulse.hpp"
#include "components/blocks/sources.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/ideal_thyristor.hpp"
#include "components/electrical/resistor.hpp"
#include "components/electrical/sine_voltage.hpp"
#include "components/power_converters/rectifier_control_filter.hpp"
#include "components/power_converters/signal_2m_pulse.hpp"
#include "components/power_converters/voltage_bridge_2pulse.hpp"
#include "core/errors.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

constexpr double kPi = std::numbers::pi;

SimulationOptions accurate(double t_stop, double dt) {
  return {.t_stop = t_stop, .output_interval = dt, .rtol = 1e-9, .atol = 1e-10};
}

// A 100 V, 50 Hz sine through the thyristor into 10 Ohm, fired by 1 ms pulses
// starting 2 ms after each positive zero crossing (a firing angle of 36 deg).
std::unique_ptr<Model> thyristor_on_a_resistor(bool off_start) {
  auto model = std::make_unique<Model>("thyristor");
  Model& m = *model;
  auto& ground = m.add<electrical::Ground>("ground");
  auto& source =
      m.add<electrical::SineVoltage>("source", electrical::SineVoltage::Params{.V = 100, .f = 50});
  electrical::IdealThyristor::Params data;
  data.offStart = off_start;
  auto& thyristor = m.add<electrical::IdealThyristor>("thyristor", data);
  auto& load = m.add<electrical::Resistor>("load", electrical::Resistor::Params{.R = 10});
  auto& pulses = m.add<blocks::Pulse>(
      "pulses", blocks::Pulse::Params{.width = 5, .period = 0.02, .startTime = 0.002});
  m.connect(source.p, thyristor.p);
  m.connect(thyristor.n, load.p);
  m.connect(load.n, ground.p);
  m.connect(source.n, ground.p);
  m.connect(pulses.y, thyristor.fire);
  return model;
}

TEST(Thyristor, ConductsFromTheFiringPulseUntilItsCurrentFallsThroughZero) {
  Results r = simulate(*thyristor_on_a_resistor(true), accurate(0.06, 1e-4));
  const double Ron = 1e-5, Goff = 1e-5, R = 10;
  for (double t = 0.0003; t < 0.06; t += 0.0005) {  // output rows between the events
    const double v = 100 * std::sin(2 * kPi * 50 * t);
    const double phase = std::fmod(t, 0.02);
    // On from the pulse at 2 ms (which ends at 3 ms) to the zero crossing at
    // 10 ms; blocking (Goff) before and after.
    const bool on = phase > 0.002 && phase < 0.01;
    const double i = on ? v / (R + Ron) : v * Goff / (1 + R * Goff);
    EXPECT_NEAR(r.at("load.i", t), i, 1e-7 * 10) << t;
    EXPECT_EQ(r.at("thyristor.off", t), on ? 0.0 : 1.0) << t;
  }
}

TEST(Thyristor, StartingOnItConductsTheFirstPositiveHalfWaveUnfired) {
  Results r = simulate(*thyristor_on_a_resistor(false), accurate(0.03, 1e-4));
  // pre(off) = false at t = 0 with v = 0: on until the first zero crossing
  // of the current (10 ms), then fired at 22 ms as before.
  EXPECT_NEAR(r.at("load.i", 0.001), 100 * std::sin(2 * kPi * 50 * 0.001) / (10 + 1e-5), 1e-8);
  EXPECT_EQ(r.at("thyristor.off", 0.0015), 0.0);
  EXPECT_EQ(r.at("thyristor.off", 0.015), 1.0);
  EXPECT_EQ(r.at("thyristor.off", 0.021), 1.0);
  EXPECT_EQ(r.at("thyristor.off", 0.025), 0.0);
}

TEST(Thyristor, TimerCountsFromTheRisingEdgeAndPreFollowsItsInput) {
  Model m("timer");
  auto& pulse = m.add<blocks::Pulse>("pulse", blocks::Pulse::Params{.width = 50, .startTime = 0.2});
  auto& timer = m.add<blocks::Timer>("timer");
  auto& pre = m.add<blocks::Pre>("pre");
  // A state beside the signals (the solvers need one).
  auto& clock = m.add<blocks::Integrator>("clock");
  auto& one = m.add<blocks::Constant>("one");
  m.connect(one.y, clock.u);
  m.connect(pulse.y, timer.u);
  m.connect(pulse.y, pre.u);
  Results r = simulate(m, accurate(2.0, 1e-3));
  // u is true on [0.2, 0.7) and [1.2, 1.7).
  EXPECT_EQ(r.at("timer.y", 0.1), 0.0);
  EXPECT_NEAR(r.at("timer.y", 0.5), 0.3, 1e-12);
  EXPECT_EQ(r.at("timer.y", 0.9), 0.0);
  EXPECT_NEAR(r.at("timer.y", 1.55), 0.35, 1e-12);
  EXPECT_NEAR(r.at("timer.entryTime", 1.55), 1.2, 1e-12);
  EXPECT_NEAR(r.at("timer.entryTime", 0.9), 0.2, 1e-12);  // held while u is false
  for (double t : {0.1, 0.5, 0.9, 1.3, 1.8}) EXPECT_EQ(r.at("pre.y", t), r.at("pulse.y", t)) << t;
}

// The filter's gain and phase at the mains frequency: the low pass gives
// 1 / sqrt(1 + (f/fCut)^2) and -atan(f/fCut), each all-pass -2 atan(f/fa)
// with f/fa = tan(pi/2 - atan(f/fCut)/4), so the three lag by a whole period.
TEST(Thyristor, ControlFilterKeepsTheZeroCrossingsOfTheMainsVoltage) {
  Model m("filter");
  auto& sine = m.add<blocks::Sine>("sine", blocks::Sine::Params{.amplitude = 100, .f = 50});
  auto& filter = m.add<power_converters::RectifierControlFilter>("filter");
  m.connect(sine.y, filter.u);
  Results r = simulate(m, accurate(0.6, 1e-4));
  const double f_over_fa = std::tan(kPi / 2 - std::atan(0.5) / 4);
  const double phase = -std::atan(0.5) - 4 * std::atan(f_over_fa);
  EXPECT_NEAR(phase, -2 * kPi, 1e-12);
  const double gain = 1 / std::sqrt(1.25);
  for (double t = 0.4; t < 0.6; t += 0.0013)
    EXPECT_NEAR(r.at("filter.y", t), gain * 100 * std::sin(2 * kPi * 50 * t + phase), 1e-3) << t;
  EXPECT_EQ(r.at("filter.y", 0.0), 0.0);  // yStart
}

// VoltageBridge2Pulse on a 50 Hz sine with a firing angle of 60 deg: fire_p
// from 1/6 of the positive half wave to its end, fire_n likewise.
TEST(Thyristor, VoltageBridge2PulseFiresAtTheFiringAngleOfEachHalfWave) {
  Model m("control");
  auto& ground = m.add<electrical::Ground>("ground");
  auto& source =
      m.add<electrical::SineVoltage>("source", electrical::SineVoltage::Params{.V = 100, .f = 50});
  auto& pulse2 = m.add<power_converters::VoltageBridge2Pulse>(
      "pulse2", power_converters::VoltageBridge2Pulse::Params{.constantFiringAngle = kPi / 3,
                                                              .useFilter = false});
  auto& load = m.add<electrical::Resistor>("load");
  m.connect(source.p, pulse2.ac_p);
  m.connect(source.n, pulse2.ac_n);
  m.connect(source.p, load.p);
  m.connect(load.n, ground.p);
  m.connect(source.n, ground.p);
  Results r = simulate(m, accurate(0.05, 1e-4));
  for (double t = 0.00025; t < 0.05; t += 0.0005) {
    const double phase = std::fmod(t, 0.02);
    EXPECT_EQ(r.at("pulse2.fire_p", t), phase > 0.02 / 6 && phase < 0.01 ? 1.0 : 0.0) << t;
    EXPECT_EQ(r.at("pulse2.fire_n", t), phase > 0.01 + 0.02 / 6 ? 1.0 : 0.0) << t;
  }
  EXPECT_NEAR(r.at("pulse2.twoPulse.timerPositive[1].entryTime", 0.045), 0.04, 1e-9);
  EXPECT_NEAR(r.at("pulse2.twoPulse.timerNegative[1].entryTime", 0.045), 0.03, 1e-9);
}

TEST(Thyristor, FiringControlRefusesLimitsInTheWrongOrder) {
  Model m("control");
  try {
    m.add<power_converters::Signal2mPulse>(
        "pulses",
        power_converters::Signal2mPulse::Params{.firingAngleMax = 0.5, .firingAngleMin = 1.0});
    FAIL() << "accepted firingAngleMax < firingAngleMin";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("'pulses'"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("firingAngleMax = 0.5 must be greater than "
                                         "firingAngleMin = 1"),
              std::string::npos)
        << e.what();
  }
  try {
    m.add<power_converters::Signal2mPulse>(
        "pulses3", power_converters::Signal2mPulse::Params{.m = 3, .vStart = {1, 2}});
    FAIL() << "accepted 2 start values for 3 phases";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("vStart has 2 values for m = 3"), std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace acausal
