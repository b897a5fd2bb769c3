#pragma once
#include "components/electrical/partials.hpp"

namespace acausal::electrical {

struct ConstantCurrentParams {
  double I = 1.0;  // A
};

/// Constant current source: i = I flows from p through the source to n
/// (MSL Sources.ConstantCurrent), i.e. it leaves the source at n.
class ConstantCurrent : public Component, public OnePort {
 public:
  static constexpr const char* kTypeName = "ConstantCurrent";
  using Params = ConstantCurrentParams;
  ConstantCurrent(ComponentContext ctx, Params params = Params());
};

}  // namespace acausal::electrical
