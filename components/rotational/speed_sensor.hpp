#pragma once
#include "domains/rotational.hpp"
#include "domains/signal.hpp"

namespace acausal::rotational {

struct SpeedSensorParams {};

/// Ideal sensor of the absolute angular velocity: output w = der(flange.phi), no torque (MSL
/// Sensors.SpeedSensor).
class SpeedSensor : public Component {
 public:
  static constexpr const char* kTypeName = "SpeedSensor";
  using Params = SpeedSensorParams;
  SpeedSensor(ComponentContext ctx, Params p = Params());
  Flange flange;
  signal::RealSignal w;
};

}  // namespace acausal::rotational
