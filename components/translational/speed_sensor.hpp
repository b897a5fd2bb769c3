#pragma once
#include "domains/signal.hpp"
#include "domains/translational.hpp"

namespace acausal::translational {

struct SpeedSensorParams {};

/// Ideal sensor of the absolute velocity: output v = der(flange.s), no force (MSL
/// Sensors.SpeedSensor).
class SpeedSensor : public Component {
 public:
  static constexpr const char* kTypeName = "SpeedSensor";
  using Params = SpeedSensorParams;
  SpeedSensor(ComponentContext ctx, Params p = Params());
  Flange flange;
  signal::RealSignal v;
};

}  // namespace acausal::translational
