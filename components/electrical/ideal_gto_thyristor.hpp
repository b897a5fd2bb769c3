#pragma once
#include "components/electrical/ideal_semiconductor.hpp"
#include "domains/signal.hpp"

namespace acausal::electrical {

using IdealGTOThyristorParams = IdealSemiconductorParams;

/// Ideal GTO thyristor or switching transistor (MSL Ideal.IdealGTOThyristor):
/// IdealSemiconductor with off = s < 0 or not fire. It conducts only forward
/// (v above the knee) and only while the Boolean input "fire" (> 0.5) is true.
class IdealGTOThyristor : public Component, public IdealSemiconductor {
 public:
  static constexpr const char* kTypeName = "IdealGTOThyristor";
  using Params = IdealGTOThyristorParams;
  IdealGTOThyristor(ComponentContext ctx, Params params = Params());
  signal::RealSignal fire;
};

}  // namespace acausal::electrical
