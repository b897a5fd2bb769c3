#pragma once
#include <optional>

#include "components/polyphase/partials.hpp"

namespace acausal::polyphase {

struct InductorParams {
  int m = 3;
  double L = 1.0;                 // H, per phase
  std::optional<double> i_start;  // A, fixed initial current of every phase if set
};

/// m uncoupled linear inductors v[k] = L * der(i[k]) (MSL Polyphase.Basic.Inductor).
class Inductor : public Component, public OnePort {
 public:
  static constexpr const char* kTypeName = "polyphase.Inductor";
  using Params = InductorParams;
  Inductor(ComponentContext ctx, Params params = Params());
};

}  // namespace acausal::polyphase
