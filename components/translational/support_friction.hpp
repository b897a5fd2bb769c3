#pragma once
#include "components/translational/friction_partials.hpp"

namespace acausal::translational {

struct SupportFrictionParams {
  /// Positive sliding friction force [N] as a function of v [m/s] (v >= 0).
  FrictionTable f_pos = {{0.0, 1.0}};
  double peak = 1.0;      // f0_max = peak * f_pos(0), peak >= 1
  double v_small = 1e-3;  // m/s, MSL's default
  bool use_support = false;
};

/// Coulomb friction between the flanges (moving together) and the housing,
/// with the friction force a table of the velocity: always engaged, sticking
/// while the force it must carry stays within peak * f_pos(0) (MSL
/// Translational.Components.SupportFriction).
class SupportFriction : public Component, public PartialFriction {
 public:
  static constexpr const char* kTypeName = "SupportFriction";
  using Params = SupportFrictionParams;
  SupportFriction(ComponentContext ctx, Params p = Params());
  Flange flange_a, flange_b;
  Expr s, f, v, a, loss_power;
};

}  // namespace acausal::translational
