#pragma once
#include "domains/electrical.hpp"
#include "domains/signal.hpp"

namespace acausal::electrical {

struct VoltageSensorParams {};

/// Ideal voltmeter: output v = p.v - n.v, no current (MSL Sensors.VoltageSensor).
class VoltageSensor : public Component {
 public:
  static constexpr const char* kTypeName = "VoltageSensor";
  using Params = VoltageSensorParams;
  VoltageSensor(ComponentContext ctx, Params params = Params());
  Pin p, n;
  signal::RealSignal v;
};

}  // namespace acausal::electrical
