#include "components/blocks/logical.hpp"

namespace acausal::blocks {

GreaterThreshold::GreaterThreshold(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  Expr threshold =
      parameter("threshold", p.threshold, {"", "comparison with respect to threshold"});
  equation(y.value, if_else(u.value > threshold, 1.0, 0.0));
}

}  // namespace acausal::blocks
