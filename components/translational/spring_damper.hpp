#pragma once
#include "components/translational/partials.hpp"

namespace acausal::translational {

struct SpringDamperParams {
  double c = 1.0;       // N/m
  double d = 1.0;       // N.s/m
  double s_rel0 = 0.0;  // m
};

/// Linear spring and damper in parallel, relative states preferred
/// (MSL Components.SpringDamper): f = c * (s_rel - s_rel0) + d * v_rel.
class SpringDamper : public Component, public CompliantWithRelativeStates {
 public:
  static constexpr const char* kTypeName = "SpringDamper";
  using Params = SpringDamperParams;
  SpringDamper(ComponentContext ctx, Params p = Params());
  Expr loss_power;
};

}  // namespace acausal::translational
