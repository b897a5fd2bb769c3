#include "components/blocks/sinc.hpp"

#include <numbers>

namespace acausal::blocks {

Sinc::Sinc(ComponentContext ctx, Params p)
    : Component(std::move(ctx)), y(signal::declare_output(*this, "y")) {
  Expr amplitude = parameter("amplitude", p.amplitude, {"", "amplitude of sine wave"});
  Expr f = parameter("f", p.f, {"Hz", "frequency of sine wave"});
  Expr offset = parameter("offset", p.offset, {"", "offset of output signal"});
  Expr start = parameter("startTime", p.startTime, {"s", "output = offset for time < startTime"});
  declare_periodic_forcing(*this, f, "sinc wave");
  const Expr t = Expr::time();
  const Expr x = 2 * std::numbers::pi * f * (t - start);
  // MSL guards the division with noEvent(time - startTime < eps), eps = 1e-15.
  const Expr sinc = if_else(no_event(t - start < 1e-15), 1.0, sin(x) / x);
  equation(y.value, offset + if_else(t < start, 0.0, amplitude * sinc));
}

}  // namespace acausal::blocks
