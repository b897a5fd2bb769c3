#pragma once
#include "components/polyphase/partials.hpp"

namespace acausal::polyphase {

struct IdealDiodeParams {
  int m = 3;
  double Ron = 1e-5;   // Ohm, forward state-on differential resistance
  double Goff = 1e-5;  // S, backward state-off conductance
  double Vknee = 0.0;  // V, forward threshold voltage
};

/// m ideal diodes between plug_p.pin[k] and plug_n.pin[k] (MSL
/// Polyphase.Ideal.IdealDiode, the same data in every phase, no heat port).
/// Phase k follows the analog ideal diode's characteristic with its own
/// curve parameter s[k] and state off[k] = s[k] < 0:
///   v[k] = s[k] (off[k] ? 1 : Ron) + Vknee,  i[k] = s[k] (off[k] ? Goff : 1) + Goff Vknee.
class IdealDiode : public Component, public OnePort, public IdealSemiconductorPhases {
 public:
  static constexpr const char* kTypeName = "polyphase.IdealDiode";
  using Params = IdealDiodeParams;
  IdealDiode(ComponentContext ctx, Params params = Params());
};

}  // namespace acausal::polyphase
