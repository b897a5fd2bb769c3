#pragma once
#include "components/rotational/partials.hpp"

namespace acausal::rotational {

struct QuadraticSpeedDependentTorqueParams {
  double tau_nominal = 0.0;  // N.m (negative: a load in the positive direction of rotation)
  /// true: the torque has the same direction for both directions of rotation.
  bool torque_direction = true;
  double w_nominal = 1.0;  // rad/s (> 0)
  bool use_support = false;
};

/// Torque quadratic in the speed (MSL Sources.QuadraticSpeedDependentTorque):
/// tau = -flange.tau = tau_nominal (w/w_nominal)^2, or, with
/// torque_direction = false (MSL TorqueDirection), tau_nominal sign(w) (w/w_nominal)^2 (continuous
/// with its first derivative, so no event).
class QuadraticSpeedDependentTorque : public Component {
 public:
  static constexpr const char* kTypeName = "QuadraticSpeedDependentTorque";
  using Params = QuadraticSpeedDependentTorqueParams;
  QuadraticSpeedDependentTorque(ComponentContext ctx, Params p = Params());
  Flange flange;
  Expr phi, w, tau;
};

}  // namespace acausal::rotational
