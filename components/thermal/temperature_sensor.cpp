#include "components/thermal/temperature_sensor.hpp"

namespace acausal::thermal {

TemperatureSensor::TemperatureSensor(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      port(declare_heat_port(*this, "port")),
      T(signal::declare_output(*this, "T")) {
  equation(port.Q_flow, 0.0);
  equation(T.value, p.celsius ? port.T - 273.15 : port.T);
}

}  // namespace acausal::thermal
