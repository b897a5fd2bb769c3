#pragma once
#include "domains/rotational.hpp"
#include "domains/translational.hpp"

namespace acausal::rotational {

struct IdealRollingWheelParams {
  double radius = 0.3;         // m
  bool use_support_r = false;  // MSL useSupportR: rotational support flange `supportR`
  bool use_support_t = false;  // MSL useSupportT: translational support flange `supportT`
};

/// Ideal rolling wheel without inertia (MSL Components.IdealRollingWheel):
/// (flangeR.phi - supportR.phi) radius = flangeT.s - supportT.s and
/// 0 = radius flangeT.f + flangeR.tau; the supports (fixed when not used)
/// take the reactions.
class IdealRollingWheel : public Component {
 public:
  static constexpr const char* kTypeName = "IdealRollingWheel";
  using Params = IdealRollingWheelParams;
  IdealRollingWheel(ComponentContext ctx, Params p = Params());
  Flange flangeR;
  translational::Flange flangeT;
};

}  // namespace acausal::rotational
