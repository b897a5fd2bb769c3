// Modelica.Thermal.HeatTransfer.Examples (MSL 4.0.0), with MSL's names,
// parameters and connections.
#include "components/thermal/heat_capacitor.hpp"
#include "components/thermal/temperature_sensor.hpp"
#include "components/thermal/thermal_conductor.hpp"
#include "models/msl/msl_examples.hpp"

namespace acausal::models::msl {

// Two masses at 100 degC and 0 degC exchanging heat through a conductor.
std::unique_ptr<Model> thermal_two_masses() {
  using namespace thermal;
  auto m = std::make_unique<Model>("Modelica.Thermal.HeatTransfer.Examples.TwoMasses");
  const double C1 = 15, C2 = 15;  // J/K
  auto& mass1 = m->add<HeatCapacitor>("mass1", HeatCapacitor::Params{.C = C1});
  auto& mass2 = m->add<HeatCapacitor>("mass2", HeatCapacitor::Params{.C = C2});
  auto& conduction = m->add<ThermalConductor>("conduction", ThermalConductor::Params{.G = 10});
  auto& Tsensor1 =
      m->add<TemperatureSensor>("Tsensor1", TemperatureSensor::Params{.celsius = true});
  auto& Tsensor2 =
      m->add<TemperatureSensor>("Tsensor2", TemperatureSensor::Params{.celsius = true});
  m->set_start("mass1.T", 373.15, true);
  m->set_start("mass2.T", 273.15, true);
  m->connect(mass1.port, conduction.port_a);
  m->connect(conduction.port_b, mass2.port);
  m->connect(mass1.port, Tsensor1.port);
  m->connect(mass2.port, Tsensor2.port);
  // MSL's "projected final temperature", a parameter fixed at initialisation;
  // here the same weighted mean, which the heat balance keeps constant.
  const Expr T_final_K =
      m->variable("T_final_K", {.unit = "K", .description = "projected final temperature"});
  m->equation(T_final_K, (mass1.T * C1 + mass2.T * C2) / (C1 + C2));
  return m;
}

}  // namespace acausal::models::msl
