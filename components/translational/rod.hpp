#pragma once
#include "components/translational/partials.hpp"

namespace acausal::translational {

struct RodParams {
  double L = 0.0;  // m, length (flange_a at s - L/2, flange_b at s + L/2)
};

/// Rod without inertia: a rigid length between two flanges, 0 = flange_a.f +
/// flange_b.f (MSL Components.Rod).
class Rod : public Component, public Rigid {
 public:
  static constexpr const char* kTypeName = "Rod";
  using Params = RodParams;
  Rod(ComponentContext ctx, Params p = Params());
};

}  // namespace acausal::translational
