#pragma once
#include "domains/electrical.hpp"

namespace acausal::electrical {

struct GroundParams {};

/// Ground node: p.v = 0 (MSL Basic.Ground). Every circuit needs one.
class Ground : public Component {
 public:
  static constexpr const char* kTypeName = "Ground";
  using Params = GroundParams;
  Ground(ComponentContext ctx, Params params = Params());
  Pin p;
};

}  // namespace acausal::electrical
