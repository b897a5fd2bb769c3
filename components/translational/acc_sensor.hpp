#pragma once
#include "domains/signal.hpp"
#include "domains/translational.hpp"

namespace acausal::translational {

struct AccSensorParams {};

/// Ideal sensor of the absolute acceleration: v = der(flange.s), a =
/// der(v), no force (MSL Sensors.AccSensor).
class AccSensor : public Component {
 public:
  static constexpr const char* kTypeName = "AccSensor";
  using Params = AccSensorParams;
  AccSensor(ComponentContext ctx, Params p = Params());
  Flange flange;
  Expr v;
  signal::RealSignal a;
};

}  // namespace acausal::translational
