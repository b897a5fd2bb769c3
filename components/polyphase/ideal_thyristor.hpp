#pragma once
#include "components/polyphase/partials.hpp"
#include "domains/signal.hpp"

namespace acausal::polyphase {

struct IdealThyristorParams {
  int m = 3;
  double Ron = 1e-5;           // Ohm, forward state-on differential resistance
  double Goff = 1e-5;          // S, backward state-off conductance
  double Vknee = 0.0;          // V, forward threshold voltage
  std::vector<bool> offStart;  // pre(off) of each phase at the initial time (empty: all true)
};

/// m ideal thyristors between plug_p.pin[k] and plug_n.pin[k], fired by the
/// inputs "fire[k]" (MSL Polyphase.Ideal.IdealThyristor, the same data in
/// every phase, no heat port). Phase k follows the analog thyristor with its
/// own curve parameter and state, named as MSL's inner idealThyristor[k]:
///   v[k] = s[k] (off[k] ? 1 : Ron) + Vknee,  i[k] = s[k] (off[k] ? Goff : 1) + Goff Vknee,
///   off[k] = s[k] < 0 or pre(off[k]) and not fire[k].
class IdealThyristor : public Component, public OnePort, public IdealSemiconductorPhases {
 public:
  static constexpr const char* kTypeName = "polyphase.IdealThyristor";
  using Params = IdealThyristorParams;
  IdealThyristor(ComponentContext ctx, Params params = Params());
  std::vector<signal::RealSignal> fire;
};

}  // namespace acausal::polyphase
