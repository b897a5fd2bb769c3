#include "components/blocks/sources.hpp"

namespace acausal::blocks {

Ramp::Ramp(ComponentContext ctx, Params p)
    : Component(std::move(ctx)), y(signal::declare_output(*this, "y")) {
  Expr height = parameter("height", p.height, {"", "height of ramp"});
  Expr duration =
      parameter("duration", p.duration,
                {"s", "duration of ramp (= 0.0 gives a step)", ParameterCheck::NonNegative});
  Expr offset = parameter("offset", p.offset, {"", "offset of output signal y"});
  Expr start_time =
      parameter("startTime", p.start_time, {"s", "output y = offset for time < startTime"});
  const Expr t = Expr::time();
  equation(y.value, offset + if_else(t < start_time, 0.0,
                                     if_else(t < start_time + duration,
                                             (t - start_time) * height / duration, height)));
}

}  // namespace acausal::blocks
