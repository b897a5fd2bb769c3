#pragma once
// Shared partial models of the electrical library (as MSL's
// Electrical.Analog.Interfaces): reused by the components, never copied.
#include "domains/electrical.hpp"

namespace acausal::electrical {

/// Two pins p and n with the voltage drop v = p.v - n.v and the current i
/// flowing from p through the component to n (MSL Interfaces.OnePort):
/// 0 = p.i + n.i, i = p.i.
struct OnePort {
  Pin p, n;
  Expr v, i;
  /// v_options / i_options carry start values (unit and description are filled in).
  explicit OnePort(Component& c, VariableOptions v_options = {}, VariableOptions i_options = {});
};

}  // namespace acausal::electrical
