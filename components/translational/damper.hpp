#pragma once
#include "components/translational/partials.hpp"

namespace acausal::translational {

struct DamperParams {
  double d = 0.0;  // N.s/m
};

/// Linear damper: f = d * v_rel, relative states preferred (MSL Components.Damper).
class Damper : public Component, public CompliantWithRelativeStates {
 public:
  static constexpr const char* kTypeName = "Damper";
  using Params = DamperParams;
  Damper(ComponentContext ctx, Params p = Params());
  Expr loss_power;
};

}  // namespace acausal::translational
