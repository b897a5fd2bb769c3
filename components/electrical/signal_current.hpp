#pragma once
#include "domains/electrical.hpp"
#include "domains/signal.hpp"

namespace acausal::electrical {

struct SignalCurrentParams {};

/// Current source driven by the input signal i, flowing from p through the
/// source to n; v = p.v - n.v (MSL Sources.SignalCurrent).
class SignalCurrent : public Component {
 public:
  static constexpr const char* kTypeName = "SignalCurrent";
  using Params = SignalCurrentParams;
  SignalCurrent(ComponentContext ctx, Params params = Params());
  Pin p, n;
  signal::RealSignal i;
  Expr v;
};

}  // namespace acausal::electrical
