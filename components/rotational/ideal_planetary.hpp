#pragma once
#include "domains/rotational.hpp"

namespace acausal::rotational {

struct IdealPlanetaryParams {
  double ratio = 2.0;  // number of ring teeth / sun teeth
};

/// Ideal planetary gear without inertia (MSL Components.IdealPlanetary):
/// (1 + ratio) carrier.phi = sun.phi + ratio ring.phi, ring.tau = ratio
/// sun.tau, carrier.tau = -(1 + ratio) sun.tau.
class IdealPlanetary : public Component {
 public:
  static constexpr const char* kTypeName = "IdealPlanetary";
  using Params = IdealPlanetaryParams;
  IdealPlanetary(ComponentContext ctx, Params p = Params());
  Flange sun, carrier, ring;
};

}  // namespace acausal::rotational
