#pragma once
#include "components/rotational/elasto_backlash.hpp"

namespace acausal::rotational {

/// Backlash in series with a spring and damper in parallel whose contact
/// torque may jump (MSL Rotational.Components.ElastoBacklash2): as
/// ElastoBacklash, but in contact tau = tau_c + tau_d where that pushes and 0
/// where it would pull, the damping torque unlimited; contact starts and
/// ends with events.
class ElastoBacklash2 : public Component, public CompliantWithRelativeStates {
 public:
  static constexpr const char* kTypeName = "ElastoBacklash2";
  using Params = ElastoBacklashParams;
  ElastoBacklash2(ComponentContext ctx, Params p = Params());
  Expr phi_diff, tau_c, tau_d, loss_power;
};

}  // namespace acausal::rotational
