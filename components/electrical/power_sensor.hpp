#pragma once
#include "domains/electrical.hpp"
#include "domains/signal.hpp"

namespace acausal::electrical {

struct PowerSensorParams {};

/// Ideal wattmeter (MSL Analog.Sensors.PowerSensor): a current path pc -> nc
/// without voltage drop and a voltage path pv -> nv without current; output
/// power = (pv.v - nv.v) * (current from pc to nc).
class PowerSensor : public Component {
 public:
  static constexpr const char* kTypeName = "PowerSensor";
  using Params = PowerSensorParams;
  PowerSensor(ComponentContext ctx, Params params = Params());
  Pin pc, nc, pv, nv;
  signal::RealSignal power;
};

}  // namespace acausal::electrical
