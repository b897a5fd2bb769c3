#pragma once
#include "domains/signal.hpp"
#include "domains/translational.hpp"

namespace acausal::translational {

struct MultiSensorParams {};

/// Ideal sensor of the force, the absolute velocity and the power between two
/// rigidly connected flanges (MSL Sensors.MultiSensor): flange_a.s =
/// flange_b.s, f = flange_a.f = -flange_b.f, v = der(flange_a.s), power = f v.
class MultiSensor : public Component {
 public:
  static constexpr const char* kTypeName = "MultiSensor";
  using Params = MultiSensorParams;
  MultiSensor(ComponentContext ctx, Params p = Params());
  Flange flange_a, flange_b;
  signal::RealSignal power, f, v;
};

}  // namespace acausal::translational
