#include "components/blocks/sources.hpp"

namespace acausal::blocks {

Constant::Constant(ComponentContext ctx, Params p)
    : Component(std::move(ctx)), y(signal::declare_output(*this, "y")) {
  Expr k = parameter("k", p.k, {"", "constant output value"});
  equation(y.value, k);
}

}  // namespace acausal::blocks
