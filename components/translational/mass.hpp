#pragma once
#include "components/translational/partials.hpp"

namespace acausal::translational {

struct MassParams {
  double m = 1.0;  // kg
  double L = 0.0;  // m, length (flange_a at s - L/2, flange_b at s + L/2)
};

/// Sliding mass: v = der(s), a = der(v), m * a = flange_a.f + flange_b.f
/// (MSL Components.Mass).
class Mass : public Component, public Rigid {
 public:
  static constexpr const char* kTypeName = "Mass";
  using Params = MassParams;
  Mass(ComponentContext ctx, Params p = Params());
  Expr v, a;
};

}  // namespace acausal::translational
