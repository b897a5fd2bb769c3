#pragma once
#include "components/electrical/ideal_switch_partial.hpp"
#include "components/polyphase/partials.hpp"
#include "domains/signal.hpp"

namespace acausal::polyphase {

struct IdealClosingSwitchParams {
  int m = 3;
  double Ron = 1e-5;   // Ohm, closed switch resistance
  double Goff = 1e-5;  // S, opened switch conductance
};

/// m ideal closers (MSL Polyphase.Ideal.IdealClosingSwitch): phase k is closed
/// while its 0/1 input "control[k]" is 1. Each phase follows the analog
/// ideal-switch law v = s*(off ? 1 : Ron), i = s*(off ? Goff : 1).
class IdealClosingSwitch : public Component, public OnePort {
 public:
  static constexpr const char* kTypeName = "polyphase.IdealClosingSwitch";
  using Params = IdealClosingSwitchParams;
  IdealClosingSwitch(ComponentContext ctx, Params params = Params());
  std::vector<signal::RealSignal> control;
  std::vector<Expr> off, s;
};

}  // namespace acausal::polyphase
