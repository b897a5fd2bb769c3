#pragma once
#include "components/rotational/friction_partials.hpp"
#include "components/rotational/partials.hpp"
#include "domains/signal.hpp"

namespace acausal::rotational {

struct OneWayClutchParams {
  /// Positive sliding friction coefficient [1] as a function of w_rel [rad/s] (w_rel >= 0).
  FrictionTable mu_pos = {{0.0, 0.5}};
  double peak = 1.0;      // mu0_max = peak * mu_pos(0), peak >= 1
  double cgeo = 1.0;      // geometry constant containing friction distribution assumption
  double fn_max = 1.0;    // N, maximum normal force
  double w_small = 1e10;  // rad/s, MSL's default
};

/// Freewheel in parallel with a clutch (MSL Components.OneWayClutch): flange_b
/// may overrun flange_a freely (w_rel > 0 slides with the clutch's friction
/// cgeo mu(w_rel) fn, fn = fn_max f_normalized while engaged, 0 when
/// f_normalized <= 0); it never turns backwards relative to flange_a
/// (w_rel <= 0 is stuck, the torque sa whatever it needs to be). While
/// disengaged the stuck state still holds torques up to tau0_max_low =
/// 1e-4 mu0 cgeo fn_max. Discrete: startForward, locked, stuck, free.
class OneWayClutch : public Component, public CompliantWithRelativeStates {
 public:
  static constexpr const char* kTypeName = "OneWayClutch";
  using Params = OneWayClutchParams;
  OneWayClutch(ComponentContext ctx, Params p = Params());
  signal::RealSignal f_normalized;
  Expr u, fn, tau0, tau0_max, mu0, sa, tau0_max_low, loss_power;
  Expr startForward, locked, stuck, free;
};

}  // namespace acausal::rotational
