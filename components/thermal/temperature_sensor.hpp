#pragma once
#include "domains/signal.hpp"
#include "domains/thermal.hpp"

namespace acausal::thermal {

struct TemperatureSensorParams {
  /// false: T in K (MSL HeatTransfer.Sensors.TemperatureSensor); true: in
  /// degC (MSL HeatTransfer.Celsius.TemperatureSensor).
  bool celsius = false;
};

/// Ideal absolute temperature sensor: the output "T" is port.T (in K, or
/// port.T - 273.15 in degC), and no heat flows through the port.
class TemperatureSensor : public Component {
 public:
  static constexpr const char* kTypeName = "TemperatureSensor";
  using Params = TemperatureSensorParams;
  TemperatureSensor(ComponentContext ctx, Params p = Params());
  HeatPort port;
  signal::RealSignal T;
};

}  // namespace acausal::thermal
