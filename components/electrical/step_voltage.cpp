#include "components/electrical/step_voltage.hpp"

#include "components/blocks/sources.hpp"

namespace acausal::electrical {

StepVoltage::StepVoltage(ComponentContext ctx, Params params)
    : Component(std::move(ctx)), OnePort(static_cast<Component&>(*this)) {
  auto& signalSource =
      add<blocks::Step>("signalSource", blocks::Step::Params{.height = params.V,
                                                             .offset = params.offset,
                                                             .start_time = params.startTime});
  equation(v, signalSource.y.value);
}

}  // namespace acausal::electrical
