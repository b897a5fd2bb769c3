#include <numbers>

#include "components/blocks/sources.hpp"

namespace acausal::blocks {

Sine::Sine(ComponentContext ctx, Params p)
    : Component(std::move(ctx)), y(signal::declare_output(*this, "y")) {
  Expr amplitude = parameter("amplitude", p.amplitude, {"", "amplitude of sine wave"});
  Expr f = parameter("f", p.f, {"Hz", "frequency of sine wave"});
  Expr phase = parameter("phase", p.phase, {"rad", "phase of sine wave"});
  Expr offset = parameter("offset", p.offset, {"", "offset of output signal"});
  Expr start_time =
      parameter("startTime", p.start_time, {"s", "output = offset for time < startTime"});
  declare_periodic_forcing(*this, f, "sine wave");
  const Expr t = Expr::time();
  equation(y.value,
           offset + if_else(t < start_time, 0.0,
                            amplitude * sin(2 * std::numbers::pi * f * (t - start_time) + phase)));
}

}  // namespace acausal::blocks
