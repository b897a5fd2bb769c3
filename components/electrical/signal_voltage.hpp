#pragma once
#include "domains/electrical.hpp"
#include "domains/signal.hpp"

namespace acausal::electrical {

struct SignalVoltageParams {};

/// Voltage source driven by the input signal v = p.v - n.v; i flows from p
/// to n through the source (MSL Sources.SignalVoltage).
class SignalVoltage : public Component {
 public:
  static constexpr const char* kTypeName = "SignalVoltage";
  using Params = SignalVoltageParams;
  SignalVoltage(ComponentContext ctx, Params params = Params());
  Pin p, n;
  signal::RealSignal v;
  Expr i;
};

}  // namespace acausal::electrical
