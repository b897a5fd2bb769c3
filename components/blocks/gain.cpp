#include "components/blocks/math.hpp"

namespace acausal::blocks {

Gain::Gain(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  Expr k = parameter("k", p.k, {"1", "gain value multiplied with input signal"});
  equation(y.value, k * u.value);
}

}  // namespace acausal::blocks
