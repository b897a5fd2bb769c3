#pragma once
#include "components/rotational/partials.hpp"

namespace acausal::rotational {

struct IdealGearParams {
  double ratio = 1.0;
  bool use_support = false;
};

/// Ideal gear without inertia: phi_a = ratio * phi_b relative to the support,
/// 0 = ratio * flange_a.tau + flange_b.tau (MSL IdealGear).
class IdealGear : public Component {
 public:
  static constexpr const char* kTypeName = "IdealGear";
  using Params = IdealGearParams;
  IdealGear(ComponentContext ctx, Params p = Params());
  Flange flange_a, flange_b;
  Expr phi_a, phi_b;
};

}  // namespace acausal::rotational
