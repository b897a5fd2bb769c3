#pragma once
#include "components/translational/partials.hpp"

namespace acausal::translational {

struct SpringParams {
  double c = 1.0;       // N/m
  double s_rel0 = 0.0;  // m
};

/// Linear spring: f = c * (s_rel - s_rel0) (MSL Components.Spring).
class Spring : public Component, public Compliant {
 public:
  static constexpr const char* kTypeName = "Spring";
  using Params = SpringParams;
  Spring(ComponentContext ctx, Params p = Params());
};

}  // namespace acausal::translational
