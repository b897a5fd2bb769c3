#pragma once
#include "components/translational/partials.hpp"

namespace acausal::translational {

struct QuadraticSpeedDependentForceParams {
  double f_nominal = 0.0;  // N (negative: a load in the positive direction of motion)
  /// true: the force has the same direction for both directions of motion
  /// (MSL ForceDirection).
  bool force_direction = true;
  double v_nominal = 1.0;  // m/s (> 0)
  bool use_support = false;
};

/// Force quadratic in the speed (MSL Sources.QuadraticSpeedDependentForce):
/// f = flange.f = -f_nominal (v/v_nominal)^2, or, with force_direction =
/// false, -f_nominal sign(v) (v/v_nominal)^2 (continuous with its first
/// derivative: no event). As in MSL, f is flange.f (the
/// force flowing into the source) and f_nominal < 0 brakes the motion.
class QuadraticSpeedDependentForce : public Component, public ElementaryOneFlangeAndSupport {
 public:
  static constexpr const char* kTypeName = "QuadraticSpeedDependentForce";
  using Params = QuadraticSpeedDependentForceParams;
  QuadraticSpeedDependentForce(ComponentContext ctx, Params p = Params());
  Expr v, f;
};

}  // namespace acausal::translational
