#pragma once
#include "components/translational/friction_partials.hpp"
#include "domains/signal.hpp"

namespace acausal::translational {

struct BrakeParams {
  /// Positive sliding friction coefficient [1] as a function of v [m/s] (v >= 0).
  FrictionTable mu_pos = {{0.0, 0.5}};
  double peak = 1.0;      // mu0_max = peak * mu_pos(0), peak >= 1
  double cgeo = 1.0;      // geometry constant containing friction distribution assumption
  double fn_max = 1.0;    // N, maximum normal force
  double v_small = 1e-3;  // m/s, MSL's default
  bool use_support = false;
};

/// Brake: Coulomb friction between the flanges (moving together) and the
/// housing, pressed by the normal force fn = fn_max f_normalized; friction
/// force cgeo mu(v) fn, released (free) while fn <= 0 (MSL
/// Translational.Components.Brake).
class Brake : public Component, public PartialFriction {
 public:
  static constexpr const char* kTypeName = "Brake";
  using Params = BrakeParams;
  Brake(ComponentContext ctx, Params p = Params());
  Flange flange_a, flange_b;
  signal::RealSignal f_normalized;
  Expr s, f, v, a, mu0, fn, loss_power;
};

}  // namespace acausal::translational
