#include "components/power_converters/voltage_to_duty_cycle.hpp"

namespace acausal::power_converters {

Voltage2DutyCycle::Voltage2DutyCycle(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      v(signal::declare_input(*this, "v")),
      dutyCycle(signal::declare_output(*this, "dutyCycle")) {
  Expr VLim =
      parameter("VLim", params.VLim, {"V", "voltage range limit", ParameterCheck::Positive});
  const Expr u = v.value;
  Expr d;
  if (params.reciprocal)
    d = 1.0 - VLim / max(u, VLim);
  else if (params.useBipolarVoltage)
    d = (max(min(u, VLim), -VLim) / VLim + 1.0) / 2.0;
  else
    d = max(min(u, VLim), 0.0) / VLim;
  equation(dutyCycle.value, d);
}

}  // namespace acausal::power_converters
