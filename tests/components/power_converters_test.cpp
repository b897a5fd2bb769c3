// MSL power converter parts (issue 16) alone against closed forms: the Mean
// block, the PWM fire signal, the voltage-to-duty-cycle map, the GTO
// thyristor and the step-down chopper's averaged output.
#include <cmath>
#include <numbers>

#include <gtest/gtest.h>

#include "components/blocks/mean.hpp"
#include "components/blocks/root_mean_square.hpp"
#include "components/blocks/sources.hpp"
#include "components/electrical/constant_voltage.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/ideal_gto_thyristor.hpp"
#include "components/electrical/resistor.hpp"
#include "components/electrical/sine_voltage.hpp"
#include "components/electrical/voltage_sensor.hpp"
#include "components/polyphase/ideal_diode.hpp"
#include "components/polyphase/resistor.hpp"
#include "components/polyphase/sine_voltage.hpp"
#include "components/polyphase/star.hpp"
#include "components/power_converters/chopper_step_down.hpp"
#include "components/power_converters/diode_bridge_2m_pulse.hpp"
#include "components/power_converters/diode_bridge_2pulse.hpp"
#include "components/power_converters/hbridge.hpp"
#include "components/power_converters/signal_pwm.hpp"
#include "components/power_converters/single_phase_2level.hpp"
#include "components/power_converters/voltage_to_duty_cycle.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

SimulationOptions accurate(double t_stop, double dt) {
  return {.t_stop = t_stop, .output_interval = dt, .rtol = 1e-9, .atol = 1e-10};
}

TEST(MslPowerConverters, MeanOfARampIsItsValueAtMidPeriod) {
  Model m("mean");
  auto& ramp = m.add<blocks::Ramp>("ramp", blocks::Ramp::Params{.height = 10, .duration = 10});
  auto& mean = m.add<blocks::Mean>("mean", blocks::Mean::Params{.f = 4});
  m.connect(ramp.y, mean.u);
  Results r = simulate(m, accurate(1.0, 1e-3));
  // u = t: over [k/4, (k+1)/4] the mean is (k + 0.5)/4, held during the next period.
  EXPECT_EQ(r.at("mean.y", 0.2), 0.0);
  EXPECT_NEAR(r.at("mean.y", 0.3), 0.125, 1e-8);
  EXPECT_NEAR(r.at("mean.y", 0.8), 0.625, 1e-8);
  EXPECT_NEAR(r.at("mean.x", 0.35), 0.5 * (0.35 * 0.35 - 0.25 * 0.25), 1e-8);
}

TEST(MslPowerConverters, SignalPwmFiresForTheDutyCycleOfEveryPeriod) {
  Model m("pwm");
  auto& pwm = m.add<power_converters::SignalPWM>(
      "pwm", power_converters::SignalPWM::Params{.constantDutyCycle = 0.3, .f = 10});
  auto& mean = m.add<blocks::Mean>("mean", blocks::Mean::Params{.f = 10});
  m.connect(pwm.fire, mean.u);
  Results r = simulate(m, accurate(0.5, 1e-3));
  EXPECT_NEAR(r.at("mean.y", 0.45), 0.3, 1e-8);
  for (double t : {0.005, 0.029, 0.031, 0.099, 0.101, 0.129, 0.131, 0.42, 0.44})
    EXPECT_EQ(r.at("pwm.fire", t), std::fmod(t, 0.1) < 0.03 ? 1.0 : 0.0) << t;
  EXPECT_EQ(r.at("pwm.notFire", 0.05), 1.0);
}

TEST(MslPowerConverters, SignalPwmHoldsTheDutyCycleSampledAtThePeriodStart) {
  Model m("pwm");
  auto& d = m.add<blocks::Ramp>("d", blocks::Ramp::Params{.height = 2, .duration = 1});
  auto& pwm = m.add<power_converters::SignalPWM>(
      "pwm", power_converters::SignalPWM::Params{.useConstantDutyCycle = false, .f = 4});
  // A state beside the signals: a model without any continuous state does not
  // stop at the time events of discrete-dependent relations (solvers, to fix).
  auto& mean = m.add<blocks::Mean>("mean", blocks::Mean::Params{.f = 4});
  m.connect(d.y, pwm.dutyCycle);
  m.connect(pwm.fire, mean.u);
  Simulation sim(compile(m));
  Results r = sim.run(accurate(1.0, 1e-3));
  // The limits are read only by the when-clause's sampling: d leaving 0 at
  // the start and passing 1 at t = 0.5 raise no event.
  EXPECT_EQ(sim.statistics().state_events, 0);
  // At t = 0.25 the duty cycle 0.5 is held: fire until 0.375 although d rises.
  EXPECT_EQ(r.at("pwm.fire", 0.37), 1.0);
  EXPECT_EQ(r.at("pwm.fire", 0.38), 0.0);
  // From t = 0.5 on the limiter keeps d at 1: always firing.
  EXPECT_EQ(r.at("pwm.fire", 0.74), 1.0);
  EXPECT_EQ(r.at("pwm.fire", 0.99), 1.0);
}

TEST(MslPowerConverters, VoltageToDutyCycleMapsAndLimits) {
  using power_converters::Voltage2DutyCycle;
  Model m("map");
  auto& v =
      m.add<blocks::Ramp>("v", blocks::Ramp::Params{.height = 40, .duration = 1, .offset = -20});
  auto& uni = m.add<Voltage2DutyCycle>(
      "uni", Voltage2DutyCycle::Params{.useBipolarVoltage = false, .VLim = 10});
  auto& bi = m.add<Voltage2DutyCycle>("bi", Voltage2DutyCycle::Params{.VLim = 10});
  auto& rec =
      m.add<Voltage2DutyCycle>("rec", Voltage2DutyCycle::Params{.reciprocal = true, .VLim = 10});
  m.connect(v.y, uni.v);
  m.connect(v.y, bi.v);
  m.connect(v.y, rec.v);
  Results r = simulate(m, accurate(1.0, 1e-3));
  // v = -20 + 40 t.
  EXPECT_NEAR(r.at("uni.dutyCycle", 0.25), 0.0, 1e-12);
  EXPECT_NEAR(r.at("uni.dutyCycle", 0.6), 0.4, 1e-9);
  EXPECT_NEAR(r.at("uni.dutyCycle", 0.9), 1.0, 1e-12);
  EXPECT_NEAR(r.at("bi.dutyCycle", 0.45), 0.4, 1e-9);
  EXPECT_NEAR(r.at("bi.dutyCycle", 0.1), 0.0, 1e-12);
  EXPECT_NEAR(r.at("rec.dutyCycle", 0.9), 1.0 - 10.0 / 16.0, 1e-9);
  EXPECT_NEAR(r.at("rec.dutyCycle", 0.5), 0.0, 1e-12);
}

TEST(MslPowerConverters, GtoThyristorConductsForwardOnlyWhileFired) {
  using namespace electrical;
  Model m("gto");
  auto& source = m.add<ConstantVoltage>("source", ConstantVoltage::Params{.V = 10});
  auto& gto = m.add<IdealGTOThyristor>("gto");
  auto& load = m.add<Resistor>("load", Resistor::Params{.R = 2});
  auto& ground = m.add<Ground>("ground");
  auto& fire = m.add<blocks::Step>("fire", blocks::Step::Params{.start_time = 0.5});
  m.connect(source.p, gto.p);
  m.connect(gto.n, load.p);
  m.connect(load.n, source.n);
  m.connect(source.n, ground.p);
  m.connect(fire.y, gto.fire);
  Results r = simulate(m, accurate(1.0, 1e-2));
  // Blocking: i = Goff v with nearly all 10 V across it; conducting: 10 V over 2 Ohm + Ron.
  EXPECT_NEAR(r.at("gto.i", 0.3), 1e-5 * 10 / (1 + 2e-5), 1e-9);
  EXPECT_NEAR(r.at("gto.i", 0.8), 10 / (2 + 1e-5), 1e-9);
}

TEST(MslPowerConverters, ChopperStepDownOutputsTheDutyCycleTimesTheInput) {
  using namespace electrical;
  Model m("buck");
  auto& source = m.add<ConstantVoltage>("source", ConstantVoltage::Params{.V = 50});
  auto& chopper = m.add<power_converters::ChopperStepDown>("chopper");
  auto& load = m.add<Resistor>("load", Resistor::Params{.R = 10});
  auto& ground = m.add<Ground>("ground");
  auto& pwm = m.add<power_converters::SignalPWM>(
      "pwm", power_converters::SignalPWM::Params{.constantDutyCycle = 0.4, .f = 1000});
  auto& mean = m.add<blocks::Mean>("mean", blocks::Mean::Params{.f = 1000});
  m.connect(source.p, chopper.dc_p1);
  m.connect(source.n, chopper.dc_n1);
  m.connect(source.n, ground.p);
  m.connect(chopper.dc_p2, load.p);
  m.connect(chopper.dc_n2, load.n);
  m.connect(pwm.fire, chopper.fire_p);
  auto& sensor = m.add<VoltageSensor>("sensor");
  m.connect(sensor.p, chopper.dc_p2);
  m.connect(sensor.n, chopper.dc_n2);
  m.connect(sensor.v, mean.u);
  Results r = simulate(m, accurate(0.01, 1e-5));
  // A resistive load sees the source while fired: mean output voltage d
  // Vsource, plus the open transistor's leakage Goff Vsource R for 1 - d.
  EXPECT_NEAR(r.at("mean.y", 0.0095), 0.4 * 50 + 0.6 * 1e-5 * 50 * 10, 1e-4);
  EXPECT_NEAR(r.at("chopper.vDC1", 0.005), 50, 1e-9);
}

TEST(MslPowerConverters, HBridgeOutputsTwiceTheDutyCycleMinusAHalfTimesTheInput) {
  using namespace electrical;
  Model m("hbridge");
  auto& source = m.add<ConstantVoltage>("source", ConstantVoltage::Params{.V = 100});
  auto& bridge = m.add<power_converters::HBridge>("bridge");
  auto& load = m.add<Resistor>("load", Resistor::Params{.R = 100});
  auto& ground = m.add<Ground>("ground");
  auto& pwm = m.add<power_converters::SignalPWM>(
      "pwm", power_converters::SignalPWM::Params{.constantDutyCycle = 0.3, .f = 1000});
  auto& sensor = m.add<VoltageSensor>("sensor");
  auto& mean = m.add<blocks::Mean>("mean", blocks::Mean::Params{.f = 1000});
  m.connect(source.p, bridge.dc_p1);
  m.connect(source.n, bridge.dc_n1);
  m.connect(source.n, ground.p);
  m.connect(bridge.dc_p2, load.p);
  m.connect(bridge.dc_n2, load.n);
  m.connect(pwm.fire, bridge.fire_p);
  m.connect(pwm.notFire, bridge.fire_n);
  m.connect(sensor.p, bridge.dc_p2);
  m.connect(sensor.n, bridge.dc_n2);
  m.connect(sensor.v, mean.u);
  Results r = simulate(m, accurate(0.005, 1e-5));
  // +100 V for d, -100 V for 1 - d (less the on-resistances of two transistors).
  EXPECT_NEAR(r.at("mean.y", 0.0045), 2 * (0.3 - 0.5) * 100, 1e-2);
  EXPECT_NEAR(r.at("bridge.vDC2", 0.0041), 100, 1e-2);
  EXPECT_NEAR(r.at("bridge.vDC2", 0.0045), -100, 1e-2);
}

TEST(MslPowerConverters, HalfBridgeFollowsItsFiredTransistorAndFreewheels) {
  using namespace electrical;
  Model m("half");
  auto& dc = m.add<ConstantVoltage>("dc", ConstantVoltage::Params{.V = 100});
  auto& bridge = m.add<power_converters::SinglePhase2Level>("bridge");
  auto& load = m.add<Resistor>("load", Resistor::Params{.R = 10});
  auto& ground = m.add<Ground>("ground");
  auto& fire_p = m.add<blocks::Step>("fire_p", blocks::Step::Params{.start_time = 0.5});
  auto& fire_n = m.add<blocks::Step>("fire_n", blocks::Step::Params{.height = 0});
  m.connect(dc.p, bridge.dc_p);
  m.connect(dc.n, bridge.dc_n);
  m.connect(dc.n, ground.p);
  m.connect(bridge.ac, load.p);
  m.connect(load.n, ground.p);
  m.connect(fire_p.y, bridge.fire_p);
  m.connect(fire_n.y, bridge.fire_n);
  Results r = simulate(m, accurate(1.0, 1e-2));
  // Nothing fired: the load sits between the blocking parts; fired: ac = dc_p.
  EXPECT_NEAR(r.at("bridge.vAC", 0.3), 0.0, 0.1);
  EXPECT_NEAR(r.at("bridge.vAC", 0.8), 100 * 10 / (10 + 1e-5), 1e-6);
  // The DC side also feeds the leakage Goff 100 V of the lower transistor and diode.
  EXPECT_NEAR(r.at("bridge.iDC", 0.8), -r.at("bridge.iAC", 0.8) + 2 * 1e-5 * 100, 1e-6);
}

TEST(MslPowerConverters, DiodeBridgeRectifiesASineToItsMeanAndRms) {
  using namespace electrical;
  const double V = 100, f = 50, R = 10;
  Model m("bridge");
  auto& source = m.add<SineVoltage>("source", SineVoltage::Params{.V = V, .f = f});
  auto& ground = m.add<Ground>("ground");
  auto& bridge = m.add<power_converters::DiodeBridge2Pulse>("bridge");
  auto& load = m.add<Resistor>("load", Resistor::Params{.R = R});
  auto& sensor = m.add<VoltageSensor>("sensor");
  auto& mean = m.add<blocks::Mean>("mean", blocks::Mean::Params{.f = 2 * f});
  auto& rms = m.add<blocks::RootMeanSquare>("rms", blocks::RootMeanSquare::Params{.f = 2 * f});
  m.connect(source.p, bridge.ac_p);
  m.connect(source.n, bridge.ac_n);
  m.connect(source.n, ground.p);
  m.connect(bridge.dc_p, load.p);
  m.connect(bridge.dc_n, load.n);
  m.connect(sensor.p, bridge.dc_p);
  m.connect(sensor.n, bridge.dc_n);
  m.connect(sensor.v, mean.u);
  m.connect(sensor.v, rms.u);
  Results r = simulate(m, accurate(0.05, 1e-4));
  // The supply crosses zero at the sample instants: each sample fires once.
  // |V sin|: mean 2V/pi, RMS V/sqrt(2) (less the two diodes' Ron; the blocked
  // pair's leakage Goff is in parallel with the load).
  EXPECT_NEAR(r.at("mean.y", 0.045), 2 * V / std::numbers::pi, 1e-2);
  EXPECT_NEAR(r.at("rms.y", 0.045), V / std::sqrt(2.0), 1e-2);
  EXPECT_NEAR(r.at("bridge.vAC", 0.015), -V, 1e-9);
  EXPECT_NEAR(r.at("bridge.vDC", 0.015), V, 1e-2);
}

TEST(MslPowerConverters, PolyphaseIdealDiodeConductsEachPhaseForwardOnly) {
  // Each phase: source -> diode -> R -> grounded star: i = v/(R + Ron) while v > 0,
  // else the leakage Goff v/(1 + R Goff).
  const double V = 100, R = 10, Ron = 1e-5, Goff = 1e-5;
  Model m("diodes");
  auto& source =
      m.add<polyphase::SineVoltage>("source", polyphase::SineVoltage::Params{.V = V, .f = 50});
  auto& diode = m.add<polyphase::IdealDiode>("diode");
  auto& load = m.add<polyphase::Resistor>("load", polyphase::Resistor::Params{.R = R});
  auto& star = m.add<polyphase::Star>("star");
  auto& ground = m.add<electrical::Ground>("ground");
  m.connect(source.plug_p, diode.plug_p);
  m.connect(diode.plug_n, load.plug_p);
  m.connect(load.plug_n, star.plug_p);
  m.connect(source.plug_n, star.plug_p);
  m.connect(star.pin_n, ground.p);
  Simulation sim(compile(m));
  Results r = sim.run(accurate(0.019, 1e-4));
  double loss = 0;
  for (int k = 0; k < 3; ++k) {
    for (double t : {0.0013, 0.0052, 0.0091, 0.0137, 0.0174}) {
      const double v = V * std::sin(2 * std::numbers::pi * 50 * t - k * 2 * std::numbers::pi / 3);
      const double i = v > 0 ? v / (R + Ron) : Goff * v / (1 + R * Goff);
      const std::string phase = "[" + std::to_string(k + 1) + "]";
      EXPECT_NEAR(r.at("diode.i" + phase, t), i, 1e-9) << k << " " << t;
      EXPECT_EQ(r.at("diode.off" + phase, t), v > 0 ? 0.0 : 1.0) << k << " " << t;
      if (t == 0.0052) loss += v > 0 ? Ron * i * i : (v - R * i) * i;
    }
  }
  EXPECT_NEAR(r.at("diode.LossPower", 0.0052), loss, 1e-9);
  // Phase 1 turns off at 10 ms, phase 2 on at 6.7 and off at 16.7 ms, phase 3
  // off at 3.3 and on at 13.3 ms.
  EXPECT_EQ(sim.statistics().state_events, 5);
}

TEST(MslPowerConverters, DiodeBridge2mPulseOutputsTheLineToLineEnvelope) {
  // Six-pulse bridge on a resistor: vDC = max_k v_k - min_k v_k, whose mean
  // is 3 sqrt(3)/pi V (less the two conducting diodes' Ron drop).
  using std::numbers::pi;
  const double V = 100, f = 50, R = 10;
  Model m("bridge");
  auto& source =
      m.add<polyphase::SineVoltage>("source", polyphase::SineVoltage::Params{.V = V, .f = f});
  auto& star = m.add<polyphase::Star>("star");
  auto& ground = m.add<electrical::Ground>("ground");
  auto& bridge = m.add<power_converters::DiodeBridge2mPulse>("bridge");
  auto& load = m.add<electrical::Resistor>("load", electrical::Resistor::Params{.R = R});
  auto& sensor = m.add<electrical::VoltageSensor>("sensor");
  auto& mean = m.add<blocks::Mean>("mean", blocks::Mean::Params{.f = 6 * f});
  m.connect(source.plug_n, star.plug_p);
  m.connect(star.pin_n, ground.p);
  m.connect(source.plug_p, bridge.ac);
  m.connect(bridge.dc_p, load.p);
  m.connect(bridge.dc_n, load.n);
  m.connect(sensor.p, bridge.dc_p);
  m.connect(sensor.n, bridge.dc_n);
  m.connect(sensor.v, mean.u);
  Results r = simulate(m, accurate(0.02, 1e-4));
  for (double t : {0.0011, 0.0043, 0.0079, 0.0122, 0.0168}) {
    double hi = -1e300, lo = 1e300;
    for (int k = 0; k < 3; ++k) {
      const double v = V * std::sin(2 * pi * f * t - k * 2 * pi / 3);
      hi = std::max(hi, v);
      lo = std::min(lo, v);
    }
    EXPECT_NEAR(r.at("bridge.vDC", t), hi - lo, 2e-3) << t;
    // iDC = dc_p.i enters the bridge: the load current leaves it there.
    EXPECT_NEAR(r.at("bridge.iDC", t), -(hi - lo) / R, 2e-4) << t;
  }
  EXPECT_NEAR(r.at("mean.y", 0.019), 3 * std::sqrt(3.0) / pi * V, 2e-3);
}

}  // namespace
}  // namespace acausal
