#include "components/blocks/add3.hpp"

namespace acausal::blocks {

Add3::Add3(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u1(signal::declare_input(*this, "u1")),
      u2(signal::declare_input(*this, "u2")),
      u3(signal::declare_input(*this, "u3")),
      y(signal::declare_output(*this, "y")) {
  Expr k1 = parameter("k1", p.k1, {"", "gain of input signal 1"});
  Expr k2 = parameter("k2", p.k2, {"", "gain of input signal 2"});
  Expr k3 = parameter("k3", p.k3, {"", "gain of input signal 3"});
  equation(y.value, k1 * u1.value + k2 * u2.value + k3 * u3.value);
}

}  // namespace acausal::blocks
