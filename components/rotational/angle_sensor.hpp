#pragma once
#include "domains/rotational.hpp"
#include "domains/signal.hpp"

namespace acausal::rotational {

struct AngleSensorParams {};

/// Ideal sensor of the absolute flange angle: output phi = flange.phi, no torque (MSL
/// Sensors.AngleSensor).
class AngleSensor : public Component {
 public:
  static constexpr const char* kTypeName = "AngleSensor";
  using Params = AngleSensorParams;
  AngleSensor(ComponentContext ctx, Params p = Params());
  Flange flange;
  signal::RealSignal phi;
};

}  // namespace acausal::rotational
