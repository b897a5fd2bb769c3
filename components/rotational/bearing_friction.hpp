#pragma once
#include "components/rotational/friction_partials.hpp"
#include "components/rotational/partials.hpp"

namespace acausal::rotational {

struct BearingFrictionParams {
  /// Positive sliding friction torque [N.m] as a function of w [rad/s] (w >= 0).
  FrictionTable tau_pos = {{0.0, 1.0}};
  double peak = 1.0;      // tau0_max = peak * tau_pos(0), peak >= 1
  double w_small = 1e10;  // rad/s, MSL's default
  bool use_support = false;
};

/// Coulomb friction in a bearing, between the flanges and the housing
/// (MSL Rotational.Components.BearingFriction): stuck while |torque| <=
/// peak * tau_pos(0), else sliding with torque tau_pos(|w|) against w.
class BearingFriction : public Component, public PartialFriction {
 public:
  static constexpr const char* kTypeName = "BearingFriction";
  using Params = BearingFrictionParams;
  BearingFriction(ComponentContext ctx, Params p = Params());
  Flange flange_a, flange_b;
  Expr phi, tau, w, a, loss_power;
};

}  // namespace acausal::rotational
