#pragma once
#include "components/rotational/partials.hpp"

namespace acausal::rotational {

struct ConstantTorqueParams {
  double tau_constant = 0.0;  // N.m (MSL has no default)
  bool use_support = false;
};

/// Constant torque, independent of speed (MSL Sources.ConstantTorque):
/// tau = -flange.tau = tau_constant, so a positive torque accelerates the
/// flange in the positive direction; the support takes the reaction.
class ConstantTorque : public Component {
 public:
  static constexpr const char* kTypeName = "ConstantTorque";
  using Params = ConstantTorqueParams;
  ConstantTorque(ComponentContext ctx, Params p = Params());
  Flange flange;
  Expr phi, w, tau;
};

}  // namespace acausal::rotational
