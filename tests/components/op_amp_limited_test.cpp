// The trapezoid source and the limited op-amp (MSL Sources.Trapezoid,
// TrapezoidVoltage, Ideal.IdealizedOpAmpLimited) against their closed forms,
// and the OpAmps examples built from them against the amplifier formulas
// with the finite gain V0.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <numbers>
#include <string>
#include <tuple>

#include <gtest/gtest.h>

#include "components/blocks/sources.hpp"
#include "components/blocks/trapezoid.hpp"
#include "components/electrical/constant_voltage.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/idealized_op_amp_limited.hpp"
#include "components/electrical/resistor.hpp"
#include "components/electrical/signal_voltage.hpp"
#include "core/model/model.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/builtin_models.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using namespace electrical;

// MSL Trapezoid over one period from T_start, in closed form.
double trapezoid(double t, const blocks::TrapezoidParams& p, int period_index) {
  if (t < p.startTime) return p.offset;
  if (p.nperiod >= 0 && period_index >= p.nperiod) return p.offset;
  const double T_start = p.startTime + period_index * p.period, tau = t - T_start;
  if (tau < p.rising) return p.offset + p.amplitude * tau / p.rising;
  if (tau < p.rising + p.width) return p.offset + p.amplitude;
  if (tau < p.rising + p.width + p.falling)
    return p.offset + p.amplitude * (p.rising + p.width + p.falling - tau) / p.falling;
  return p.offset;
}

TEST(Trapezoid, FollowsItsRampsHoldsAndStopsAfterNperiods) {
  const blocks::TrapezoidParams p{.amplitude = 3,
                                  .rising = 0.1,
                                  .width = 0.2,
                                  .falling = 0.3,
                                  .period = 1,
                                  .nperiod = 2,
                                  .offset = -1,
                                  .startTime = 0.5};
  Model m("trapezoid");
  m.add<blocks::Trapezoid>("trap", p);
  Simulation sim(compile(m));
  const Results r = sim.run({.t_stop = 3.5, .output_interval = 0.01, .rtol = 1e-9});
  for (double t : {0.2, 0.55, 0.6, 0.75, 0.85, 1.05, 1.3, 1.56, 1.7, 1.95, 2.6, 3.2}) {
    const int k = static_cast<int>(std::floor((t - p.startTime) / p.period));
    EXPECT_NEAR(r.at("trap.y", t), trapezoid(t, p, std::max(k, 0)), 1e-12) << t;
  }
  EXPECT_EQ(r.at("trap.y", 3.2), -1.0);  // after two periods
}

// A start before t = 0 puts t = 0 inside a period (the OpAmps examples start
// in the middle of the high phase).
TEST(Trapezoid, ANegativeStartTimeIsAlreadyUnderWay) {
  const double f = 10, rising = 0.2 / f, width = 0.3 / f;
  const blocks::TrapezoidParams p{.amplitude = 10,
                                  .rising = rising,
                                  .width = width,
                                  .falling = 0.2 / f,
                                  .period = 1 / f,
                                  .offset = -5,
                                  .startTime = -(rising + width / 2)};
  Model m("trapezoid");
  m.add<blocks::Trapezoid>("trap", p);
  Simulation sim(compile(m));
  const Results r = sim.run({.t_stop = 0.35, .output_interval = 1e-3, .rtol = 1e-9});
  EXPECT_EQ(r.at("trap.y", 0.0), 5.0);
  for (double t : {0.012, 0.025, 0.047, 0.07, 0.099, 0.113, 0.31}) {
    const int k = static_cast<int>(std::floor((t - p.startTime) / p.period));
    EXPECT_NEAR(r.at("trap.y", t), trapezoid(t, p, k), 1e-9) << t;
  }
}

TEST(Trapezoid, PhasesLongerThanThePeriodAreRefused) {
  Model m("trapezoid");
  const std::string msg = testing::error_of([&] {
    m.add<blocks::Trapezoid>("trap",
                             blocks::TrapezoidParams{.rising = 0.5, .width = 0.4, .falling = 0.3});
  });
  EXPECT_TRUE(testing::contains(msg,
                                "rising + width + falling = 1.2 s is longer than the "
                                "period 1 s"))
      << msg;
}

// An open-loop op-amp: V0 v_in within the supply, the supply outside it; with
// supply pins the supply delivers what the load takes.
TEST(IdealizedOpAmpLimited, AmplifiesByV0AndClipsAtTheSupply) {
  Model m("open_loop");
  auto& ground = m.add<Ground>("ground");
  auto& source = m.add<SignalVoltage>("source");
  auto& ramp = m.add<blocks::Ramp>(
      "ramp", blocks::Ramp::Params{.height = 2e-3, .duration = 1, .offset = -1e-3});
  auto& opAmp = m.add<IdealizedOpAmpLimited>(
      "opAmp", IdealizedOpAmpLimited::Params{.V0 = 1e4, .Vps = 12, .Vns = -8});
  auto& load = m.add<Resistor>("load", Resistor::Params{.R = 100});
  m.connect(ramp.y, source.v);
  m.connect(source.p, opAmp.in_p);
  m.connect(source.n, ground.p);
  m.connect(opAmp.in_n, ground.p);
  m.connect(opAmp.out, load.p);
  m.connect(load.n, ground.p);
  Simulation sim(compile(m));
  const Results r = sim.run({.t_stop = 1, .output_interval = 0.01, .rtol = 1e-9});
  for (double t : {0.0, 0.3, 0.45, 0.5, 0.55, 0.6, 0.9, 1.0}) {
    const double v_in = -1e-3 + 2e-3 * t;
    EXPECT_NEAR(r.at("opAmp.v_out", t), std::clamp(1e4 * v_in, -8.0, 12.0), 1e-9) << t;
    EXPECT_NEAR(r.at("opAmp.in_p.i", t), 0.0, 1e-15);
    // p_s = -(p_in + p_out): the supply gives the load's power.
    EXPECT_NEAR(r.at("opAmp.p_s", t), std::pow(r.at("opAmp.v_out", t), 2) / 100, 1e-9) << t;
  }
}

TEST(IdealizedOpAmpLimited, SupplyPinsSetTheLimitsAndCarryTheSupplyCurrent) {
  Model m("supplied");
  auto& ground = m.add<Ground>("ground");
  auto& vp = m.add<ConstantVoltage>("vp", ConstantVoltage::Params{.V = 5});
  auto& vn = m.add<ConstantVoltage>("vn", ConstantVoltage::Params{.V = 5});
  auto& input = m.add<ConstantVoltage>("input", ConstantVoltage::Params{.V = 1});
  auto& opAmp =
      m.add<IdealizedOpAmpLimited>("opAmp", IdealizedOpAmpLimited::Params{.useSupply = true});
  auto& load = m.add<Resistor>("load", Resistor::Params{.R = 10});
  m.connect(vp.n, ground.p);
  m.connect(vn.p, ground.p);
  m.connect(vp.p, *opAmp.s_p);
  m.connect(vn.n, *opAmp.s_n);
  m.connect(input.p, opAmp.in_p);
  m.connect(input.n, ground.p);
  m.connect(opAmp.in_n, ground.p);
  m.connect(opAmp.out, load.p);
  m.connect(load.n, ground.p);
  Simulation sim(compile(m));
  const Results r = sim.run({.t_stop = 0.1, .rtol = 1e-9});
  EXPECT_NEAR(r.final("opAmp.v_out"), 5.0, 1e-12);  // clipped at s_p.v
  // p_s = 2.5 W into a 10 V supply span: i_s = 0.25 A out of s_p, into s_n.
  EXPECT_NEAR(r.final("opAmp.s_p.i"), 0.25, 1e-12);
  EXPECT_NEAR(r.final("opAmp.s_n.i"), -0.25, 1e-12);
}

// The three MSL examples over their second: the output follows the
// trapezoid input by the amplifier's gain with the finite V0 = 15000.
TEST(OpAmpExamples, AmplifiersFollowTheirFiniteGainFormulas) {
  const double V0 = 15000, k = 2;
  struct Case {
    std::string name, output;
    double gain;
  };
  for (const Case& c : {Case{"InvertingAmplifier", "gain.opAmp.v_out", -k / (1 + (1 + k) / V0)},
                        Case{"NonInvertingAmplifier", "buffer.opAmp.v_out", k / (1 + k / V0)},
                        Case{"VoltageFollower", "opAmp.v_out", V0 / (1 + V0)}}) {
    const testing::ExampleRun run =
        testing::run_example("Modelica.Electrical.Analog.Examples.OpAmps." + c.name);
    const Results& r = run.results;
    double worst = 0;
    for (std::size_t i = 0; i < r.rows(); ++i) {
      const double v_in = r.value(i, r.column("vIn.v"));
      worst = std::max(worst, std::abs(r.value(i, r.column(c.output)) - c.gain * v_in));
    }
    EXPECT_LT(worst, 1e-9) << c.name;
    EXPECT_NEAR(r.at("vIn.v", 0.0), 5.0, 1e-12) << c.name;
    EXPECT_NEAR(r.at("vIn.v", 0.05), -5.0, 1e-12) << c.name;
    // Dymola: 30 time and 10 state events (the period counter); here the
    // counter's instants are time events too.
    EXPECT_EQ(run.statistics.time_events + run.statistics.state_events, 40) << c.name;
  }
}

// The capacitor circuits against their ODEs in the capacitor voltage x with
// the finite gain (v_n = -v_out / V0 at the inverting input, v_out within the
// supply), integrated here by RK4 with the trapezoid input in closed form:
//   Integrator: C x' = -(vin - v_n) / R,  x = v_out - v_n, C = 1 / (2 pi f R k);
//   LowPass:    C x' = -(vin - v_n) / R1 - x / R2, x = v_out - v_n, R2 C = T;
//   HighPass:   C x' = i = (vin - x) / (R1 + R2 / (V0 + 1)), v_out = -R2 i V0 / (V0 + 1),
// with T = 1 / (2 pi) s.
TEST(OpAmpExamples, CapacitorCircuitsFollowTheirOdes) {
  const double f = 10, rising = 0.2 / f, width = 0.3 / f;
  // The Integrator's input runs from -5 to 5 V, LowPass's and HighPass's from 0 to 5 V.
  auto input = [&](bool bipolar) {
    return blocks::TrapezoidParams{.amplitude = bipolar ? 10.0 : 5.0,
                                   .rising = rising,
                                   .width = width,
                                   .falling = 0.2 / f,
                                   .period = 1 / f,
                                   .offset = bipolar ? -5.0 : 0.0,
                                   .startTime = -(rising + width / 2)};
  };
  const blocks::TrapezoidParams bipolar = input(true), unipolar = input(false);
  auto wave = [](const blocks::TrapezoidParams& in, double t) {
    return trapezoid(t, in, static_cast<int>(std::floor((t - in.startTime) / in.period)));
  };
  auto vin = [&](double t) { return wave(bipolar, t); };
  auto vin01 = [&](double t) { return wave(unipolar, t); };
  const double T = 1 / (2 * std::numbers::pi), R = 1000, V0 = 15000;
  const double C_integrator = 1 / 2.0 / (2 * std::numbers::pi * f * R), C_low = T / R;
  const double C_high = T / R;
  auto v_out = [&](double x) { return x * V0 / (V0 + 1); };  // x = v_out - v_n
  auto v_n = [&](double x) { return -x / (V0 + 1); };
  struct Case {
    std::string name, output;
    std::function<double(double, double)> rate;       // x' (t, x)
    std::function<double(double, double)> output_of;  // v_out (t, x)
  };
  auto high_i = [&](double t, double x) { return (vin01(t) - x) / (R + R / (V0 + 1)); };
  for (const Case& c : {
           Case{"Integrator", "integrator.opAmp.v_out",
                [&](double t, double x) { return -(vin(t) - v_n(x)) / R / C_integrator; },
                [&](double, double x) { return v_out(x); }},
           Case{"LowPass", "firstOrder.opAmp.v_out",
                [&](double t, double x) { return (-(vin01(t) - v_n(x)) / R - x / R) / C_low; },
                [&](double, double x) { return v_out(x); }},
           Case{"HighPass", "derivative.opAmp.v_out",
                [&](double t, double x) { return high_i(t, x) / C_high; },
                [&](double t, double x) { return -R * high_i(t, x) * V0 / (V0 + 1); }},
       }) {
    const testing::ExampleRun run =
        testing::run_example("Modelica.Electrical.Analog.Examples.OpAmps." + c.name);
    double x = 0, t = 0, worst = 0;
    const double h = 1e-5;
    for (double target = 0.05; target <= 1.0 + 1e-9; target += 0.05) {
      while (t < target - 1e-12) {
        const double step = std::min(h, target - t);
        const double k1 = c.rate(t, x), k2 = c.rate(t + step / 2, x + step / 2 * k1);
        const double k3 = c.rate(t + step / 2, x + step / 2 * k2);
        const double k4 = c.rate(t + step, x + step * k3);
        x += step / 6 * (k1 + 2 * k2 + 2 * k3 + k4);
        t += step;
      }
      worst = std::max(worst, std::abs(run.results.at(c.output, target) - c.output_of(t, x)));
    }
    std::printf("[ op-amp   ] %s: worst %.3g V against the ODE\n", c.name.c_str(), worst);
    EXPECT_LT(worst, 3e-5) << c.name;  // V, of outputs up to 12.6 V (IDA at rtol 1e-7)
  }
}

// Adder and Subtracter: v1 = 5 sin(2 pi 10 t) V, v2 = 5 V. With the finite
// gain the inverting adder (R1 = R2 = R) gives vOut = (v1 + v2) / (1 + 3 / V0)
// and the difference amplifier (all resistors equal) vOut = (v1 - v2) / (1 + 2 / V0).
TEST(OpAmpExamples, AdderAndSubtracterFollowTheirFiniteGainFormulas) {
  const double V0 = 15000;
  for (const auto& [name, sign, loss] : {std::tuple{std::string("Adder"), 1.0, 3.0},
                                         std::tuple{std::string("Subtracter"), -1.0, 2.0}}) {
    const testing::ExampleRun run =
        testing::run_example("Modelica.Electrical.Analog.Examples.OpAmps." + name);
    const Results& r = run.results;
    double worst = 0;
    for (std::size_t i = 0; i < r.rows(); ++i) {
      const double t = r.times()[i], v1 = 5 * std::sin(2 * std::numbers::pi * 10 * t);
      worst = std::max(
          worst, std::abs(r.value(i, r.column("vOut.v")) - (v1 + sign * 5) / (1 + loss / V0)));
    }
    EXPECT_LT(worst, 1e-6) << name;
  }
}

// LCOscillator: the amplifier's gain A = 1.001 (with V0: A' = A / (1 + A / V0))
// feeds the tank through R a current (A' - 1) v / R, a negative resistance,
// so v'' - 2 s v' + v / (L C) = 0 with s = (A' - 1) / (2 R C) > 0:
// v = e^(s t) (10 cos(wd t) + 10 s / wd sin(wd t)), wd^2 = 1 / (L C) - s^2.
// The finite V0 lowers the growth rate by 7 %. At rtol 1e-9.
TEST(OpAmpExamples, LcOscillatorGrowsAsItsCharacteristicRoots) {
  const models::ModelEntry& entry =
      models::find_model("Modelica.Electrical.Analog.Examples.OpAmps.LCOscillator");
  SimulationOptions options = entry.defaults;
  options.rtol = 1e-9;
  options.atol = 1e-12;
  Simulation sim(compile(*entry.build()));
  const Results r = sim.run(options);
  const double A = 1.001, V0 = 15000, R = 1e4, L = 1e-3, f = 1000;
  const double C = 1 / (std::pow(2 * std::numbers::pi * f, 2) * L);
  const double A_eff = A / (1 + A / V0), s = (A_eff - 1) / (2 * R * C);
  const double wd = std::sqrt(1 / (L * C) - s * s);
  double worst = 0;
  for (std::size_t i = 0; i < r.rows(); ++i) {
    const double t = r.times()[i];
    const double v = std::exp(s * t) * (10 * std::cos(wd * t) + 10 * s / wd * std::sin(wd * t));
    worst = std::max(worst, std::abs(r.value(i, r.column("c.v")) - v));
  }
  EXPECT_LT(worst, 1e-5);
  EXPECT_GT(r.final("c.v"), 10.0 * std::exp(0.9 * s * 0.01));  // it grows
}

}  // namespace
}  // namespace acausal
