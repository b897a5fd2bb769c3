#pragma once
#include "domains/polyphase.hpp"
#include "domains/signal.hpp"

namespace acausal::polyphase {

struct PowerSensorParams {
  int m = 3;
};

/// Ideal m-phase wattmeter (MSL Polyphase.Sensors.PowerSensor): current paths
/// pc.pin[k] -> nc.pin[k] without voltage drop, voltage paths pv.pin[k] ->
/// nv.pin[k] without current; output power = sum_k (pv.v[k] - nv.v[k]) * i[k],
/// the instantaneous power whatever the waveforms.
class PowerSensor : public Component {
 public:
  static constexpr const char* kTypeName = "polyphase.PowerSensor";
  using Params = PowerSensorParams;
  PowerSensor(ComponentContext ctx, Params params = Params());
  Plug pc, nc, pv, nv;
  signal::RealSignal power;
};

}  // namespace acausal::polyphase
