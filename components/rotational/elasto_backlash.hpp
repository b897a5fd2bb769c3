#pragma once
#include "components/rotational/partials.hpp"

namespace acausal::rotational {

struct ElastoBacklashParams {
  double c = 1e5;         // N.m/rad, spring constant (> 0)
  double d = 0.0;         // N.m.s/rad, damping constant
  double b = 0.0;         // rad, total backlash
  double phi_rel0 = 0.0;  // rad, unstretched spring angle
};

/// Backlash in series with a spring and damper in parallel (MSL
/// Rotational.Components.ElastoBacklash): no torque while
/// |phi_rel - phi_rel0| <= b/2, outside contact torque c * phi_contact plus a
/// damping torque limited so that the contact only pushes.
class ElastoBacklash : public Component, public CompliantWithRelativeStates {
 public:
  static constexpr const char* kTypeName = "ElastoBacklash";
  using Params = ElastoBacklashParams;
  ElastoBacklash(ComponentContext ctx, Params p = Params());
  Expr phi_diff, tau_c, tau_d, loss_power;
};

}  // namespace acausal::rotational
