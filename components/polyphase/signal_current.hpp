#pragma once
#include "domains/polyphase.hpp"
#include "domains/signal.hpp"

namespace acausal::polyphase {

struct SignalCurrentParams {
  int m = 3;
};

/// m current sources driven by the inputs "i[k]", each flowing from
/// plug_p.pin[k] through the source to plug_n.pin[k]; "v[k]" = plug_p.pin[k].v -
/// plug_n.pin[k].v (MSL Polyphase.Sources.SignalCurrent).
class SignalCurrent : public Component {
 public:
  static constexpr const char* kTypeName = "polyphase.SignalCurrent";
  using Params = SignalCurrentParams;
  SignalCurrent(ComponentContext ctx, Params params = Params());
  Plug plug_p, plug_n;
  std::vector<signal::RealSignal> i;  // ports "i[k]": the phase currents
  std::vector<Expr> v;
};

}  // namespace acausal::polyphase
