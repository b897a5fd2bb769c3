// Wattmeters against closed forms: a balanced three-phase resistive load
// takes the constant power 3/2 V^2/R; a resistor on a sine source takes
// V^2 sin^2(wt)/R. The switched inverter's device losses on a static switch
// state: Ron carries I in one leg and I/2 in each of the two others.
#include <cmath>
#include <numbers>

#include <gtest/gtest.h>

#include "components/blocks/sources.hpp"
#include "components/drives/switched_inverter.hpp"
#include "components/electrical/constant_voltage.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/power_sensor.hpp"
#include "components/electrical/resistor.hpp"
#include "components/electrical/sine_voltage.hpp"
#include "components/polyphase/power_sensor.hpp"
#include "components/polyphase/resistor.hpp"
#include "components/polyphase/sine_voltage.hpp"
#include "components/polyphase/star.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

constexpr double pi = std::numbers::pi;

TEST(PowerSensor, PolyphaseReadsThreeHalvesVSquaredOverROnABalancedResistiveLoad) {
  const double V = 325.0, f = 50.0, R = 10.0;
  Model m("grid");
  auto& source =
      m.add<polyphase::SineVoltage>("source", polyphase::SineVoltage::Params{.V = V, .f = f});
  auto& star = m.add<polyphase::Star>("star");
  auto& ground = m.add<electrical::Ground>("ground");
  auto& sensor = m.add<polyphase::PowerSensor>("powerSensor");
  auto& load = m.add<polyphase::Resistor>("load", polyphase::Resistor::Params{.R = R});
  auto& load_star = m.add<polyphase::Star>("loadStar");  // floating star point
  m.connect(source.plug_n, star.plug_p);
  m.connect(star.pin_n, ground.p);
  m.connect(source.plug_p, sensor.pc);
  m.connect(sensor.nc, load.plug_p);
  m.connect(source.plug_p, sensor.pv);
  m.connect(sensor.nv, star.plug_p);
  m.connect(load.plug_n, load_star.plug_p);
  Results r = simulate(m, {.t_stop = 0.02, .output_interval = 1e-4, .rtol = 1e-9});
  // sum_k V^2 sin^2(wt - theta_k) / R = 3/2 V^2 / R at every instant.
  const double P = 1.5 * V * V / R;
  for (double t : {0.0013, 0.0071, 0.0152}) EXPECT_NEAR(r.at("powerSensor.power", t), P, 1e-9 * P);
}

TEST(PowerSensor, SinglePhaseReadsTheInstantaneousPowerWithItsSign) {
  const double V = 230.0, f = 50.0, R = 4.0;
  Model m("circuit");
  auto& source =
      m.add<electrical::SineVoltage>("source", electrical::SineVoltage::Params{.V = V, .f = f});
  auto& ground = m.add<electrical::Ground>("ground");
  auto& sensor = m.add<electrical::PowerSensor>("powerSensor");
  // Current path between the resistor and ground, voltage path reversed: minus the loss.
  auto& reversed = m.add<electrical::PowerSensor>("reversedSensor");
  auto& load = m.add<electrical::Resistor>("load", electrical::Resistor::Params{.R = R});
  m.connect(source.n, ground.p);
  m.connect(source.p, sensor.pc);
  m.connect(sensor.nc, load.p);
  m.connect(source.p, sensor.pv);
  m.connect(sensor.nv, ground.p);
  m.connect(ground.p, reversed.pv);
  m.connect(source.p, reversed.nv);
  m.connect(load.n, reversed.pc);
  m.connect(reversed.nc, ground.p);
  Results r = simulate(m, {.t_stop = 0.02, .output_interval = 1e-4, .rtol = 1e-9});
  for (double t : {0.0013, 0.0071, 0.0152}) {
    const double v = V * std::sin(2 * pi * f * t), P = v * v / R;
    EXPECT_NEAR(r.at("powerSensor.power", t), P, 1e-9 * V * V / R) << t;
    EXPECT_NEAR(r.at("reversedSensor.power", t), -P, 1e-9 * V * V / R) << t;
    EXPECT_NEAR(r.at("load.LossPower", t), P, 1e-9 * V * V / R) << t;
  }
}

TEST(SwitchedInverterLosses, StaticStateDissipatesOneAndAHalfRonISquared) {
  // Leg 1 high, legs 2 and 3 low, into a star of R: I = Vdc / (3/2 (R + Ron)).
  const double Vdc = 300.0, R = 10.0, Ron = 0.05, Goff = 1e-9;
  Model m("inverter");
  auto& dc =
      m.add<electrical::ConstantVoltage>("dc", electrical::ConstantVoltage::Params{.V = Vdc});
  auto& ground = m.add<electrical::Ground>("ground");
  auto& inverter = m.add<drives::SwitchedInverter>(
      "inverter",
      drives::SwitchedInverter::Params{
          .RonTransistor = Ron, .GoffTransistor = Goff, .RonDiode = Ron, .GoffDiode = Goff});
  auto& load = m.add<polyphase::Resistor>("load", polyphase::Resistor::Params{.R = R});
  auto& load_star = m.add<polyphase::Star>("loadStar");
  m.connect(dc.p, inverter.dc_p);
  m.connect(dc.n, inverter.dc_n);
  m.connect(dc.n, ground.p);
  m.connect(inverter.ac, load.plug_p);
  m.connect(load.plug_n, load_star.plug_p);
  for (std::size_t k = 0; k < 3; ++k) {
    auto& on_p = m.add<blocks::Constant>("fireP" + std::to_string(k + 1),
                                         blocks::Constant::Params{.k = k == 0 ? 1.0 : 0.0});
    auto& on_n = m.add<blocks::Constant>("fireN" + std::to_string(k + 1),
                                         blocks::Constant::Params{.k = k == 0 ? 0.0 : 1.0});
    m.connect(on_p.y, inverter.fire_p[k]);
    m.connect(on_n.y, inverter.fire_n[k]);
  }
  Results r = simulate(m, {.t_stop = 1e-3, .output_interval = 1e-4, .rtol = 1e-9});
  const double I = Vdc / (1.5 * (R + Ron));
  const double loss = 1.5 * Ron * I * I;
  // The six blocking devices leak at most 6 Goff Vdc^2 = 5.4e-4 W.
  EXPECT_NEAR(r.final("inverter.LossPower"), loss, 6 * Goff * Vdc * Vdc);
  EXPECT_NEAR(r.final("inverter.powerDC"), Vdc * I, 1e-6 * Vdc * I);
  EXPECT_NEAR(r.final("inverter.powerAC"), 1.5 * R * I * I, 1e-6 * Vdc * I);
  EXPECT_NEAR(r.final("inverter.powerDC"),
              r.final("inverter.powerAC") + r.final("inverter.LossPower"), 1e-9 * Vdc * I);
  ::testing::Test::RecordProperty("LossPower", std::to_string(r.final("inverter.LossPower")));
}

}  // namespace
}  // namespace acausal
