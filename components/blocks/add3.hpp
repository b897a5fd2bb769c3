#pragma once
#include "domains/signal.hpp"

namespace acausal::blocks {

struct Add3Params {
  double k1 = 1.0;
  double k2 = 1.0;
  double k3 = 1.0;
};

/// y = k1 * u1 + k2 * u2 + k3 * u3 (MSL Math.Add3).
class Add3 : public Component {
 public:
  static constexpr const char* kTypeName = "Add3";
  using Params = Add3Params;
  Add3(ComponentContext ctx, Params p = Params());
  signal::RealSignal u1, u2, u3, y;
};

}  // namespace acausal::blocks
