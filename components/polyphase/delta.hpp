#pragma once
#include "domains/polyphase.hpp"

namespace acausal::polyphase {

struct DeltaParams {
  int m = 3;
};

/// Delta (polygon) connection: plug_n.pin[k] joined to plug_p.pin[k+1], cyclically
/// (MSL Polyphase.Basic.Delta). In parallel to an m-phase component it puts that
/// component's phase k between line k and line k+1.
class Delta : public Component {
 public:
  static constexpr const char* kTypeName = "polyphase.Delta";
  using Params = DeltaParams;
  Delta(ComponentContext ctx, Params params = Params());
  Plug plug_p, plug_n;
};

}  // namespace acausal::polyphase
