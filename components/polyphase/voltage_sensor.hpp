#pragma once
#include "domains/polyphase.hpp"
#include "domains/signal.hpp"

namespace acausal::polyphase {

struct VoltageSensorParams {
  int m = 3;
};

/// Ideal m-phase voltage sensor (MSL Polyphase.Sensors.VoltageSensor): draws no
/// current, outputs "v[k]" = plug_p.pin[k].v - plug_n.pin[k].v.
class VoltageSensor : public Component {
 public:
  static constexpr const char* kTypeName = "polyphase.VoltageSensor";
  using Params = VoltageSensorParams;
  VoltageSensor(ComponentContext ctx, Params params = Params());
  Plug plug_p, plug_n;
  std::vector<signal::RealSignal> v;
};

}  // namespace acausal::polyphase
