#pragma once
#include "components/rotational/partials.hpp"

namespace acausal::rotational {

struct ConstantSpeedParams {
  double w_fixed = 0.0;  // rad/s
  bool use_support = false;
};

/// Constant speed, independent of torque (MSL Sources.ConstantSpeed):
/// w = der(phi) = w_fixed, phi = flange.phi - support.phi.
class ConstantSpeed : public Component {
 public:
  static constexpr const char* kTypeName = "ConstantSpeed";
  using Params = ConstantSpeedParams;
  ConstantSpeed(ComponentContext ctx, Params p = Params());
  Flange flange;
  Expr phi, w;
};

}  // namespace acausal::rotational
