#pragma once
#include "domains/electrical.hpp"
#include "domains/signal.hpp"

namespace acausal::electrical {

struct CurrentSensorParams {};

/// Ideal ammeter in series: p.v = n.v, output i = current from p through the
/// sensor to n (MSL Sensors.CurrentSensor).
class CurrentSensor : public Component {
 public:
  static constexpr const char* kTypeName = "CurrentSensor";
  using Params = CurrentSensorParams;
  CurrentSensor(ComponentContext ctx, Params params = Params());
  Pin p, n;
  signal::RealSignal i;
};

}  // namespace acausal::electrical
