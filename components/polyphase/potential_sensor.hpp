#pragma once
#include "domains/polyphase.hpp"
#include "domains/signal.hpp"

namespace acausal::polyphase {

struct PotentialSensorParams {
  int m = 3;
};

/// Ideal potential sensor (MSL Polyphase.Sensors.PotentialSensor): outputs
/// "phi[k]" = plug_p.pin[k].v, draws no current.
class PotentialSensor : public Component {
 public:
  static constexpr const char* kTypeName = "polyphase.PotentialSensor";
  using Params = PotentialSensorParams;
  PotentialSensor(ComponentContext ctx, Params params = Params());
  Plug plug_p;
  std::vector<signal::RealSignal> phi;
};

}  // namespace acausal::polyphase
