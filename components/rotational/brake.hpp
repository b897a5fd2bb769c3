#pragma once
#include "components/rotational/friction_partials.hpp"
#include "components/rotational/partials.hpp"
#include "domains/signal.hpp"

namespace acausal::rotational {

struct BrakeParams {
  /// Positive sliding friction coefficient [1] as a function of w [rad/s] (w >= 0).
  FrictionTable mu_pos = {{0.0, 0.5}};
  double peak = 1.0;      // mu0_max = peak * mu_pos(0), peak >= 1
  double cgeo = 1.0;      // geometry constant containing friction distribution assumption
  double fn_max = 1.0;    // N, maximum normal force
  double w_small = 1e10;  // rad/s, MSL's default
  bool use_support = false;
};

/// Brake: Coulomb friction between the flanges and the housing, pressed by the
/// normal force fn = fn_max * f_normalized; friction torque cgeo * mu(w) * fn,
/// released (free) while fn <= 0 (MSL Rotational.Components.Brake).
class Brake : public Component, public PartialFriction {
 public:
  static constexpr const char* kTypeName = "Brake";
  using Params = BrakeParams;
  Brake(ComponentContext ctx, Params p = Params());
  Flange flange_a, flange_b;
  signal::RealSignal f_normalized;
  Expr phi, tau, w, a, mu0, fn, loss_power;
};

}  // namespace acausal::rotational
