#pragma once
#include "components/rotational/partials.hpp"

namespace acausal::rotational {

struct DamperParams {
  double d = 0.0;  // N.m.s/rad
};

/// Linear rotational damper: tau = d * w_rel, relative states preferred (MSL Damper).
class Damper : public Component, public CompliantWithRelativeStates {
 public:
  static constexpr const char* kTypeName = "Damper";
  using Params = DamperParams;
  Damper(ComponentContext ctx, Params p = Params());
  Expr loss_power;
};

}  // namespace acausal::rotational
