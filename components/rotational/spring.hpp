#pragma once
#include "components/rotational/partials.hpp"

namespace acausal::rotational {

struct SpringParams {
  double c = 1e5;         // N.m/rad
  double phi_rel0 = 0.0;  // rad
};

/// Linear torsion spring: tau = c * (phi_rel - phi_rel0) (MSL Spring).
class Spring : public Component, public Compliant {
 public:
  static constexpr const char* kTypeName = "Spring";
  using Params = SpringParams;
  Spring(ComponentContext ctx, Params p = Params());
};

}  // namespace acausal::rotational
