#pragma once
#include "components/electrical/partials.hpp"

namespace acausal::electrical {

struct ResistorParams {
  double R = 1.0;  // Ohm
};

/// Ideal linear resistor: v = R * i (MSL Basic.Resistor without heat port,
/// i.e. T_ref and alpha are not modelled: R_actual = R).
class Resistor : public Component, public OnePort {
 public:
  static constexpr const char* kTypeName = "Resistor";
  using Params = ResistorParams;
  Resistor(ComponentContext ctx, Params params = Params());
  Expr R_actual, LossPower;
};

}  // namespace acausal::electrical
