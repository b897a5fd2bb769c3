#include "components/electrical/sine_voltage.hpp"

#include <numbers>

namespace acausal::electrical {

SineVoltage::SineVoltage(ComponentContext ctx, Params params)
    : Component(std::move(ctx)), OnePort(static_cast<Component&>(*this)) {
  Expr V = parameter("V", params.V, {"V", "amplitude of sine wave"});
  Expr phase = parameter("phase", params.phase, {"rad", "phase of sine wave"});
  Expr f = parameter("f", params.f, {"Hz", "frequency of sine wave"});
  Expr offset = parameter("offset", params.offset, {"V", "voltage offset"});
  Expr start_time = parameter("startTime", params.start_time, {"s", "time offset"});
  declare_periodic_forcing(*this, f, "sine voltage");
  const Expr t = Expr::time();
  equation(v, offset + if_else(t < start_time, 0.0,
                               V * sin(2 * std::numbers::pi * f * (t - start_time) + phase)));
}

}  // namespace acausal::electrical
