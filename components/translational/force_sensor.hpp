#pragma once
#include "domains/signal.hpp"
#include "domains/translational.hpp"

namespace acausal::translational {

struct ForceSensorParams {};

/// Ideal force sensor between two rigidly connected flanges: flange_a.s =
/// flange_b.s, output f = flange_a.f = -flange_b.f (MSL Sensors.ForceSensor).
class ForceSensor : public Component {
 public:
  static constexpr const char* kTypeName = "ForceSensor";
  using Params = ForceSensorParams;
  ForceSensor(ComponentContext ctx, Params p = Params());
  Flange flange_a, flange_b;
  signal::RealSignal f;
};

}  // namespace acausal::translational
