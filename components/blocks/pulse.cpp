#include "components/blocks/pulse.hpp"

#include <fmt/format.h>

namespace acausal::blocks {

Pulse::Pulse(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      y(signal::declare_output(*this, "y")),
      high(discrete("high", 0.0, "= 1 during the first width % of a period")) {
  if (!(p.width > 0.0 && p.width <= 100.0))
    throw ModelError(fmt::format(
        "Pulse '{}': width = {} is invalid: it is a percentage of the period in (0, 100]. Set "
        "{}.width.",
        path(), p.width, path()));
  Expr amplitude = parameter("amplitude", p.amplitude, {"", "amplitude of pulse"});
  Expr width = parameter("width", p.width, {"1", "width of pulse in % of period"});
  Expr period =
      parameter("period", p.period, {"s", "time for one period", ParameterCheck::Positive});
  Expr offset = parameter("offset", p.offset, {"", "offset of output signal y"});
  Expr start = parameter("startTime", p.startTime, {"s", "output y = offset for time < startTime"});
  // MSL counts periods and compares time with T_start + T_width; the same
  // instants as two samples, so that both edges are time events.
  const Expr T_width = period * width / 100.0;
  when(sample(start, period), {{high, 1.0}});
  if (p.width < 100.0) when(sample(start + T_width, period), {{high, 0.0}});
  equation(y.value, offset + if_else(Expr::time() < start, 0.0, amplitude * high));
}

}  // namespace acausal::blocks
