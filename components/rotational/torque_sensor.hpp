#pragma once
#include "domains/rotational.hpp"
#include "domains/signal.hpp"

namespace acausal::rotational {

struct TorqueSensorParams {};

/// Ideal torque sensor between two rigidly connected flanges: flange_a.phi =
/// flange_b.phi, output tau = flange_a.tau = -flange_b.tau (MSL Sensors.TorqueSensor).
class TorqueSensor : public Component {
 public:
  static constexpr const char* kTypeName = "TorqueSensor";
  using Params = TorqueSensorParams;
  TorqueSensor(ComponentContext ctx, Params p = Params());
  Flange flange_a, flange_b;
  signal::RealSignal tau;
};

}  // namespace acausal::rotational
