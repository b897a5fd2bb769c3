#pragma once
#include "domains/electrical.hpp"

namespace acausal::electrical {

struct IdealOpAmp4Params {};

/// Ideal operational amplifier with an input port (p1, n1) and an output port
/// (p2, n2) (MSL Ideal.IdealOpAmp): nullator at the input (v1 = 0, i1 = 0),
/// norator at the output (v2, i2 whatever the circuit needs).
class IdealOpAmp4 : public Component {
 public:
  static constexpr const char* kTypeName = "IdealOpAmp";
  using Params = IdealOpAmp4Params;
  IdealOpAmp4(ComponentContext ctx, Params p = Params());
  Pin p1, n1, p2, n2;
  Expr v1, v2, i1, i2;
};

}  // namespace acausal::electrical
