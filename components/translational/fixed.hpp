#pragma once
#include "domains/translational.hpp"

namespace acausal::translational {

struct FixedParams {
  double s0 = 0.0;  // m
};

/// Flange fixed in the housing at position s0 (MSL Components.Fixed).
class Fixed : public Component {
 public:
  static constexpr const char* kTypeName = "Fixed";
  using Params = FixedParams;
  Fixed(ComponentContext ctx, Params p = Params());
  Flange flange;
};

}  // namespace acausal::translational
