#pragma once
#include "components/electrical/partials.hpp"
#include "domains/signal.hpp"

namespace acausal::electrical {

/// Linear resistor whose resistance is the input signal "R": v = R * i (MSL
/// Basic.VariableResistor without heat port, i.e. alpha = 0: R_actual = R).
class VariableResistor : public Component, public OnePort {
 public:
  static constexpr const char* kTypeName = "VariableResistor";
  explicit VariableResistor(ComponentContext ctx);
  signal::RealSignal R;
  Expr R_actual, LossPower;
};

}  // namespace acausal::electrical
