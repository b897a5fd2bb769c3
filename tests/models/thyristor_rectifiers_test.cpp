// MSL's thyristor rectifier examples (PowerConverters.Examples.ACDC, issue 16)
// against the textbook forms of controlled rectification (Mohan, Undeland,
// Robbins, Power Electronics, 3rd ed., ch. 6): on a resistor the output
// follows |v| from the firing angle alpha to the end of each half wave; on an
// inductive load the current flows on and the output follows the conducting
// pair's half wave from alpha to pi + alpha, integrated here by RK4 from the
// load's ODE. Dymola's values are quoted from the MAP-LIB reference results
// (Dymola 2020x, MSL 4.0.0, public repository modelica/MAP-LIB_ReferenceResults).
#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "components/electrical/resistor.hpp"
#include "core/errors.hpp"
#include "models/registry.hpp"
#include "tests/support/builtin_models.hpp"

namespace acausal {
namespace {

using testing::ExampleRun;
using testing::run_example;

constexpr double kPi = std::numbers::pi;
const double kVm = std::sqrt(2.0) * 110;  // peak of the 110 V supply
constexpr double kW = 2 * kPi * 50;
constexpr double kAlpha = kPi / 6;  // the examples' firing angle

const std::string kAcdc = "Modelica.Electrical.PowerConverters.Examples.ACDC.";

// Mean and mean square of the output over a half wave on a resistor, fired at
// alpha: (Vm / pi)(1 + cos alpha) and (Vm^2 / pi)((pi - alpha)/2 + sin(2 alpha)/4).
double resistive_mean(double alpha) {
  return kVm / kPi * (1 + std::cos(alpha));
}
double resistive_mean_square(double alpha) {
  return kVm * kVm / kPi * ((kPi - alpha) / 2 + std::sin(2 * alpha) / 4);
}

void expect_resistive_two_pulse(const Results& r) {
  // The means of the half waves from 0.02 s on (the first holds 0).
  for (double t : {0.025, 0.055, 0.095}) {
    EXPECT_NEAR(r.at("meanVoltage.y", t), resistive_mean(kAlpha), 0.01) << t;
    EXPECT_NEAR(r.at("rootMeanSquareVoltage.mean.y", t), resistive_mean_square(kAlpha), 2.0) << t;
    EXPECT_NEAR(r.at("meanCurrent.y", t), r.at("meanVoltage.y", t) / 20, 1e-4) << t;
  }
  for (double t = 0.0003; t < 0.1; t += 0.0007) {
    const double phase = std::fmod(kW * t, kPi);
    const double v = phase > kAlpha ? kVm * std::abs(std::sin(kW * t)) : 0.0;
    EXPECT_NEAR(r.at("voltagesensor.v", t), v, 0.02) << t;
  }
}

TEST(ThyristorRectifiers, BridgeOnAResistorConductsFromTheFiringAngle) {
  const ExampleRun run = run_example(kAcdc + "RectifierBridge2Pulse.ThyristorBridge2Pulse_R");
  const Results& r = run.results;
  expect_resistive_two_pulse(r);
  // thyristor_p1 and thyristor_n2 carry the positive half waves.
  for (double t = 0.0003; t < 0.1; t += 0.0007) {
    const double phase = std::fmod(kW * t, 2 * kPi);
    const bool positive_on = phase > kAlpha && phase < kPi;
    EXPECT_EQ(r.at("rectifier.thyristor_p1.off", t), positive_on ? 0.0 : 1.0) << t;
    EXPECT_EQ(r.at("rectifier.thyristor_n2.off", t), positive_on ? 0.0 : 1.0) << t;
    const bool negative_on = phase > kPi + kAlpha;
    EXPECT_EQ(r.at("rectifier.thyristor_p2.off", t), negative_on ? 0.0 : 1.0) << t;
  }
  // Dymola: meanVoltage.y(0.1) = 92.40 V (MAP-LIB, last row).
  EXPECT_NEAR(r.final("meanVoltage.y"), 92.40, 0.01);
}

TEST(ThyristorRectifiers, HalfControlledBridgeAndCentreTapMatchTheFullBridgeOnAResistor) {
  expect_resistive_two_pulse(
      run_example(kAcdc + "RectifierBridge2Pulse.HalfControlledBridge2Pulse").results);
  expect_resistive_two_pulse(
      run_example(kAcdc + "RectifierCenterTap2Pulse.ThyristorCenterTap2Pulse_R").results);
}

TEST(ThyristorRectifiers, CentreTapDiodeRectifierFollowsTheSupplyMagnitude) {
  const Results r = run_example(kAcdc + "RectifierCenterTap2Pulse.DiodeCenterTap2Pulse").results;
  EXPECT_NEAR(r.at("meanVoltage.y", 0.095), 2 * kVm / kPi, 0.01);
  EXPECT_NEAR(r.at("rootMeanSquareVoltage.mean.y", 0.095), kVm * kVm / 2, 2.0);
  for (double t = 0.0003; t < 0.1; t += 0.0007)
    EXPECT_NEAR(r.at("voltagesensor.v", t), kVm * std::abs(std::sin(kW * t)), 0.02) << t;
}

TEST(ThyristorRectifiers, OnePulseRectifierPassesTheFiredPartOfThePositiveHalfWave) {
  const Results r = run_example(kAcdc + "Rectifier1Pulse.Thyristor1Pulse_R").results;
  for (double t : {0.025, 0.065, 0.095})
    EXPECT_NEAR(r.at("meanVoltage.y", t), resistive_mean(kAlpha) / 2, 0.01) << t;
  // Off, the thyristor leaks Goff = 1e-5 S into the 20 Ohm load.
  const double leak = 20 * 1e-5 / (1 + 20 * 1e-5);
  for (double t = 0.0003; t < 0.1; t += 0.0007) {
    const double phase = std::fmod(kW * t, 2 * kPi);
    const double v = kVm * std::sin(kW * t) * (phase > kAlpha && phase < kPi ? 1.0 : leak);
    EXPECT_NEAR(r.at("voltagesensor.v", t), v, 2e-3) << t;
  }
}

// The inductive loads: from the first firing (alpha / w) the current never
// stops, the pair fired at alpha + k pi conducts until the next fires, and
//   L di/dt = Vm sin(w t - k pi) - R i + V0
// on [(alpha + k pi)/w, (alpha + (k+1) pi)/w), with V0 = 0 (RL) or 120 V (RLV).
// Before the first firing the blocking valves leak: the output is 1/G_off
// behind the load (a balanced bridge of four Goff: G_off = Goff; the centre
// tap's two in parallel: 2 Goff), which the -120 V source drives.
std::vector<double> inductive_current(double V0, double G_off, const std::vector<double>& times) {
  const double R = 20, L = 1;
  std::vector<double> grid;  // the commutations, then the sample times, sorted
  for (int k = 0; (kAlpha + k * kPi) / kW < 0.1 + 1e-9; ++k)
    grid.push_back((kAlpha + k * kPi) / kW);
  grid.insert(grid.end(), times.begin(), times.end());
  std::sort(grid.begin(), grid.end());
  auto rhs = [&](double t, double i) {
    if (t < kAlpha / kW) return (V0 - (R + 1 / G_off) * i) / L;
    const double k = std::floor((kW * t - kAlpha) / kPi);
    return (kVm * std::sin(kW * t - k * kPi) - R * i + V0) / L;
  };
  double t = 0, i = 0;
  std::vector<double> out;
  std::size_t next = 0;
  for (double target : grid) {
    // Steps end exactly on the commutations: the right-hand side is smooth
    // inside each interval (evaluated just past its start).
    while (t < target - 1e-13) {
      const double h = std::min(1e-6, target - t);
      const double k1 = rhs(t + 1e-15, i), k2 = rhs(t + h / 2, i + h / 2 * k1);
      const double k3 = rhs(t + h / 2, i + h / 2 * k2), k4 = rhs(t + h - 1e-15, i + h * k3);
      i += h / 6 * (k1 + 2 * k2 + 2 * k3 + k4);
      t += h;
    }
    if (next < times.size() && std::abs(target - times[next]) < 1e-13) {
      out.push_back(i);
      ++next;
    }
  }
  return out;
}

void expect_inductive(const Results& r, double V0, double G_off) {
  const std::vector<double> times{0.005, 0.0123, 0.02, 0.0371, 0.05, 0.0777, 0.099};
  const std::vector<double> current = inductive_current(V0, G_off, times);
  for (std::size_t k = 0; k < times.size(); ++k) {
    EXPECT_NEAR(r.at("inductor.i", times[k]), current[k], 1e-4) << times[k];
    EXPECT_GT(current[k], 0.0);
  }
}

TEST(ThyristorRectifiers, InductiveLoadsCarryOnThroughTheNegativeHalfWave) {
  const double Goff = 1e-5;
  expect_inductive(run_example(kAcdc + "RectifierBridge2Pulse.ThyristorBridge2Pulse_RL").results,
                   0.0, Goff);
  expect_inductive(run_example(kAcdc + "RectifierBridge2Pulse.ThyristorBridge2Pulse_RLV").results,
                   120.0, Goff);
  expect_inductive(
      run_example(kAcdc + "RectifierCenterTap2Pulse.ThyristorCenterTap2Pulse_RL").results, 0.0,
      2 * Goff);
  expect_inductive(
      run_example(kAcdc + "RectifierCenterTap2Pulse.ThyristorCenterTap2Pulse_RLV").results, 120.0,
      2 * Goff);
}

// The characteristics ramp the firing angle from 0 to pi over 10 s: with the
// current continuous the mean output is (2 Vm / pi) cos alpha, from rectifier
// (alpha < pi/2) to inverter (alpha > pi/2) operation against the 120 V.
TEST(ThyristorRectifiers, ControlCharacteristicGoesFromRectifierToInverter) {
  const ExampleRun run =
      run_example(kAcdc + "RectifierBridge2Pulse.ThyristorBridge2Pulse_RLV_Characteristic");
  const Results& r = run.results;
  for (double t : {1.0, 3.0, 5.0, 7.0, 9.0}) {
    // The mean at t is over the previous half period, whose firing angle was
    // pi (t - 0.01) / 10 at its start.
    const double alpha = kPi * (t - 0.01) / 10;
    EXPECT_NEAR(r.at("meanVoltage.y", t), 2 * kVm / kPi * std::cos(alpha), 0.5) << t;
    // Quasi-steady: the mean current follows (mean v + 120 - L di/dt) / R
    // with i = ((2 Vm / pi) cos alpha + 120) / R and alpha' = pi / 10 s.
    const double di_dt = -2 * kVm / kPi * std::sin(alpha) * (kPi / 10) / 20;
    EXPECT_NEAR(r.at("meanCurrent.y", t), (r.at("meanVoltage.y", t) + 120 - 1.0 * di_dt) / 20, 0.01)
        << t;
  }
  const Results one =
      run_example(kAcdc + "Rectifier1Pulse.Thyristor1Pulse_R_Characteristic").results;
  for (double t : {1.0, 3.0, 5.0, 7.0, 9.0}) {
    const double alpha = kPi * (t - 0.02) / 10;
    EXPECT_NEAR(one.at("meanVoltage.y", t), resistive_mean(alpha) / 2, 0.5) << t;
  }
}

// The firing angle under MSL's names: the example's own parameter
// constantFiringAngle, pulse2's, twoPulse's (forwarded to the constant block
// inside), before compiling and on the compiled model.
TEST(ThyristorRectifiers, FiringAngleIsSetUnderTheNamesMslUsersType) {
  const std::string name = kAcdc + "RectifierBridge2Pulse.ThyristorBridge2Pulse_R";
  const models::ModelEntry& entry = models::find_model(name);
  const double alpha = kPi / 3;
  for (const std::string path :
       {"constantFiringAngle", "pulse2.constantFiringAngle", "pulse2.twoPulse.constantFiringAngle",
        "pulse2.twoPulse.constantconstantFiringAngle.k"}) {
    SCOPED_TRACE(path);
    auto model = entry.build();
    model->set_parameter(path, alpha);
    Simulation simulation(compile(*model));
    const Results r = simulation.run(entry.defaults);
    EXPECT_NEAR(r.at("meanVoltage.y", 0.095), resistive_mean(alpha), 0.01);
  }
  Simulation simulation(compile(*entry.build()));
  simulation.set_parameter("constantFiringAngle", alpha);
  EXPECT_NEAR(simulation.run(entry.defaults).at("meanVoltage.y", 0.095), resistive_mean(alpha),
              0.01);
  EXPECT_EQ(simulation.parameter("pulse2.twoPulse.constantconstantFiringAngle.k"), alpha);
  simulation.set_parameter("R", 10);  // the load, under the example's name
  EXPECT_NEAR(simulation.run(entry.defaults).at("meanCurrent.y", 0.095), resistive_mean(alpha) / 10,
              1e-3);
}

// A misspelt forwarded name is answered with the forwarded name, before
// compiling and on the compiled model.
TEST(ThyristorRectifiers, MisspeltForwardedNameSuggestsIt) {
  const models::ModelEntry& entry =
      models::find_model(kAcdc + "RectifierBridge2Pulse.ThyristorBridge2Pulse_R");
  auto model = entry.build();
  try {
    model->set_parameter("constantFiringAngel", 1.0);
    FAIL() << "accepted a misspelt name";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("Did you mean 'constantFiringAngle'?"), std::string::npos)
        << e.what();
  }
  Simulation simulation(compile(*model));
  try {
    simulation.set_parameter("pulse2.constantFiringAngel", 1.0);
    FAIL() << "accepted a misspelt name";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("Did you mean 'pulse2.constantFiringAngle'?"),
              std::string::npos)
        << e.what();
  }
}

TEST(ThyristorRectifiers, ForwardingToAParameterThatIsNotThereIsRefused) {
  Model m("forward");
  m.add<electrical::Resistor>("load");
  try {
    m.forward_parameter("R", "load.Rx");
    FAIL() << "forwarded to a missing parameter";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("cannot forward parameter 'R' to 'load.Rx'"),
              std::string::npos)
        << e.what();
  }
  m.forward_parameter("R", "load.R");
  try {
    m.forward_parameter("R", "load.R");
    FAIL() << "forwarded a name twice to one parameter";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("parameter 'R' stands for 'load.R' already"),
              std::string::npos)
        << e.what();
  }
  // A component's own parameter is not a name to forward.
  try {
    m.find_child("load")->forward_parameter("R", "load.R");
    FAIL() << "forwarded a declared parameter";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("parameter 'R' exists already"), std::string::npos)
        << e.what();
  }
}

// The three-phase rectifiers (m = 3): u_k = Vm sin(w t - 2 pi k / 3). A
// rail takes the candidate voltage that led (highest for the positive rail,
// lowest for the negative one) alpha / w earlier: the valve fired last,
// which conducts until the next one fires. On a resistor at alpha = 30 deg
// the six-pulse outputs never reach zero, so this holds throughout once the
// first valves have fired; the three-pulse output just touches zero.
double phase_voltage(int k, double t) {
  return kVm * std::sin(kW * t - 2 * kPi * k / 3);
}

enum class Rail { Fired, Diode, Centre };

// The rail's potential: candidates +u_k (with_negated: also -u_k, the
// centre tap's opposite half), chosen alpha / w earlier (Fired), now (Diode),
// or the supply's centre (0).
double rail(Rail kind, bool positive, bool with_negated, double t) {
  if (kind == Rail::Centre) return 0.0;
  const double t_choice = kind == Rail::Fired ? t - kAlpha / kW : t;
  double best = 0, best_value = positive ? -1e300 : 1e300;
  for (int k = 0; k < 3; ++k)
    for (double sign : {1.0, -1.0}) {
      if (sign < 0 && !with_negated) continue;
      const double v = sign * phase_voltage(k, t_choice);
      if (positive ? v > best_value : v < best_value) {
        best_value = v;
        best = sign * phase_voltage(k, t);
      }
    }
  return best;
}

struct ThreePhaseCase {
  std::string name;
  Rail positive, negative;
  bool with_negated;  // the 2m-pulse centre tap's two halves
  double mean;        // the closed-form mean on a resistor
};

// Closed-form means on a resistor: six-pulse bridge (3 sqrt(6) / pi) Vrms cos
// alpha; half controlled (3 sqrt(6) / (2 pi)) Vrms (1 + cos alpha); six-pulse
// centre tap (3 sqrt(2) / pi) Vrms cos alpha; three-pulse centre tap
// (3 sqrt(6) / (2 pi)) Vrms cos alpha (continuous up to alpha = 30 deg).
std::vector<ThreePhaseCase> three_phase_cases() {
  const double c = std::cos(kAlpha), Vrms = 110;
  return {
      {"RectifierBridge2mPulse.ThyristorBridge2mPulse_R", Rail::Fired, Rail::Fired, false,
       3 * std::sqrt(6.0) / kPi * Vrms * c},
      {"RectifierBridge2mPulse.HalfControlledBridge2mPulse", Rail::Fired, Rail::Diode, false,
       3 * std::sqrt(6.0) / (2 * kPi) * Vrms * (1 + c)},
      {"RectifierCenterTap2mPulse.ThyristorCenterTap2mPulse_R", Rail::Fired, Rail::Centre, true,
       3 * std::sqrt(2.0) / kPi * Vrms * c},
      {"RectifierCenterTap2mPulse.DiodeCenterTap2mPulse", Rail::Diode, Rail::Centre, true,
       3 * std::sqrt(2.0) / kPi * Vrms},
      {"RectifierCenterTapmPulse.ThyristorCenterTapmPulse_R", Rail::Fired, Rail::Centre, false,
       3 * std::sqrt(6.0) / (2 * kPi) * Vrms * c},
      {"RectifierCenterTapmPulse.DiodeCenterTapmPulse", Rail::Diode, Rail::Centre, false,
       3 * std::sqrt(6.0) / (2 * kPi) * Vrms},
  };
}

TEST(ThyristorRectifiers, ThreePhaseRectifiersOnAResistorFollowTheirFiredValves) {
  for (const ThreePhaseCase& c : three_phase_cases()) {
    SCOPED_TRACE(c.name);
    const Results r = run_example(kAcdc + c.name).results;
    // From the second period on (the first firings follow the timers' start
    // at t = 0), away from the commutation instants by 1e-5 s.
    for (double t = 0.02 + 0.00037; t < 0.1; t += 0.00071) {
      const double expected =
          rail(c.positive, true, c.with_negated, t) - rail(c.negative, false, c.with_negated, t);
      const double before = rail(c.positive, true, c.with_negated, t - 1e-5) -
                            rail(c.negative, false, c.with_negated, t - 1e-5);
      const double after = rail(c.positive, true, c.with_negated, t + 1e-5) -
                           rail(c.negative, false, c.with_negated, t + 1e-5);
      if (std::abs(after - before) > 0.1) continue;  // a commutation
      EXPECT_NEAR(r.at("voltagesensor.v", t), expected, 0.05) << t;
    }
    // The Mean blocks average over 1/(2 m f) (a sixth, or a third, of the
    // period); the half controlled bridge's positive rail alone is delayed,
    // every other of these windows: the mean of two consecutive ones.
    const double window = c.with_negated || c.negative != Rail::Centre ? 1 / 300.0 : 1 / 150.0;
    const double mean = (r.at("meanVoltage.y", 0.095) + r.at("meanVoltage.y", 0.095 + window)) / 2;
    EXPECT_NEAR(mean, c.mean, 0.02);
    EXPECT_NEAR(r.at("meanCurrent.y", 0.095), r.at("meanVoltage.y", 0.095) / 20, 1e-4);
  }
}

// The inductive three-phase loads from 0.04 s on, from the simulated current
// there: L di/dt = vDC(t) - R i + V0 with the output of the fired valves.
TEST(ThyristorRectifiers, ThreePhaseInductiveLoadsFollowTheirOde) {
  struct Inductive {
    std::string name;
    bool with_negated, centre;
    double V0;
  };
  for (const Inductive& c : std::vector<Inductive>{
           {"RectifierBridge2mPulse.ThyristorBridge2mPulse_RL", false, false, 0},
           {"RectifierBridge2mPulse.ThyristorBridge2mPulse_RLV", false, false, 260},
           {"RectifierCenterTap2mPulse.ThyristorCenterTap2mPulse_RLV", true, true, 260},
           {"RectifierCenterTapmPulse.ThyristorCenterTapmPulse_RL", false, true, 0},
           {"RectifierCenterTapmPulse.ThyristorCenterTapmPulse_RLV", false, true, 50}}) {
    SCOPED_TRACE(c.name);
    const Results r = run_example(kAcdc + c.name).results;
    const Rail negative = c.centre ? Rail::Centre : Rail::Fired;
    auto vdc = [&](double t) {
      return rail(Rail::Fired, true, c.with_negated, t) - rail(negative, false, c.with_negated, t);
    };
    double t = 0.04, i = r.at("inductor.i", 0.04);
    const double h = 2e-7;  // RK4 over the commutation jumps: error ~ h * 300 V / 1 H
    for (double target : {0.06, 0.08, 0.099}) {
      while (t < target - 1e-12) {
        const double step = std::min(h, target - t);
        auto f = [&](double tt, double ii) { return vdc(tt) - 20 * ii + c.V0; };
        const double k1 = f(t, i), k2 = f(t + step / 2, i + step / 2 * k1);
        const double k3 = f(t + step / 2, i + step / 2 * k2), k4 = f(t + step, i + step * k3);
        i += step / 6 * (k1 + 2 * k2 + 2 * k3 + k4);
        t += step;
      }
      EXPECT_NEAR(r.at("inductor.i", target), i, 2e-4) << target;
      EXPECT_GT(i, 0.0);
    }
  }
}

// The DC drives: a PM DC machine (psi = 95 V / wNominal, Ra = 0.05 Ohm) fed
// at firing angle 0 through the mains impedance (250 kVA short-circuit power,
// power factor 0.1). Each commutation moves the current from one supply path
// to the next through the mains inductance Ls, which costs the mean output
// (Mohan ch. 5-6) (2/pi) w Ls Id in the single-phase bridge and (3/pi) w Ls Id
// in the six-pulse one plus, to
// first order, the resistive drop of the conducting mains paths (one for the
// single-phase bridge, two for the three-phase one). Without the commutation
// the mean would be VaNominal = 100 V. The machine side holds
// mean v = psi w + Ra mean i (quasi-steady: Ld di/dt averages out).
// Before the algebraic correction's Newton matrix took dF/dy' exactly, a
// firing event of the single-phase drive found no consistent point (the
// 0.16 mH of the mains closed by an off thyristor's 1e5 Ohm is a 1.6 ns mode).
TEST(ThyristorRectifiers, DcDrivesLoseTheCommutationVoltageOfTheMainsInductance) {
  constexpr double kVaNominal = 100, kRa = 0.05, kLamda = 0.1, kSMains = 250e3;
  const double wNominal = 1425 * 2 * kPi / 60;
  const double psi = (kVaNominal - kRa * 100) / wNominal;
  struct Case {
    std::string name;
    int phases;
    double commutation;  // the mean lost per w Ls Id: 2/pi (the AC current swings by 2 Id), 3/pi
    double Vrms;
  };
  const double Vrms1 = kVaNominal / (2 * std::sqrt(2.0) / kPi);
  const double Vrms3 = kVaNominal / (3 * std::sqrt(6.0) / kPi);
  for (const Case& c :
       {Case{"RectifierBridge2Pulse.ThyristorBridge2Pulse_DC_Drive", 1, 2 / kPi, Vrms1},
        Case{"RectifierBridge2mPulse.ThyristorBridge2mPulse_DC_Drive", 3, 3 / kPi, Vrms3}}) {
    SCOPED_TRACE(c.name);
    const models::ModelEntry& entry = models::find_model(kAcdc + c.name);
    Simulation simulation(compile(*entry.build()));
    SimulationOptions options = entry.defaults;
    options.t_stop = 3;  // the start's electromechanical swing has died out by 2 s
    const Results r = simulation.run(options);
    const double Z = c.Vrms * c.Vrms / kSMains * c.phases;
    const double Rs = Z * kLamda, Ls = Z * std::sqrt(1 - kLamda * kLamda) / kW;
    for (double t : {2.5, 2.75, 3.0}) {
      const double Id = r.at("meanCurrent.y", t);
      EXPECT_GT(Id, 90.0) << t;
      const double paths = c.phases == 1 ? 1 : 2;
      const double expected = kVaNominal - c.commutation * kW * Ls * Id - paths * Rs * Id;
      EXPECT_NEAR(r.at("meanVoltage.y", t), expected, 0.2) << t;
      EXPECT_NEAR(r.at("meanVoltage.y", t), psi * r.at("dcpm.wMechanical", t) + kRa * Id, 0.2) << t;
    }
  }
}

}  // namespace
}  // namespace acausal
