#include "components/blocks/math.hpp"
#include "components/blocks/vector_signals.hpp"

namespace acausal::blocks {

MultiProduct::MultiProduct(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(declare_inputs(*this, "u", p.nu)),
      y(signal::declare_output(*this, "y")) {
  Expr product = u.empty() ? Expr(0.0) : u[0].value;
  for (std::size_t i = 1; i < u.size(); ++i) product *= u[i].value;
  equation(y.value, product);
}

}  // namespace acausal::blocks
