#pragma once
#include "components/polyphase/partials.hpp"

namespace acausal::polyphase {

struct ResistorParams {
  int m = 3;
  double R = 1.0;  // Ohm, per phase
};

/// m linear resistors v[k] = R * i[k] (MSL Polyphase.Basic.Resistor with the
/// same R in every phase and no heat port).
class Resistor : public Component, public OnePort {
 public:
  static constexpr const char* kTypeName = "polyphase.Resistor";
  using Params = ResistorParams;
  Resistor(ComponentContext ctx, Params params = Params());
};

}  // namespace acausal::polyphase
