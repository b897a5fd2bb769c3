#pragma once
#include "domains/rotational.hpp"
#include "domains/signal.hpp"

namespace acausal::rotational {

struct MultiSensorParams {};

/// Ideal sensor of the torque, the absolute speed and the power between two
/// rigidly connected flanges (MSL Sensors.MultiSensor): flange_a.phi =
/// flange_b.phi, tau = flange_a.tau = -flange_b.tau, w = der(flange_a.phi),
/// power = tau w.
class MultiSensor : public Component {
 public:
  static constexpr const char* kTypeName = "MultiSensor";
  using Params = MultiSensorParams;
  MultiSensor(ComponentContext ctx, Params p = Params());
  Flange flange_a, flange_b;
  signal::RealSignal power, w, tau;
};

}  // namespace acausal::rotational
