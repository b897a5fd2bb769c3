// Component types of the thermal library (heat ports).
#include "components/thermal/fixed_temperature.hpp"
#include "components/thermal/heat_capacitor.hpp"
#include "components/thermal/temperature_sensor.hpp"
#include "components/thermal/thermal_conductor.hpp"
#include "models/component_type_fields.hpp"

namespace acausal::models::detail {

void add_thermal_types(std::vector<ComponentType>& out) {
  using namespace acausal::thermal;
  out.push_back(component<HeatCapacitor>(
      "thermal.HeatCapacitor", "lumped heat capacity C der(T) = port.Q_flow (MSL HeatCapacitor)",
      Fields<HeatCapacitorParams>().add("C", &HeatCapacitorParams::C, "J/K, heat capacity")));
  out.push_back(component<ThermalConductor>(
      "thermal.ThermalConductor",
      "heat conduction Q_flow = G (port_a.T - port_b.T) (MSL "
      "ThermalConductor)",
      Fields<ThermalConductorParams>().add("G", &ThermalConductorParams::G,
                                           "W/K, thermal conductance")));
  out.push_back(component<TemperatureSensor>(
      "thermal.TemperatureSensor",
      "ideal temperature sensor, output T in K or degC (MSL HeatTransfer.Sensors and "
      "Celsius.TemperatureSensor)",
      Fields<TemperatureSensorParams>().add("celsius", &TemperatureSensorParams::celsius,
                                            "true: T in degC (MSL Celsius.TemperatureSensor)")));
  out.push_back(component<FixedTemperature>(
      "thermal.FixedTemperature", "port held at a fixed temperature (MSL FixedTemperature)",
      Fields<FixedTemperatureParams>().add("T", &FixedTemperatureParams::T, "K")));
  out.push_back(component<FixedHeatFlow>(
      "thermal.FixedHeatFlow",
      "fixed heat flow into the port's component, linear in its temperature (MSL FixedHeatFlow)",
      Fields<FixedHeatFlowParams>()
          .add("Q_flow", &FixedHeatFlowParams::Q_flow, "W, heat flow rate at T_ref")
          .add("T_ref", &FixedHeatFlowParams::T_ref, "K, reference temperature")
          .add("alpha", &FixedHeatFlowParams::alpha, "1/K, temperature coefficient")));
}

}  // namespace acausal::models::detail
