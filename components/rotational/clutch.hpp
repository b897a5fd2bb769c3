#pragma once
#include "components/rotational/friction_partials.hpp"
#include "components/rotational/partials.hpp"
#include "domains/signal.hpp"

namespace acausal::rotational {

struct ClutchParams {
  /// Positive sliding friction coefficient [1] as a function of w_rel [rad/s] (w_rel >= 0).
  FrictionTable mu_pos = {{0.0, 0.5}};
  double peak = 1.0;      // mu0_max = peak * mu_pos(0), peak >= 1
  double cgeo = 1.0;      // geometry constant containing friction distribution assumption
  double fn_max = 1.0;    // N, maximum normal force
  double w_small = 1e10;  // rad/s, MSL's default
};

/// Clutch: Coulomb friction between two flanges pressed together by the normal
/// force fn = fn_max * f_normalized; friction torque cgeo * mu(w_rel) * fn,
/// disengaged (free) while fn <= 0 (MSL Rotational.Components.Clutch).
class Clutch : public Component, public CompliantWithRelativeStates, public PartialFriction {
 public:
  static constexpr const char* kTypeName = "Clutch";
  using Params = ClutchParams;
  Clutch(ComponentContext ctx, Params p = Params());
  signal::RealSignal f_normalized;
  Expr mu0, fn, loss_power;
};

}  // namespace acausal::rotational
