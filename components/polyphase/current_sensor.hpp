#pragma once
#include "domains/polyphase.hpp"
#include "domains/signal.hpp"

namespace acausal::polyphase {

struct CurrentSensorParams {
  int m = 3;
};

/// Ideal m-phase current sensor (MSL Polyphase.Sensors.CurrentSensor): no
/// voltage drop, outputs "i[k]" = current from plug_p.pin[k] to plug_n.pin[k].
class CurrentSensor : public Component {
 public:
  static constexpr const char* kTypeName = "polyphase.CurrentSensor";
  using Params = CurrentSensorParams;
  CurrentSensor(ComponentContext ctx, Params params = Params());
  Plug plug_p, plug_n;
  std::vector<signal::RealSignal> i;
};

}  // namespace acausal::polyphase
