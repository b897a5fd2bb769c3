#pragma once
#include "domains/electrical.hpp"

namespace acausal::electrical {

struct IdealOpAmpParams {};

/// Ideal operational amplifier with three pins (MSL Ideal.IdealOpAmp3Pin):
/// a nullator at the input (in_p.v = in_n.v, in_p.i = in_n.i = 0) and a
/// norator at the output (out.v and out.i are whatever the circuit needs;
/// the output current returns through the implicit ground). Works only in a
/// circuit with negative feedback that determines out.v.
class IdealOpAmp : public Component {
 public:
  static constexpr const char* kTypeName = "IdealOpAmp";
  using Params = IdealOpAmpParams;
  IdealOpAmp(ComponentContext ctx, Params params = Params());
  Pin in_p, in_n, out;
};

/// The MSL name of the same component.
using IdealOpAmp3Pin = IdealOpAmp;

}  // namespace acausal::electrical
