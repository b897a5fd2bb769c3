#pragma once
#include "components/polyphase/partials.hpp"
#include "domains/signal.hpp"

namespace acausal::polyphase {

struct SignalVoltageParams {
  int m = 3;
};

/// m voltage sources driven by the inputs "v[k]": plug_p.pin[k].v -
/// plug_n.pin[k].v = v[k] (MSL Polyphase.Sources.SignalVoltage).
class SignalVoltage : public Component, public OnePort {
 public:
  static constexpr const char* kTypeName = "polyphase.SignalVoltage";
  using Params = SignalVoltageParams;
  SignalVoltage(ComponentContext ctx, Params params = Params());
  std::vector<signal::RealSignal> u;  // ports "u[k]": the phase voltages
};

}  // namespace acausal::polyphase
