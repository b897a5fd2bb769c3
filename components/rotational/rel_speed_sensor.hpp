#pragma once
#include "domains/rotational.hpp"
#include "domains/signal.hpp"

namespace acausal::rotational {

struct RelSpeedSensorParams {};

/// Ideal sensor of the relative angular velocity: phi_rel = flange_b.phi -
/// flange_a.phi, output w_rel = der(phi_rel), no torque (MSL Sensors.RelSpeedSensor).
class RelSpeedSensor : public Component {
 public:
  static constexpr const char* kTypeName = "RelSpeedSensor";
  using Params = RelSpeedSensorParams;
  RelSpeedSensor(ComponentContext ctx, Params p = Params());
  Flange flange_a, flange_b;
  Expr phi_rel;
  signal::RealSignal w_rel;
};

}  // namespace acausal::rotational
