#include "components/blocks/trapezoid.hpp"

#include <cmath>

#include <fmt/format.h>

namespace acausal::blocks {

Trapezoid::Trapezoid(ComponentContext ctx, Params p)
    : Component(std::move(ctx)), y(signal::declare_output(*this, "y")) {
  const ParameterCheck nonneg = ParameterCheck::NonNegative;
  Expr amplitude = parameter("amplitude", p.amplitude, {"", "amplitude of trapezoid"});
  Expr rising = parameter("rising", p.rising, {"s", "rising duration of trapezoid", nonneg});
  Expr width = parameter("width", p.width, {"s", "width duration of trapezoid", nonneg});
  Expr falling = parameter("falling", p.falling, {"s", "falling duration of trapezoid", nonneg});
  Expr period =
      parameter("period", p.period, {"s", "time for one period", ParameterCheck::Positive});
  Expr offset = parameter("offset", p.offset, {"", "offset of output signal"});
  Expr start = parameter("startTime", p.startTime, {"s", "output = offset for time < startTime"});
  const std::string where = path();
  constrain({"rising", "width", "falling", "period"}, [where](std::span<const double> v) {
    const double busy = v[0] + v[1] + v[2];
    return busy <= v[3] ? std::string()
                        : fmt::format(
                              "rising + width + falling = {} s is longer than the period {} s: "
                              "shorten {}.rising, {}.width or {}.falling, or lengthen "
                              "{}.period",
                              busy, v[3], where, where, where, where);
  });
  // MSL: count = integer((time - startTime) / period) at the start, then one
  // more at each period start, where T_start := time.
  const double count0 = std::floor((0.0 - p.startTime) / p.period);
  Expr count = discrete("count", count0, "period count");
  Expr T_start =
      discrete("T_start", p.startTime + count0 * p.period, "start of the current period");
  when(sample(start, period), {{count, pre(count) + 1.0}, {T_start, Expr::time()}});

  const Expr t = Expr::time();
  const Expr T_rising = rising, T_width = rising + width, T_falling = T_width + falling;
  Expr wave = if_else(t < T_start + T_rising, amplitude * (t - T_start) / rising,
                      if_else(t < T_start + T_width, amplitude,
                              if_else(t < T_start + T_falling,
                                      amplitude * (T_start + T_falling - t) / falling, 0.0)));
  Expr off = t < start;
  if (p.nperiod == 0) off = Expr(1.0);
  if (p.nperiod > 0) off = off || count >= static_cast<double>(p.nperiod);
  equation(y.value, offset + if_else(off, 0.0, wave));
}

}  // namespace acausal::blocks
