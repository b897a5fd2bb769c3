// The thyristor and the rectifier firing control (issue 16) alone against
// closed forms: MSL's IdealThyristor latching, the triac, Sources.BooleanTable, Logical.Timer and
// Logical.Pre, the control filter's gain and phase, and the firing instants of VoltageBridge2Pulse.
#include <cmath>
#include <memory>
#include <numbers>

#include <gtest/gtest.h>

#include "components/blocks/boolean_table.hpp"
#include "components/blocks/continuous.hpp"
#include "components/blocks/logical.hpp"
#include "components/blocks/pulse.hpp"
#include "components/blocks/sources.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/ideal_gto_thyristor.hpp"
#include "components/electrical/ideal_thyristor.hpp"
#include "components/electrical/ideal_triac.hpp"
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

// A 100 V, 50 Hz sine through the triac into 10 Ohm, fired by 1 ms pulses 2
// ms after every zero crossing; the snubber's 1 GOhm takes no current to
// speak of. Each half wave conducts from its pulse until |v| falls to the
// knee (the current through zero): i = (v -+ Vknee) / (R + Ron).
std::unique_ptr<Model> triac_on_a_resistor() {
  auto model = std::make_unique<Model>("triac");
  Model& m = *model;
  auto& ground = m.add<electrical::Ground>("ground");
  auto& source =
      m.add<electrical::SineVoltage>("source", electrical::SineVoltage::Params{.V = 100, .f = 50});
  auto& triac = m.add<electrical::IdealTriac>(
      "triac", electrical::IdealTriac::Params{.Rdis = 1e9, .capacitor_v_start = 0.0});
  auto& load = m.add<electrical::Resistor>("load", electrical::Resistor::Params{.R = 10});
  auto& pulses = m.add<blocks::Pulse>(
      "pulses", blocks::Pulse::Params{.width = 10, .period = 0.01, .startTime = 0.002});
  m.connect(source.p, triac.p);
  m.connect(triac.n, load.p);
  m.connect(load.n, ground.p);
  m.connect(source.n, ground.p);
  m.connect(pulses.y, triac.fire1);
  return model;
}

void expect_triac_half_waves(const Results& r, double Vknee, double Goff) {
  const double Ron = 1e-5, R = 10;
  const double knee_phase = std::asin(Vknee / 100) / (2 * kPi * 50);  // s after a zero crossing
  for (double t = 0.0003; t < 0.06; t += 0.0005) {
    const double v = 100 * std::sin(2 * kPi * 50 * t);
    const double phase = std::fmod(t, 0.01);
    const bool on = phase > 0.002 && phase < 0.01 - knee_phase;
    const double sign = v > 0 ? 1.0 : -1.0;
    // Off, both valves leak Goff (v - Vknee) and Goff (v + Vknee) in parallel.
    const double i = on ? (v - sign * Vknee) / (R + Ron) : 2 * Goff * v / (1 + 2 * Goff * R);
    EXPECT_NEAR(r.at("load.i", t), i, 1e-5) << t << " Vknee " << Vknee;
    const bool forward_on = on && v > 0, backward_on = on && v < 0;
    EXPECT_EQ(r.at("triac.idealThyristor1.off", t), forward_on ? 0.0 : 1.0) << t;
    EXPECT_EQ(r.at("triac.idealThyristor.off", t), backward_on ? 0.0 : 1.0) << t;
  }
}

TEST(Triac, ConductsEitherHalfWaveFromItsPulseUntilTheCurrentFallsThroughZero) {
  expect_triac_half_waves(simulate(*triac_on_a_resistor(), accurate(0.06, 1e-4)), 0.8, 1e-5);
}

// MSL binds both valves' Vknee and Goff to the triac's: one name sets both,
// on the model before compiling and on a compiled simulation.
TEST(Triac, ItsOwnKneeAndLeakageSetBothValves) {
  auto model = triac_on_a_resistor();
  model->set_parameters({{"triac.Vknee", 5.0}, {"triac.Goff", 1e-3}});
  EXPECT_EQ(model->parameter_value("triac.idealThyristor.Vknee"), 5.0);
  EXPECT_EQ(model->parameter_value("triac.idealThyristor1.Vknee"), 5.0);
  expect_triac_half_waves(simulate(*model, accurate(0.06, 1e-4)), 5.0, 1e-3);

  Simulation sim(compile(*triac_on_a_resistor()));
  sim.set_parameter("triac.Vknee", 3.0);
  sim.set_parameter("triac.Goff", 2e-4);
  EXPECT_EQ(sim.parameter("triac.idealThyristor1.Vknee"), 3.0);
  EXPECT_EQ(sim.parameter("triac.idealThyristor.Goff"), 2e-4);
  expect_triac_half_waves(sim.run(accurate(0.06, 1e-4)), 3.0, 2e-4);
}

// Joining inner parameters that differ under one name would leave the name
// without one value: refused, naming both.
TEST(Triac, ForwardingOneNameToParametersThatDifferIsRefused) {
  Model m("two");
  m.add<electrical::Resistor>("a", electrical::Resistor::Params{.R = 1});
  m.add<electrical::Resistor>("b", electrical::Resistor::Params{.R = 2});
  m.forward_parameter("R", "a.R");
  try {
    m.forward_parameter("R", "b.R");
    FAIL() << "joined R = 1 and R = 2";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("'b.R' holds 2 where 'a.R' holds 1"), std::string::npos)
        << e.what();
  }
  m.set_parameter("b.R", 1.0);
  m.forward_parameter("R", "b.R");
  m.set_parameter("R", 4.0);
  EXPECT_EQ(m.parameter_value("a.R"), 4.0);
  EXPECT_EQ(m.parameter_value("b.R"), 4.0);
}

// MSL's CharacteristicThyristors table {1.25, 3.2, 4.2, 4.25, 5.7, 5.72}:
// false, then toggling at every instant and holding after the last; with
// startValue = true the complement; shiftTime moves every instant.
TEST(BooleanTable, TogglesAtEachInstantAndHoldsAfterTheLast) {
  const std::vector<double> table = {1.25, 3.2, 4.2, 4.25, 5.7, 5.72};
  for (const bool start : {false, true}) {
    for (const double shift : {0.0, 0.5}) {
      Model m("table");
      m.add<blocks::BooleanTable>(
          "table",
          blocks::BooleanTable::Params{.table = table, .startValue = start, .shiftTime = shift});
      auto& clock = m.add<blocks::Integrator>("clock");  // a state beside the signal
      auto& one = m.add<blocks::Constant>("one");
      m.connect(one.y, clock.u);
      Results r = simulate(m, accurate(7.0, 1e-3));
      const std::vector<std::pair<double, bool>> expected = {
          {0.5, false}, {1.3, true},  {3.0, true},  {3.5, false}, {4.22, true},
          {4.3, false}, {5.71, true}, {5.9, false}, {6.9, false}};
      for (const auto& [t, unshifted] : expected) {
        int toggles = 0;
        for (double instant : table) toggles += t >= instant + shift ? 1 : 0;
        const bool value = (toggles % 2 == 1) != start;
        EXPECT_EQ(r.at("table.y", t), value ? 1.0 : 0.0)
            << t << " start " << start << " shift " << shift;
        // The plain table against its values written out.
        if (!start && shift == 0.0) {
          EXPECT_EQ(value, unshifted) << t;
        }
      }
    }
  }
}

TEST(BooleanTable, InstantsThatDoNotIncreaseAreRefusedByName) {
  Model m("table");
  try {
    m.add<blocks::BooleanTable>("booleanStep1",
                                blocks::BooleanTable::Params{.table = {1.0, 2.0, 2.0}});
    FAIL() << "accepted a table with a repeated instant";
  } catch (const ModelError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("booleanStep1"), std::string::npos) << what;
    EXPECT_NE(what.find("table[2] = 2, table[3] = 2"), std::string::npos) << what;
    EXPECT_NE(what.find("strictly increasing"), std::string::npos) << what;
  }
}

// The valves of MSL CharacteristicThyristors on the 10 V, 1 Hz sine behind
// 1 mOhm, knee 1 V: a thyristor turns on when fired with v above the knee and
// stays on until v falls to it; a GTO thyristor is on exactly while fired
// with v above the knee. Checked every 10 ms away from the switching instants.
TEST(Thyristor, CharacteristicThyristorsFollowTheirFiringRules) {
  Model m("characteristic");
  auto& sine =
      m.add<electrical::SineVoltage>("sine", electrical::SineVoltage::Params{.V = 10, .f = 1});
  auto& ground = m.add<electrical::Ground>("ground");
  electrical::IdealThyristor::Params thyristor_data;
  thyristor_data.Vknee = 1;
  electrical::IdealGTOThyristor::Params gto_data;
  gto_data.Vknee = 1;
  auto& thyristor = m.add<electrical::IdealThyristor>("thyristor", thyristor_data);
  auto& gto = m.add<electrical::IdealGTOThyristor>("gto", gto_data);
  auto& r1 = m.add<electrical::Resistor>("r1", electrical::Resistor::Params{.R = 1e-3});
  auto& r2 = m.add<electrical::Resistor>("r2", electrical::Resistor::Params{.R = 1e-3});
  auto& table = m.add<blocks::BooleanTable>(
      "table", blocks::BooleanTable::Params{.table = {1.25, 3.2, 4.2, 4.25, 5.7, 5.72}});
  m.connect(ground.p, sine.n);
  m.connect(sine.p, thyristor.p);
  m.connect(sine.p, gto.p);
  m.connect(thyristor.n, r1.p);
  m.connect(gto.n, r2.p);
  m.connect(r1.n, ground.p);
  m.connect(r2.n, ground.p);
  m.connect(table.y, thyristor.fire);
  m.connect(table.y, gto.fire);
  Results r = simulate(m, accurate(6.0, 1e-3));
  const std::vector<double> instants = {1.25, 3.2, 4.2, 4.25, 5.7, 5.72};
  auto fired = [&](double t) {
    int toggles = 0;
    for (double instant : instants) toggles += t >= instant ? 1 : 0;
    return toggles % 2 == 1;
  };
  bool thyristor_on = false;
  const double dt = 1e-4;
  for (int k = 1; k * dt < 6.0; ++k) {
    const double t = k * dt;
    const double v = 10 * std::sin(2 * kPi * t);
    if (thyristor_on && v < 1) thyristor_on = false;
    if (!thyristor_on && fired(t) && v > 1) thyristor_on = true;
    if (k % 100 != 50) continue;  // compare at t = 0.005 + 0.01 j, away from the events
    EXPECT_EQ(r.at("thyristor.off", t), thyristor_on ? 0.0 : 1.0) << t;
    EXPECT_EQ(r.at("gto.off", t), fired(t) && v > 1 ? 0.0 : 1.0) << t;
    if (thyristor_on) {
      EXPECT_NEAR(r.at("r1.i", t), (v - 1) / (1e-3 + 1e-5), 1e-3 * std::abs(v)) << t;
    }
  }
}

}  // namespace
}  // namespace acausal
