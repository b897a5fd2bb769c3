#include "components/blocks/root_mean_square.hpp"

#include "components/blocks/math.hpp"
#include "components/blocks/mean.hpp"

namespace acausal::blocks {

RootMeanSquare::RootMeanSquare(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  // MSL's inner blocks: product = u u, mean of it, sqrt1 of the mean.
  auto& product = add<MultiProduct>("product", MultiProduct::Params{.nu = 2});
  auto& mean =
      add<Mean>("mean", Mean::Params{.f = params.f, .x0 = params.x0, .yGreaterOrEqualZero = true});
  auto& sqrt1 = add<Sqrt>("sqrt1");
  connect(u, product.u[0]);
  connect(u, product.u[1]);
  connect(product.y, mean.u);
  connect(mean.y, sqrt1.u);
  connect(sqrt1.y, y);
}

}  // namespace acausal::blocks
