#include "components/blocks/exp_sine.hpp"

#include <numbers>

namespace acausal::blocks {

ExpSine::ExpSine(ComponentContext ctx, Params p)
    : Component(std::move(ctx)), y(signal::declare_output(*this, "y")) {
  Expr amplitude = parameter("amplitude", p.amplitude, {"", "amplitude of sine wave"});
  Expr f = parameter("f", p.f, {"Hz", "frequency of sine wave"});
  Expr phase = parameter("phase", p.phase, {"rad", "phase of sine wave"});
  Expr damping = parameter("damping", p.damping, {"1/s", "damping coefficient of sine wave"});
  Expr offset = parameter("offset", p.offset, {"", "offset of output signal"});
  Expr start = parameter("startTime", p.startTime, {"s", "output = offset for time < startTime"});
  declare_periodic_forcing(*this, f, "damped sine wave");
  const Expr t = Expr::time();
  equation(y.value, offset + if_else(t < start, 0.0,
                                     amplitude * exp(-damping * (t - start)) *
                                         sin(2 * std::numbers::pi * f * (t - start) + phase)));
}

}  // namespace acausal::blocks
