// Thermal library: a capacitor cooling through a conductor to a fixed
// temperature (exponential in closed form, read by sensors in K and degC), a fixed heat flow linear
// in the temperature (exponential growth in closed form), two capacitors sharing their heat (energy
// conserved, equal end temperature).
#include <cmath>

#include <gtest/gtest.h>

#include "components/thermal/fixed_temperature.hpp"
#include "components/thermal/heat_capacitor.hpp"
#include "components/thermal/temperature_sensor.hpp"
#include "components/thermal/thermal_conductor.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal::thermal {
namespace {

TEST(Thermal, CapacitorCoolsThroughAConductorWithTimeConstantCOverG) {
  const double C = 50, G = 10, T0 = 400, T_amb = 300;
  Model m("cooling");
  m.add<HeatCapacitor>("body", HeatCapacitor::Params{.C = C});
  m.add<ThermalConductor>("wall", ThermalConductor::Params{.G = G});
  m.add<FixedTemperature>("ambient", FixedTemperature::Params{.T = T_amb});
  m.add<TemperatureSensor>("kelvin");
  m.add<TemperatureSensor>("celsius", TemperatureSensor::Params{.celsius = true});
  m.connect("body.port", "kelvin.port");
  m.connect("body.port", "celsius.port");  // the sensors take no heat
  m.connect("body.port", "wall.port_a");
  m.connect("wall.port_b", "ambient.port");
  m.set_start("body.T", T0, true);
  const Results r = simulate(m, {.t_stop = 10, .output_interval = 0.01, .rtol = 1e-9});
  for (double t : {1.0, 5.0, 10.0}) {
    const double T = T_amb + (T0 - T_amb) * std::exp(-G * t / C);
    EXPECT_NEAR(r.at("body.T", t), T, 1e-5) << t;
    EXPECT_NEAR(r.at("wall.Q_flow", t), G * (T - T_amb), 1e-4) << t;
    EXPECT_NEAR(r.at("body.der_T", t), -G * (T - T_amb) / C, 1e-5) << t;
    EXPECT_NEAR(r.at("kelvin.T", t), T, 1e-5) << t;
    EXPECT_NEAR(r.at("celsius.T", t), T - 273.15, 1e-5) << t;
  }
}

TEST(Thermal, HeatFlowLinearInTemperatureGrowsExponentially) {
  // C T' = Q (1 + alpha (T - T_ref)): T - T_ref + 1/alpha grows as exp(Q alpha t / C).
  const double C = 2, Q = 30, alpha = 0.01, T_ref = 293.15;
  Model m("heating");
  m.add<HeatCapacitor>("body", HeatCapacitor::Params{.C = C});
  m.add<FixedHeatFlow>("heater",
                       FixedHeatFlow::Params{.Q_flow = Q, .T_ref = T_ref, .alpha = alpha});
  m.connect("heater.port", "body.port");
  m.set_start("body.T", T_ref, true);
  const Results r = simulate(m, {.t_stop = 1, .output_interval = 0.01, .rtol = 1e-9});
  for (double t : {0.25, 1.0})
    EXPECT_NEAR(r.at("body.T", t), T_ref + (std::exp(Q * alpha * t / C) - 1) / alpha, 1e-5) << t;
}

TEST(Thermal, TwoCapacitorsShareTheirHeat) {
  const double C1 = 1, C2 = 3, T1 = 500, T2 = 300;
  Model m("sharing");
  m.add<HeatCapacitor>("hot", HeatCapacitor::Params{.C = C1});
  m.add<HeatCapacitor>("cold", HeatCapacitor::Params{.C = C2});
  m.add<ThermalConductor>("link", ThermalConductor::Params{.G = 2});
  m.connect("hot.port", "link.port_a");
  m.connect("link.port_b", "cold.port");
  m.set_start("hot.T", T1, true);
  m.set_start("cold.T", T2, true);
  const Results r = simulate(m, {.t_stop = 20, .output_interval = 0.05, .rtol = 1e-9});
  for (double t : {0.5, 2.0, 20.0})
    EXPECT_NEAR(C1 * r.at("hot.T", t) + C2 * r.at("cold.T", t), C1 * T1 + C2 * T2, 1e-5) << t;
  // Relative rate G (1/C1 + 1/C2): after 20 s the difference is gone.
  const double T_end = (C1 * T1 + C2 * T2) / (C1 + C2);
  EXPECT_NEAR(r.final("hot.T"), T_end, 1e-5);
  EXPECT_NEAR(r.final("cold.T"), T_end, 1e-5);
}

}  // namespace
}  // namespace acausal::thermal
