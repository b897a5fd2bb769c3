#pragma once
#include "domains/rotational.hpp"

namespace acausal::rotational {

struct FixedParams {
  double phi0 = 0.0;  // rad
};

/// Flange fixed in the housing at angle phi0 (MSL Fixed).
class Fixed : public Component {
 public:
  static constexpr const char* kTypeName = "Fixed";
  using Params = FixedParams;
  Fixed(ComponentContext ctx, Params p = Params());
  Flange flange;
};

}  // namespace acausal::rotational
