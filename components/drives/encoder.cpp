#include "components/drives/encoder.hpp"

#include <cmath>
#include <numbers>

#include <fmt/format.h>

namespace acausal::drives {

namespace {
constexpr double kTwoPi = 2 * std::numbers::pi;

bool is_count(double n) {
  return std::isfinite(n) && n >= 1.0 && n == std::floor(n);
}
}  // namespace

Expr round_to_integer(const Expr& x) {
  return x - atan2(sin(kTwoPi * x), cos(kTwoPi * x)) / kTwoPi;
}

EncoderStep encoder_step(const Expr& phi, bool quantize, const Expr& quantum, const Expr& Ts,
                         const Expr& T_filter, const Expr& angle_prev, const Expr& velocity_prev,
                         const Expr& started) {
  const Expr angle = quantize ? quantum * round_to_integer(phi / quantum) : phi;
  const Expr raw = (angle - angle_prev) / Ts;
  const Expr filtered = velocity_prev + Ts / (T_filter + Ts) * (raw - velocity_prev);
  return {angle, no_event(if_else(started > 0.5, filtered, 0.0))};
}

void validate_encoder_options(const Component& c, const EncoderOptions& o,
                              const std::string& prefix) {
  if (!is_count(o.counts_per_rev))
    throw ModelError(fmt::format(
        "{} '{}': encoder counts per revolution = {} is invalid: it must be an integer >= 1 "
        "(e.g. 10000 for a 2500-line quadrature encoder, 131072 for 17 bits). Set "
        "{}counts_per_rev.",
        c.type_name(), c.path(), o.counts_per_rev, prefix));
  if (!(o.T_filter >= 0) || !std::isfinite(o.T_filter))
    throw ModelError(fmt::format(
        "{} '{}': velocity filter time constant T_filter = {} s is invalid: it must be >= 0 "
        "(0 for the raw backward difference). Set {}T_filter.",
        c.type_name(), c.path(), o.T_filter, prefix));
}

Encoder::Encoder(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      phi(signal::declare_input(*this, "phi")),
      phi_q(signal::declare_output(*this, "phi_q")),
      w(signal::declare_output(*this, "w")),
      angle(discrete("angle", 0.0, "quantised angle at the last sample")),
      velocity(discrete("velocity", 0.0, "velocity estimate at the last sample")) {
  validate_encoder_options(*this, {params.counts_per_rev, params.T_filter}, path() + ".");
  const ParameterCheck pos = ParameterCheck::Positive;
  Expr counts =
      parameter("counts_per_rev", params.counts_per_rev, {"1", "counts per revolution", pos});
  Expr period = parameter("samplePeriod", params.samplePeriod, {"s", "sample period", pos});
  Expr start = parameter("startTime", params.startTime, {"s", "first sample time instant"});
  Expr T_filter = parameter("T_filter", params.T_filter,
                            {"s", "velocity filter time constant", ParameterCheck::NonNegative});
  Expr started = discrete("started", 0.0, "1 after the first sample");
  const EncoderStep step = encoder_step(phi.value, true, kTwoPi / counts, period, T_filter,
                                        pre(angle), pre(velocity), pre(started));
  when(sample(start, period), {{angle, step.angle}, {velocity, step.velocity}, {started, 1.0}});
  equation(phi_q.value, angle);
  equation(w.value, velocity);
}

VelocityEstimator::VelocityEstimator(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")),
      angle(discrete("angle", 0.0, "input at the last sample")),
      velocity(discrete("velocity", 0.0, "velocity estimate at the last sample")) {
  if (!(params.T_filter >= 0) || !std::isfinite(params.T_filter))
    throw ModelError(fmt::format(
        "{} '{}': velocity filter time constant T_filter = {} s is invalid: it must be >= 0 "
        "(0 for the raw backward difference). Set {}.T_filter.",
        type_name(), path(), params.T_filter, path()));
  const ParameterCheck pos = ParameterCheck::Positive;
  Expr period = parameter("samplePeriod", params.samplePeriod, {"s", "sample period", pos});
  Expr start = parameter("startTime", params.startTime, {"s", "first sample time instant"});
  Expr T_filter = parameter("T_filter", params.T_filter,
                            {"s", "velocity filter time constant", ParameterCheck::NonNegative});
  Expr started = discrete("started", 0.0, "1 after the first sample");
  const EncoderStep step =
      encoder_step(u.value, false, 0.0, period, T_filter, pre(angle), pre(velocity), pre(started));
  when(sample(start, period), {{angle, step.angle}, {velocity, step.velocity}, {started, 1.0}});
  equation(y.value, velocity);
}

}  // namespace acausal::drives
