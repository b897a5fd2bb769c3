#pragma once
#include "components/electrical/ideal_semiconductor.hpp"

namespace acausal::electrical {

using IdealDiodeParams = IdealSemiconductorParams;

/// Ideal diode (MSL Ideal.IdealDiode): IdealSemiconductor with off = s < 0,
/// i.e. blocking with i = Goff * v below the knee point (v = Vknee,
/// i = Goff * Vknee), conducting with v = Vknee + Ron * (i - Goff * Vknee)
/// above it. The change of 'off' is a state event at s = 0.
class IdealDiode : public Component, public IdealSemiconductor {
 public:
  static constexpr const char* kTypeName = "IdealDiode";
  using Params = IdealDiodeParams;
  IdealDiode(ComponentContext ctx, Params params = Params());
};

}  // namespace acausal::electrical
