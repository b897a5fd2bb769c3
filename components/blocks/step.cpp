#include "components/blocks/sources.hpp"

namespace acausal::blocks {

Step::Step(ComponentContext ctx, Params p)
    : Component(std::move(ctx)), y(signal::declare_output(*this, "y")) {
  Expr height = parameter("height", p.height, {"", "height of step"});
  Expr offset = parameter("offset", p.offset, {"", "offset of output signal y"});
  Expr start_time =
      parameter("startTime", p.start_time, {"s", "output y = offset for time < startTime"});
  equation(y.value, offset + if_else(Expr::time() < start_time, 0.0, height));
}

}  // namespace acausal::blocks
