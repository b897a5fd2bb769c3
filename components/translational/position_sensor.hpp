#pragma once
#include "domains/signal.hpp"
#include "domains/translational.hpp"

namespace acausal::translational {

struct PositionSensorParams {};

/// Ideal sensor of the absolute position: output s = flange.s, no force (MSL
/// Sensors.PositionSensor).
class PositionSensor : public Component {
 public:
  static constexpr const char* kTypeName = "PositionSensor";
  using Params = PositionSensorParams;
  PositionSensor(ComponentContext ctx, Params p = Params());
  Flange flange;
  signal::RealSignal s;
};

}  // namespace acausal::translational
