#pragma once
#include "domains/rotational.hpp"
#include "domains/signal.hpp"

namespace acausal::rotational {

struct RelAngleSensorParams {};

/// Ideal sensor of the relative angle: output phi_rel = flange_b.phi -
/// flange_a.phi, no torque (MSL Sensors.RelAngleSensor).
class RelAngleSensor : public Component {
 public:
  static constexpr const char* kTypeName = "RelAngleSensor";
  using Params = RelAngleSensorParams;
  RelAngleSensor(ComponentContext ctx, Params p = Params());
  Flange flange_a, flange_b;
  signal::RealSignal phi_rel;
};

}  // namespace acausal::rotational
