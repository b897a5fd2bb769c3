#include "components/electrical/trapezoid_voltage.hpp"

namespace acausal::electrical {

TrapezoidVoltage::TrapezoidVoltage(ComponentContext ctx, Params params)
    : Component(std::move(ctx)), OnePort(static_cast<Component&>(*this)) {
  auto& signalSource = add<blocks::Trapezoid>(
      "signalSource", blocks::Trapezoid::Params{.amplitude = params.V,
                                                .rising = params.rising,
                                                .width = params.width,
                                                .falling = params.falling,
                                                .period = params.period,
                                                .nperiod = params.nperiod,
                                                .offset = params.offset,
                                                .startTime = params.startTime});
  equation(v, signalSource.y.value);
}

}  // namespace acausal::electrical
