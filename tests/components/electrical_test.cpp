// Electrical library: circuits with closed-form solutions, the sign
// conventions (current positive into a pin, i from p to n) and parameter checks.
#include <cmath>
#include <numbers>
#include <string>

#include <gtest/gtest.h>

#include "components/blocks/sources.hpp"
#include "components/electrical/capacitor.hpp"
#include "components/electrical/constant_current.hpp"
#include "components/electrical/constant_voltage.hpp"
#include "components/electrical/current_sensor.hpp"
#include "components/electrical/emf.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/ideal_op_amp.hpp"
#include "components/electrical/inductor.hpp"
#include "components/electrical/resistor.hpp"
#include "components/electrical/signal_current.hpp"
#include "components/electrical/signal_voltage.hpp"
#include "components/electrical/sine_voltage.hpp"
#include "components/electrical/variable_resistor.hpp"
#include "components/electrical/voltage_sensor.hpp"
#include "components/rotational/fixed.hpp"
#include "components/rotational/inertia.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

using namespace electrical;

SimulationOptions accurate(double t_stop) {
  return {.t_stop = t_stop, .output_interval = 1e-3, .rtol = 1e-10};
}

// V - R - C - ground, C starting uncharged.
struct RCCircuit {
  static constexpr double V = 10, R = 100, C = 1e-3;
  Model m{"RC"};
  RCCircuit() {
    auto& ground = m.add<Ground>("ground");
    auto& source = m.add<ConstantVoltage>("source", ConstantVoltage::Params{.V = V});
    auto& resistor = m.add<Resistor>("resistor", Resistor::Params{.R = R});
    auto& capacitor = m.add<Capacitor>("capacitor", Capacitor::Params{.C = C, .v_start = 0.0});
    m.connect(source.p, resistor.p);
    m.connect(resistor.n, capacitor.p);
    m.connect(capacitor.n, ground.p);
    m.connect(source.n, ground.p);
  }
};

TEST(Electrical, RCChargingMatchesTheClosedForm) {
  RCCircuit rc;
  Results r = simulate(rc.m, accurate(0.5));
  const double tau = RCCircuit::R * RCCircuit::C;
  for (double t : {0.01, 0.05, 0.1, 0.2, 0.5}) {
    const double v = RCCircuit::V * (1 - std::exp(-t / tau));
    const double i = RCCircuit::V / RCCircuit::R * std::exp(-t / tau);
    EXPECT_NEAR(r.at("capacitor.v", t), v, 1e-6 * RCCircuit::V) << t;
    EXPECT_NEAR(r.at("capacitor.i", t), i, 1e-6 * RCCircuit::V / RCCircuit::R) << t;
    EXPECT_NEAR(r.at("resistor.v", t), RCCircuit::V - v, 1e-6 * RCCircuit::V) << t;
    EXPECT_NEAR(r.at("resistor.LossPower", t), RCCircuit::R * i * i, 1e-6) << t;
  }
}

TEST(Electrical, CurrentIsPositiveIntoThePinAndFromPToN) {
  RCCircuit rc;
  Results r = simulate(rc.m, accurate(0.05));
  const double t = 0.02;
  // While charging, current enters the resistor and the capacitor at p ...
  EXPECT_GT(r.at("resistor.p.i", t), 0);
  EXPECT_GT(r.at("capacitor.p.i", t), 0);
  EXPECT_DOUBLE_EQ(r.at("resistor.i", t), r.at("resistor.p.i", t));
  EXPECT_NEAR(r.at("resistor.n.i", t), -r.at("resistor.i", t), 1e-12);
  // ... and the source, which delivers power, carries i < 0 (from p to n inside it).
  EXPECT_LT(r.at("source.i", t), 0);
  EXPECT_NEAR(r.at("source.i", t), -r.at("capacitor.i", t), 1e-9);
  EXPECT_NEAR(r.at("source.v", t), RCCircuit::V, 1e-12);
}

TEST(Electrical, RLCurrentMatchesTheClosedForm) {
  const double V = 5, R = 2, L = 0.5;
  Model m("RL");
  auto& ground = m.add<Ground>("ground");
  auto& source = m.add<ConstantVoltage>("source", ConstantVoltage::Params{.V = V});
  auto& resistor = m.add<Resistor>("resistor", Resistor::Params{.R = R});
  auto& inductor = m.add<Inductor>("inductor", Inductor::Params{.L = L, .i_start = 0.0});
  m.connect(source.p, resistor.p);
  m.connect(resistor.n, inductor.p);
  m.connect(inductor.n, ground.p);
  m.connect(source.n, ground.p);
  Results r = simulate(m, accurate(1.0));
  for (double t : {0.05, 0.25, 0.5, 1.0}) {
    const double i = V / R * (1 - std::exp(-t * R / L));
    EXPECT_NEAR(r.at("inductor.i", t), i, 1e-6 * V / R) << t;
    EXPECT_NEAR(r.at("inductor.v", t), V * std::exp(-t * R / L), 1e-6 * V) << t;
  }
}

TEST(Electrical, InitialCurrentOfAnInductorIsHonoured) {
  // An inductor with i(0) = 2 A discharging through a resistor: i = 2 exp(-t R / L).
  const double R = 4, L = 2;
  Model m("L_discharge");
  auto& ground = m.add<Ground>("ground");
  auto& resistor = m.add<Resistor>("resistor", Resistor::Params{.R = R});
  auto& inductor = m.add<Inductor>("inductor", Inductor::Params{.L = L, .i_start = 2.0});
  m.connect(inductor.p, resistor.p);
  m.connect(resistor.n, inductor.n);
  m.connect(inductor.n, ground.p);
  Results r = simulate(m, accurate(1.0));
  for (double t : {0.0, 0.1, 0.5, 1.0})
    EXPECT_NEAR(r.at("inductor.i", t), 2 * std::exp(-t * R / L), 1e-7) << t;
}

TEST(Electrical, PositiveConstantCurrentChargesTheCapacitorAtItsNPin) {
  // i = I flows from p through the source to n, so it leaves the source at n
  // and enters the capacitor at p: v_C = I t / C.
  const double I = 2e-3, C = 1e-3;
  Model m("I_C");
  auto& ground = m.add<Ground>("ground");
  auto& source = m.add<ConstantCurrent>("source", ConstantCurrent::Params{.I = I});
  auto& capacitor = m.add<Capacitor>("capacitor", Capacitor::Params{.C = C, .v_start = 1.0});
  m.connect(ground.p, source.p);
  m.connect(source.n, capacitor.p);
  m.connect(capacitor.n, ground.p);
  Results r = simulate(m, accurate(2.0));
  for (double t : {0.0, 0.5, 2.0}) {
    EXPECT_NEAR(r.at("capacitor.v", t), 1.0 + I * t / C, 1e-8) << t;
    EXPECT_NEAR(r.at("capacitor.p.i", t), I, 1e-12) << t;
    EXPECT_NEAR(r.at("source.n.i", t), -I, 1e-12) << t;
  }
}

TEST(Electrical, SensorsMeasureWithoutDisturbing) {
  // V - currentSensor - R - C, with a voltmeter across C.
  const double V = 10, R = 100, C = 1e-3;
  Model m("sensed_RC");
  auto& ground = m.add<Ground>("ground");
  auto& source = m.add<ConstantVoltage>("source", ConstantVoltage::Params{.V = V});
  auto& ammeter = m.add<CurrentSensor>("currentSensor");
  auto& resistor = m.add<Resistor>("resistor", Resistor::Params{.R = R});
  auto& capacitor = m.add<Capacitor>("capacitor", Capacitor::Params{.C = C, .v_start = 0.0});
  auto& voltmeter = m.add<VoltageSensor>("voltageSensor");
  m.connect(source.p, ammeter.p);
  m.connect(ammeter.n, resistor.p);
  m.connect(resistor.n, capacitor.p);
  m.connect(capacitor.n, ground.p);
  m.connect(source.n, ground.p);
  m.connect(voltmeter.p, capacitor.p);
  m.connect(voltmeter.n, capacitor.n);
  Results r = simulate(m, accurate(0.3));
  for (double t : {0.05, 0.1, 0.3}) {
    EXPECT_NEAR(r.at("voltageSensor.v", t), V * (1 - std::exp(-t / (R * C))), 1e-6 * V) << t;
    EXPECT_NEAR(r.at("currentSensor.i", t), V / R * std::exp(-t / (R * C)), 1e-6 * V / R) << t;
    EXPECT_NEAR(r.at("voltageSensor.p.i", t), 0.0, 1e-12) << t;
  }
}

TEST(Electrical, SineVoltageDrivesAnRCCircuit) {
  const double V = 2, f = 3, phase = 0.4, offset = 0.5, start = 0.2, R = 10, C = 1e-3;
  Model m("sine_RC");
  auto& ground = m.add<Ground>("ground");
  auto& source = m.add<SineVoltage>(
      "sineVoltage",
      SineVoltage::Params{.V = V, .phase = phase, .f = f, .offset = offset, .start_time = start});
  auto& resistor = m.add<Resistor>("resistor", Resistor::Params{.R = R});
  auto& capacitor = m.add<Capacitor>("capacitor", Capacitor::Params{.C = C, .v_start = 0.0});
  m.connect(source.p, resistor.p);
  m.connect(resistor.n, capacitor.p);
  m.connect(capacitor.n, ground.p);
  m.connect(source.n, ground.p);
  Results r = simulate(m, accurate(1.0));
  // Before startTime the source holds the offset: v_C = offset (1 - exp(-t / RC)).
  const double tau = R * C;
  for (double t : {0.005, 0.01, 0.1})
    EXPECT_NEAR(r.at("capacitor.v", t), offset * (1 - std::exp(-t / tau)), 1e-7) << t;
  for (double t : {0.1, 0.3, 0.55, 1.0}) {
    const double v =
        offset + (t < start ? 0.0 : V * std::sin(2 * std::numbers::pi * f * (t - start) + phase));
    EXPECT_NEAR(r.at("sineVoltage.v", t), v, 1e-12) << t;
    EXPECT_NEAR(r.at("resistor.v", t) + r.at("capacitor.v", t), v, 1e-9) << t;
  }
  // Long after startTime: the steady-state response of the RC low pass to the
  // sine plus the offset (the transient decays with tau = 10 ms).
  const double w = 2 * std::numbers::pi * f;
  const double gain = 1 / std::sqrt(1 + w * w * tau * tau), lag = std::atan(w * tau);
  for (double t : {0.5, 0.75, 1.0})
    EXPECT_NEAR(r.at("capacitor.v", t), offset + V * gain * std::sin(w * (t - start) + phase - lag),
                1e-6)
        << t;
}

TEST(Electrical, SineVoltageOverAResistorWithoutStates) {
  // No states at all: every unknown is algebraic (a regression test: outputs
  // between IDA steps were once interpolated instead of solved).
  const double V = 2, f = 3, R = 10;
  Model m("sine_R");
  auto& ground = m.add<Ground>("ground");
  auto& source = m.add<SineVoltage>("sineVoltage", SineVoltage::Params{.V = V, .f = f});
  auto& resistor = m.add<Resistor>("resistor", Resistor::Params{.R = R});
  m.connect(source.p, resistor.p);
  m.connect(resistor.n, ground.p);
  m.connect(source.n, ground.p);
  Results r = simulate(m, accurate(1.0));
  for (double t : {0.1, 0.3, 0.55, 1.0}) {
    const double v = V * std::sin(2 * std::numbers::pi * f * t);
    EXPECT_NEAR(r.at("sineVoltage.v", t), v, 1e-12) << t;
    EXPECT_NEAR(r.at("resistor.i", t), v / R, 1e-9) << t;
  }
}

TEST(Electrical, SignalSourcesFollowTheirInputs) {
  // A signal voltage of 3 V over 1 Ohm in parallel with a signal current of 2 A
  // pushed into the top node through a 1 Ohm resistor to ground.
  Model m("signal_sources");
  auto& ground = m.add<Ground>("ground");
  auto& u = m.add<blocks::Constant>("u", blocks::Constant::Params{.k = 3});
  auto& ic = m.add<blocks::Constant>("ic", blocks::Constant::Params{.k = 2});
  auto& vs = m.add<SignalVoltage>("signalVoltage");
  auto& r1 = m.add<Resistor>("r1", Resistor::Params{.R = 1});
  auto& cs = m.add<SignalCurrent>("signalCurrent");
  auto& r2 = m.add<Resistor>("r2", Resistor::Params{.R = 4});
  m.connect(u.y, vs.v);
  m.connect(vs.p, r1.p);
  m.connect(r1.n, ground.p);
  m.connect(vs.n, ground.p);
  m.connect(ic.y, cs.i);
  m.connect(cs.p, ground.p);
  m.connect(cs.n, r2.p);
  m.connect(r2.n, ground.p);
  Results r = simulate(m, {.t_stop = 1.0});
  EXPECT_NEAR(r.final("r1.i"), 3.0, 1e-12);
  EXPECT_NEAR(r.final("signalVoltage.i"), -3.0, 1e-12);
  EXPECT_NEAR(r.final("r2.i"), 2.0, 1e-12);
  EXPECT_NEAR(r.final("signalCurrent.v"), -8.0, 1e-12);  // p at 0 V, n at +8 V
}

TEST(Electrical, IdealOpAmpInvertingAmplifier) {
  // v_out = -(R2 / R1) v_in, independent of the load.
  Model m("inverting_amplifier");
  auto& ground = m.add<Ground>("ground");
  auto& source = m.add<ConstantVoltage>("vin", ConstantVoltage::Params{.V = 1.5});
  auto& r1 = m.add<Resistor>("r1", Resistor::Params{.R = 1e3});
  auto& r2 = m.add<Resistor>("r2", Resistor::Params{.R = 4e3});
  auto& load = m.add<Resistor>("load", Resistor::Params{.R = 100});
  auto& opamp = m.add<IdealOpAmp>("opAmp");
  auto& vout = m.add<VoltageSensor>("vout");
  m.connect(source.p, r1.p);
  m.connect(source.n, ground.p);
  m.connect(r1.n, opamp.in_n);
  m.connect(r2.p, opamp.in_n);
  m.connect(r2.n, opamp.out);
  m.connect(opamp.in_p, ground.p);
  m.connect(opamp.out, load.p);
  m.connect(load.n, ground.p);
  m.connect(vout.p, opamp.out);
  m.connect(vout.n, ground.p);
  Results r = simulate(m, {.t_stop = 1.0});
  EXPECT_NEAR(r.final("vout.v"), -6.0, 1e-10);
  EXPECT_NEAR(r.final("opAmp.in_n.v"), 0.0, 1e-12);
  EXPECT_NEAR(r.final("opAmp.in_n.i"), 0.0, 1e-12);
  // The output supplies the load and the feedback current.
  EXPECT_NEAR(r.final("opAmp.out.i"), 6.0 / 100 + 1.5 / 1e3, 1e-10);
}

TEST(Electrical, IdealOpAmpIntegrator) {
  // v_out = -v_in t / (R C) with an uncharged feedback capacitor.
  const double vin = 0.5, R = 1e3, C = 1e-3;
  Model m("opamp_integrator");
  auto& ground = m.add<Ground>("ground");
  auto& source = m.add<ConstantVoltage>("vin", ConstantVoltage::Params{.V = vin});
  auto& r1 = m.add<Resistor>("r1", Resistor::Params{.R = R});
  auto& c1 = m.add<Capacitor>("c1", Capacitor::Params{.C = C, .v_start = 0.0});
  auto& opamp = m.add<IdealOpAmp>("opAmp");
  m.connect(source.p, r1.p);
  m.connect(source.n, ground.p);
  m.connect(r1.n, opamp.in_n);
  m.connect(c1.p, opamp.in_n);
  m.connect(c1.n, opamp.out);
  m.connect(opamp.in_p, ground.p);
  Results r = simulate(m, accurate(2.0));
  for (double t : {0.5, 1.0, 2.0})
    EXPECT_NEAR(r.at("opAmp.out.v", t), -vin * t / (R * C), 1e-8) << t;
}

// V - R - L - EMF, the EMF driving an inertia without load.
struct DCMotor {
  static constexpr double V = 10, R = 1, L = 0.005, k = 0.5, J = 0.01;
  Model m{"DCMotor"};
  explicit DCMotor(bool use_support) {
    auto& ground = m.add<Ground>("ground");
    auto& source = m.add<ConstantVoltage>("source", ConstantVoltage::Params{.V = V});
    auto& resistor = m.add<Resistor>("resistor", Resistor::Params{.R = R});
    auto& inductor = m.add<Inductor>("inductor", Inductor::Params{.L = L, .i_start = 0.0});
    auto& emf = m.add<EMF>("emf", EMF::Params{.k = k, .use_support = use_support});
    auto& inertia = m.add<rotational::Inertia>("inertia", rotational::Inertia::Params{.J = J});
    m.connect(source.p, resistor.p);
    m.connect(resistor.n, inductor.p);
    m.connect(inductor.n, emf.p);
    m.connect(emf.n, ground.p);
    m.connect(source.n, ground.p);
    m.connect(emf.flange, inertia.flange_a);
    if (use_support) {
      auto& fixed = m.add<rotational::Fixed>("fixed");
      m.connect(fixed.flange, m.port_at("emf.support"));
    }
    m.set_start("inertia.phi", 0.0, true);
    m.set_start("inertia.w", 0.0, true);
  }
  // L i' = V - R i - k w, J w' = k i, i(0) = w(0) = 0: with the roots s1, s2 of
  // s^2 + (R/L) s + k^2/(L J), w = (V/k) (1 + (s2 e^{s1 t} - s1 e^{s2 t}) / (s1 - s2)).
  static double speed(double t) {
    const double b = R / L, c = k * k / (L * J);
    const double s1 = (-b + std::sqrt(b * b - 4 * c)) / 2, s2 = (-b - std::sqrt(b * b - 4 * c)) / 2;
    return V / k * (1 + (s2 * std::exp(s1 * t) - s1 * std::exp(s2 * t)) / (s1 - s2));
  }
};

TEST(Electrical, DCMotorSpeedMatchesTheClosedForm) {
  DCMotor motor(false);
  Results r = simulate(motor.m, accurate(1.0));
  for (double t : {0.005, 0.02, 0.05, 0.1, 0.2})
    EXPECT_NEAR(r.at("inertia.w", t), DCMotor::speed(t), 1e-6 * DCMotor::V / DCMotor::k) << t;
  // No load: the speed settles where the back EMF equals the supply, w = V / k.
  EXPECT_NEAR(r.final("inertia.w"), DCMotor::V / DCMotor::k, 1e-6 * DCMotor::V / DCMotor::k);
  EXPECT_NEAR(r.final("emf.i"), 0.0, 1e-6);
  EXPECT_NEAR(r.final("emf.w"), r.final("inertia.w"), 1e-9);
}

TEST(Electrical, DCMotorTorqueSignsFollowMSL) {
  DCMotor motor(false);
  Results r = simulate(motor.m, accurate(0.05));
  const double t = 0.01;
  const double i = r.at("emf.i", t);
  EXPECT_GT(i, 0);  // motor current flows from p to n
  // tau = flange.tau = -k i: the flange pulls on the EMF; the EMF drives the
  // inertia with tauElectrical = k i.
  EXPECT_NEAR(r.at("emf.tau", t), -DCMotor::k * i, 1e-9);
  EXPECT_NEAR(r.at("emf.flange.tau", t), -DCMotor::k * i, 1e-9);
  EXPECT_NEAR(r.at("emf.tauElectrical", t), DCMotor::k * i, 1e-9);
  EXPECT_NEAR(r.at("inertia.a", t), DCMotor::k * i / DCMotor::J, 1e-6);
  EXPECT_GT(r.at("inertia.w", t), 0);
  EXPECT_NEAR(r.at("emf.v", t), DCMotor::k * r.at("inertia.w", t), 1e-9);
}

TEST(Electrical, DCMotorWithSupportBehavesTheSameWhenTheSupportIsFixed) {
  DCMotor motor(true);
  Results r = simulate(motor.m, accurate(0.2));
  for (double t : {0.02, 0.1, 0.2})
    EXPECT_NEAR(r.at("inertia.w", t), DCMotor::speed(t), 1e-6 * DCMotor::V / DCMotor::k) << t;
  // The housing takes the reaction -tau = k i.
  EXPECT_NEAR(r.at("emf.support.tau", 0.02), DCMotor::k * r.at("emf.i", 0.02), 1e-9);
}

TEST(Electrical, NegativeCapacitanceIsRejectedNamingTheComponent) {
  Model m("bad");
  try {
    m.add<Capacitor>("C1", Capacitor::Params{.C = -1e-6});
    FAIL() << "negative capacitance accepted";
  } catch (const ModelError& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find("Capacitor 'C1'"), std::string::npos) << msg;
    EXPECT_NE(msg.find("C = -1e-06"), std::string::npos) << msg;
  }
}

TEST(Electrical, VariableResistorDischargesACapacitorAtItsInputResistance) {
  // C dv/dt = -v / R(t) with R = R0 (1 + t): v = v0 (1 + t)^(-1/(R0 C)).
  const double C = 1, R0 = 0.5, v0 = 10;
  Model m("discharge");
  auto& ground = m.add<Ground>("ground");
  auto& capacitor = m.add<Capacitor>("capacitor", Capacitor::Params{.C = C, .v_start = v0});
  auto& resistor = m.add<VariableResistor>("resistor");
  auto& ramp =
      m.add<blocks::Ramp>("R", blocks::Ramp::Params{.height = 2 * R0, .duration = 2, .offset = R0});
  m.connect(capacitor.p, resistor.p);
  m.connect(resistor.n, capacitor.n);
  m.connect(capacitor.n, ground.p);
  m.connect(ramp.y, resistor.R);
  Results r = simulate(m, accurate(2));
  for (double t : {0.5, 1.0, 2.0}) {
    const double v = v0 * std::pow(1 + t, -1 / (R0 * C));
    EXPECT_NEAR(r.at("capacitor.v", t), v, 1e-6) << t;
    EXPECT_NEAR(r.at("resistor.i", t), v / (R0 * (1 + t)), 1e-6) << t;
    EXPECT_NEAR(r.at("resistor.R_actual", t), R0 * (1 + t), 1e-12) << t;
    EXPECT_NEAR(r.at("resistor.LossPower", t), v * v / (R0 * (1 + t)), 1e-5) << t;
  }
}

TEST(Electrical, NegativeInductanceIsRejectedNamingTheComponent) {
  Model m("bad");
  try {
    m.add<Inductor>("L1", Inductor::Params{.L = -2});
    FAIL() << "negative inductance accepted";
  } catch (const ModelError& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find("Inductor 'L1'"), std::string::npos) << msg;
  }
}

TEST(Electrical, SetParameterRejectsNegativeCapacitanceWithThePath) {
  RCCircuit rc;
  try {
    rc.m.set_parameter("capacitor.C", -1);
    FAIL() << "negative capacitance accepted";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("capacitor.C"), std::string::npos) << e.what();
  }
}

TEST(Electrical, NegativeResistanceIsAllowedAsInMSL) {
  Model m("negative_R");
  EXPECT_NO_THROW(m.add<Resistor>("r", Resistor::Params{.R = -5}));
}

}  // namespace
}  // namespace acausal
