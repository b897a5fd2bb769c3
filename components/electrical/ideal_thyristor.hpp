#pragma once
#include "components/electrical/ideal_semiconductor.hpp"
#include "domains/signal.hpp"

namespace acausal::electrical {

struct IdealThyristorParams : IdealSemiconductorParams {
  bool offStart = true;  // pre(off) at the initial time (MSL off(start = ..., fixed = true))
};

/// Ideal thyristor (MSL Ideal.IdealThyristor): IdealSemiconductor with
///   off = s < 0 or pre(off) and not fire.
/// A firing pulse (the Boolean input fire, true when > 0.5) turns it on while
/// it is forward biased; it then conducts until its current falls through
/// zero, whatever fire does.
class IdealThyristor : public Component, public IdealSemiconductor {
 public:
  static constexpr const char* kTypeName = "IdealThyristor";
  using Params = IdealThyristorParams;
  IdealThyristor(ComponentContext ctx, Params params = Params());
  signal::RealSignal fire;
};

}  // namespace acausal::electrical
