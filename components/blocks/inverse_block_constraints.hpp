#pragma once
#include "domains/signal.hpp"

namespace acausal::blocks {

struct InverseBlockConstraintsParams {};

/// Requires two inputs and two outputs to be equal (MSL
/// Math.InverseBlockConstraints): u1 = u2, y1 = y2. Placed around a block
/// (its output into u2, its input from y2) it inverts it: the block's output
/// is forced to equal u1 and y1 is whatever input that needs (index reduction
/// differentiates the block's equations as needed).
class InverseBlockConstraints : public Component {
 public:
  static constexpr const char* kTypeName = "InverseBlockConstraints";
  using Params = InverseBlockConstraintsParams;
  InverseBlockConstraints(ComponentContext ctx, Params p = Params());
  signal::RealSignal u1, u2, y1, y2;
};

}  // namespace acausal::blocks
