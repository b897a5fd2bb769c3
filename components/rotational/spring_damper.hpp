#pragma once
#include "components/rotational/partials.hpp"

namespace acausal::rotational {

struct SpringDamperParams {
  double c = 1e5;         // N.m/rad
  double d = 0.0;         // N.m.s/rad
  double phi_rel0 = 0.0;  // rad
};

/// Linear torsion spring and damper in parallel, relative states preferred
/// (MSL SpringDamper): tau = c * (phi_rel - phi_rel0) + d * w_rel.
class SpringDamper : public Component, public CompliantWithRelativeStates {
 public:
  static constexpr const char* kTypeName = "SpringDamper";
  using Params = SpringDamperParams;
  SpringDamper(ComponentContext ctx, Params p = Params());
  Expr loss_power;
};

}  // namespace acausal::rotational
