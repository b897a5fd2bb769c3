// Ideal switching elements (MSL Electrical.Analog.Ideal): the diode's
// piecewise-linear characteristic and its state events against the closed
// form of a half-wave rectifier, switches opened and closed on command, and
// switches controlled by a pin voltage.
#include <cmath>
#include <numbers>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "components/blocks/math.hpp"
#include "components/blocks/sources.hpp"
#include "components/electrical/capacitor.hpp"
#include "components/electrical/constant_voltage.hpp"
#include "components/electrical/controlled_ideal_switch.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/ideal_diode.hpp"
#include "components/electrical/ideal_switch.hpp"
#include "components/electrical/resistor.hpp"
#include "components/electrical/sine_voltage.hpp"
#include "core/compile/compiled_model.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

using namespace electrical;
constexpr double kPi = std::numbers::pi;

// The circuits below have no states: every unknown is algebraic, and with
// the default options IDA leaves algebraic unknowns out of its error test, so
// nothing controls its step and the zero crossings are located on a coarse
// interpolant (see SwitchingFramework.RelationOnAnAlgebraicUnknownIsLocated...).
// The closed-form tests therefore keep the algebraic unknowns in the error test.
SimulationOptions algebraic(double t_stop, double output_interval) {
  return {.t_stop = t_stop,
          .output_interval = output_interval,
          .rtol = 1e-8,
          .suppress_algebraic_error_test = false};
}

// The event log, for failure messages.
std::string describe(const std::vector<solvers::EventRecord>& events) {
  std::string out;
  for (const auto& e : events)
    out +=
        "\n  t = " + std::to_string(e.time) + (e.time_event ? " (time) " : " (state) ") + e.cause;
  return out;
}

// Rows of the results at time t (two at an event: left and right limit).
std::vector<std::size_t> rows_at(const Results& r, double t) {
  std::vector<std::size_t> rows;
  for (std::size_t k = 0; k < r.rows(); ++k)
    if (r.times()[k] == t) rows.push_back(k);
  return rows;
}

// Source V sin(2 pi f t) - diode - load resistor R - ground. Ron, Goff and
// Vknee are large enough that every one of them shows in the numbers.
struct HalfWave {
  static constexpr double V = 10, f = 50, R = 10, Ron = 0.1, Goff = 0.01, Vknee = 0.7;
  Model m{"halfwave"};
  HalfWave() {
    auto& ground = m.add<Ground>("ground");
    auto& source = m.add<SineVoltage>("source", SineVoltage::Params{.V = V, .f = f});
    auto& diode =
        m.add<IdealDiode>("diode", IdealDiode::Params{.Ron = Ron, .Goff = Goff, .Vknee = Vknee});
    auto& load = m.add<Resistor>("load", Resistor::Params{.R = R});
    m.connect(source.p, diode.p);
    m.connect(diode.n, load.p);
    m.connect(load.n, ground.p);
    m.connect(source.n, ground.p);
  }
  // The loop v_s = v_diode + R i with the diode law on either side of the knee.
  static double blocking_current(double vs) { return Goff * vs / (1 + R * Goff); }
  static double conducting_current(double vs) {
    return (vs - Vknee * (1 - Ron * Goff)) / (Ron + R);
  }
  // The knee point s = 0 (v = Vknee, i = Goff Vknee) is reached at v_s = Vknee (1 + R Goff).
  static double knee_source_voltage() { return Vknee * (1 + R * Goff); }
};

TEST(Switching, HalfWaveRectifierMatchesThePiecewiseLinearClosedForm) {
  HalfWave hw;
  Simulation sim(compile(hw.m));
  Results r = sim.run(algebraic(0.04, 1e-4));
  const double w = 2 * kPi * HalfWave::f;
  const double phi = std::asin(HalfWave::knee_source_voltage() / HalfWave::V);
  // Two periods: the diode turns on at phi / w and off at (pi - phi) / w in each.
  const std::vector<double> expected{phi / w, (kPi - phi) / w, (2 * kPi + phi) / w,
                                     (3 * kPi - phi) / w};
  ASSERT_EQ(sim.events().size(), expected.size()) << describe(sim.events());
  EXPECT_EQ(sim.statistics().state_events, 4);
  EXPECT_EQ(sim.statistics().time_events, 0);
  for (std::size_t k = 0; k < expected.size(); ++k) {
    EXPECT_NEAR(sim.events()[k].time, expected[k], 1e-9) << "event " << k;
    EXPECT_NE(sim.events()[k].cause.find("diode.s < 0"), std::string::npos)
        << sim.events()[k].cause;
  }
  for (double t = 0.0005; t < 0.04; t += 0.0005) {
    const double vs = HalfWave::V * std::sin(w * t);
    const bool on = vs > HalfWave::knee_source_voltage();
    const double i = on ? HalfWave::conducting_current(vs) : HalfWave::blocking_current(vs);
    EXPECT_NEAR(r.at("diode.i", t), i, 1e-9) << t;
    EXPECT_NEAR(r.at("load.v", t), HalfWave::R * i, 1e-8) << t;
    const double vd = on ? HalfWave::Vknee + HalfWave::Ron * (i - HalfWave::Goff * HalfWave::Vknee)
                         : i / HalfWave::Goff;
    EXPECT_NEAR(r.at("diode.v", t), vd, 1e-8) << t;
    EXPECT_EQ(r.at("diode.off", t), on ? 0.0 : 1.0) << t;
    EXPECT_NEAR(r.at("diode.LossPower", t), vd * i, 1e-8) << t;
  }
  // The characteristic is continuous at the knee: left and right limits agree.
  const auto rows = rows_at(r, sim.events()[0].time);
  ASSERT_EQ(rows.size(), 2u);
  const int i_col = r.column("diode.i"), off_col = r.column("diode.off");
  EXPECT_EQ(r.value(rows[0], off_col), 1.0);
  EXPECT_EQ(r.value(rows[1], off_col), 0.0);
  EXPECT_NEAR(r.value(rows[0], i_col), HalfWave::Goff * HalfWave::Vknee, 1e-9);
  EXPECT_NEAR(r.value(rows[1], i_col), HalfWave::Goff * HalfWave::Vknee, 1e-9);
}

TEST(Switching, DiodeParametersAreTunableWithoutRecompiling) {
  HalfWave hw;
  Simulation sim(compile(hw.m));
  sim.set_parameter("diode.Vknee", 0.0);
  sim.set_parameter("diode.Goff", 0.0);
  sim.set_parameter("source.phase", kPi / 2);  // a cosine: conducting from the start
  Results r = sim.run(algebraic(0.02, 1e-4));
  // Without knee and leakage the diode conducts exactly while the source is positive.
  ASSERT_EQ(sim.events().size(), 2u) << describe(sim.events());
  EXPECT_NEAR(sim.events()[0].time, 0.005, 1e-9);
  EXPECT_NEAR(sim.events()[1].time, 0.015, 1e-9);
  const double w = 2 * kPi * HalfWave::f;
  for (double t : {0.0, 0.002, 0.0165, 0.02}) {
    const double vs = HalfWave::V * std::cos(w * t);
    EXPECT_NEAR(r.at("diode.i", t), vs / (HalfWave::R + HalfWave::Ron), 1e-9) << t;
    EXPECT_EQ(r.at("diode.off", t), 0.0) << t;
  }
  for (double t : {0.006, 0.01, 0.014}) {
    EXPECT_NEAR(r.at("diode.i", t), 0.0, 1e-12) << t;  // Goff = 0: no leakage
    EXPECT_NEAR(r.at("diode.v", t), HalfWave::V * std::cos(w * t), 1e-8) << t;
    EXPECT_EQ(r.at("diode.off", t), 1.0) << t;
  }
}

// 10 V source feeding two branches: resistor + opener, resistor + closer,
// both commanded by one 0/1 signal that is 1 between 0.3 s and 0.6 s.
struct CommandedSwitches {
  static constexpr double V = 10, R = 5, Ron = 0.01, Goff = 0.002;
  Model m{"switches"};
  CommandedSwitches() {
    auto& ground = m.add<Ground>("ground");
    auto& source = m.add<ConstantVoltage>("source", ConstantVoltage::Params{.V = V});
    auto& r1 = m.add<Resistor>("r1", Resistor::Params{.R = R});
    auto& r2 = m.add<Resistor>("r2", Resistor::Params{.R = R});
    auto& opener = m.add<IdealOpeningSwitch>("opener", IdealSwitchParams{.Ron = Ron, .Goff = Goff});
    auto& closer = m.add<IdealClosingSwitch>("closer", IdealSwitchParams{.Ron = Ron, .Goff = Goff});
    auto& on = m.add<blocks::Step>("on", blocks::Step::Params{.height = 1, .start_time = 0.3});
    auto& off = m.add<blocks::Step>("off", blocks::Step::Params{.height = -1, .start_time = 0.6});
    auto& command = m.add<blocks::Add>("command");
    m.connect(on.y, command.u1);
    m.connect(off.y, command.u2);
    m.connect(command.y, opener.control);
    m.connect(command.y, closer.control);
    m.connect(source.p, r1.p);
    m.connect(r1.n, opener.p);
    m.connect(opener.n, ground.p);
    m.connect(source.p, r2.p);
    m.connect(r2.n, closer.p);
    m.connect(closer.n, ground.p);
    m.connect(source.n, ground.p);
  }
  static double closed_current() { return V / (R + Ron); }
  static double open_current() { return Goff * V / (1 + R * Goff); }
};

TEST(Switching, SwitchesOpenAndCloseOnCommandAtTheCommandedTimes) {
  CommandedSwitches cs;
  Simulation sim(compile(cs.m));
  Results r = sim.run({.t_stop = 1.0, .output_interval = 0.01, .rtol = 1e-8});
  const double closed = CommandedSwitches::closed_current();
  const double open = CommandedSwitches::open_current();
  for (double t : {0.0, 0.1, 0.29, 0.61, 0.9, 1.0}) {
    EXPECT_NEAR(r.at("opener.i", t), closed, 1e-9) << t;
    EXPECT_NEAR(r.at("closer.i", t), open, 1e-12) << t;
    EXPECT_EQ(r.at("opener.off", t), 0.0) << t;
    EXPECT_EQ(r.at("closer.off", t), 1.0) << t;
  }
  for (double t : {0.31, 0.45, 0.59}) {
    EXPECT_NEAR(r.at("opener.i", t), open, 1e-12) << t;
    EXPECT_NEAR(r.at("closer.i", t), closed, 1e-9) << t;
    EXPECT_NEAR(r.at("opener.v", t),
                CommandedSwitches::V / (1 + CommandedSwitches::R * CommandedSwitches::Goff), 1e-9)
        << t;
  }
  // Both commands are time events at exactly the step times, with the
  // current before and after the switching as left and right limits.
  std::vector<double> times;
  for (const auto& e : sim.events()) times.push_back(e.time);
  ASSERT_EQ(times.size(), 2u) << "events at the two steps only";
  EXPECT_DOUBLE_EQ(times[0], 0.3);
  EXPECT_DOUBLE_EQ(times[1], 0.6);
  EXPECT_TRUE(sim.events()[0].time_event);
  for (double t : {0.3, 0.6}) {
    const auto rows = rows_at(r, t);
    ASSERT_EQ(rows.size(), 2u) << t;
    const int col = r.column("opener.i");
    const bool opening = t == 0.3;
    EXPECT_NEAR(r.value(rows[0], col), opening ? closed : open, 1e-9) << t;
    EXPECT_NEAR(r.value(rows[1], col), opening ? open : closed, 1e-9) << t;
  }
}

// A sine voltage of 1 V, 1 Hz on the control pins; level 0.5 V: the opener
// is open and the closer closed while sin(2 pi t) > 0.5, i.e. 1/12 s < t < 5/12 s.
struct VoltageControlled {
  static constexpr double V = 10, R = 5, Ron = 0.01, Goff = 0.002, level = 0.5;
  Model m{"controlled"};
  VoltageControlled() {
    auto& ground = m.add<Ground>("ground");
    auto& source = m.add<ConstantVoltage>("source", ConstantVoltage::Params{.V = V});
    auto& control = m.add<SineVoltage>("control", SineVoltage::Params{.V = 1, .f = 1});
    auto& r1 = m.add<Resistor>("r1", Resistor::Params{.R = R});
    auto& r2 = m.add<Resistor>("r2", Resistor::Params{.R = R});
    const ControlledIdealSwitchParams p{.Ron = Ron, .Goff = Goff, .level = level};
    auto& opener = m.add<ControlledIdealOpeningSwitch>("opener", p);
    auto& closer = m.add<ControlledIdealClosingSwitch>("closer", p);
    m.connect(control.p, opener.control);
    m.connect(control.p, closer.control);
    m.connect(control.n, ground.p);
    m.connect(source.p, r1.p);
    m.connect(r1.n, opener.p);
    m.connect(opener.n, ground.p);
    m.connect(source.p, r2.p);
    m.connect(r2.n, closer.p);
    m.connect(closer.n, ground.p);
    m.connect(source.n, ground.p);
  }
};

TEST(Switching, ControlledSwitchesFollowTheControlPinVoltage) {
  VoltageControlled vc;
  Simulation sim(compile(vc.m));
  Results r = sim.run(algebraic(1.0, 0.01));
  using C = VoltageControlled;
  const double closed = C::V / (C::R + C::Ron), open = C::Goff * C::V / (1 + C::R * C::Goff);
  // Both switches' relations cross together where sin(2 pi t) = 0.5, at
  // t = 1/12 and 5/12. (A crossing recorded twice, 1e-10 s apart, is a
  // framework issue: SwitchingFramework.EachCrossingOfAnAlgebraicRelationIsOneEvent.)
  ASSERT_GE(sim.events().size(), 2u);
  std::vector<double> times;
  for (const auto& e : sim.events()) {
    EXPECT_FALSE(e.time_event);
    if (times.empty() || std::abs(e.time - times.back()) > 1e-8) times.push_back(e.time);
  }
  ASSERT_EQ(times.size(), 2u) << describe(sim.events());
  EXPECT_NEAR(times[0], 1.0 / 12, 1e-8);
  EXPECT_NEAR(times[1], 5.0 / 12, 1e-8);
  for (double t : {0.05, 0.5, 0.9}) {
    EXPECT_NEAR(r.at("opener.i", t), closed, 1e-9) << t;
    EXPECT_NEAR(r.at("closer.i", t), open, 1e-12) << t;
  }
  for (double t : {0.1, 0.25, 0.4}) {
    EXPECT_NEAR(r.at("opener.i", t), open, 1e-12) << t;
    EXPECT_NEAR(r.at("closer.i", t), closed, 1e-9) << t;
  }
  // The control pins draw no current: the control source delivers none.
  for (double t : {0.05, 0.25, 0.5}) {
    EXPECT_NEAR(r.at("control.i", t), 0.0, 1e-12) << t;
    EXPECT_EQ(r.at("opener.control.i", t), 0.0) << t;
  }
}

TEST(Switching, NegativeOnResistanceIsRejectedWithTheParameterPath) {
  Model m("bad");
  try {
    m.add<IdealDiode>("d", IdealDiode::Params{.Ron = -1.0});
    FAIL() << "negative Ron accepted";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("d.Ron"), std::string::npos) << e.what();
  }
}

// ---------------------------------------------------------------- framework

// x + 0.1 x^3 = sin(2 pi t) keeps x an algebraic unknown (not substituted
// into the relation); y = (x > 0.5) switches where sin(2 pi t) = 0.5125.
class AlgebraicLevel : public Component {
 public:
  static constexpr const char* kTypeName = "AlgebraicLevel";
  explicit AlgebraicLevel(ComponentContext ctx) : Component(std::move(ctx)) {
    Expr x = variable("x");
    equation(x + 0.1 * x * x * x, sin(2 * kPi * Expr::time()));
    Expr y = variable("y");
    equation(y, if_else(x > 0.5, 1.0, 0.0));
  }
  static double first_crossing() { return std::asin(0.5125) / (2 * kPi); }
};

TEST(SwitchingFramework, RelationOnAnAlgebraicUnknownIsLocatedWithTheDefaultOptions) {
  Model m("level");
  m.add<AlgebraicLevel>("level");
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 1.0, .output_interval = 0.01, .rtol = 1e-8});
  const double t1 = AlgebraicLevel::first_crossing(), t2 = 0.5 - t1;
  ASSERT_EQ(sim.events().size(), 2u) << describe(sim.events());
  EXPECT_NEAR(sim.events()[0].time, t1, 1e-8);
  EXPECT_NEAR(sim.events()[1].time, t2, 1e-8);
  EXPECT_EQ(r.at("level.y", 0.25), 1.0);
}

TEST(SwitchingFramework, EachCrossingOfAnAlgebraicRelationIsOneEvent) {
  Model m("level");
  m.add<AlgebraicLevel>("level");
  Simulation sim(compile(m));
  sim.run(algebraic(1.0, 0.01));
  ASSERT_EQ(sim.events().size(), 2u) << describe(sim.events());
  EXPECT_NEAR(sim.events()[0].time, AlgebraicLevel::first_crossing(), 1e-8);
}

TEST(SwitchingFramework, ChargedCapacitorWithAResistorLoadInitialises) {
  Model m("rc");
  auto& ground = m.add<Ground>("ground");
  auto& c = m.add<Capacitor>("C", Capacitor::Params{.C = 30e-3, .v_start = 100.0});
  auto& load = m.add<Resistor>("load", Resistor::Params{.R = 1});
  m.connect(c.p, load.p);
  m.connect(c.n, ground.p);
  m.connect(load.n, ground.p);
  Results r = simulate(m, {.t_stop = 0.03, .output_interval = 1e-3, .rtol = 1e-8});
  EXPECT_NEAR(r.at("C.v", 0.03), 100 * std::exp(-1.0), 1e-5);
}

}  // namespace
}  // namespace acausal
