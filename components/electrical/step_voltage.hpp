#pragma once
#include "components/electrical/partials.hpp"

namespace acausal::electrical {

struct StepVoltageParams {
  double V = 1.0;          // V, height of the step
  double offset = 0.0;     // V
  double startTime = 0.0;  // s
};

/// Step voltage source (MSL Sources.StepVoltage): v = offset, plus V from
/// startTime on; v is the output of its Step block "signalSource".
class StepVoltage : public Component, public OnePort {
 public:
  static constexpr const char* kTypeName = "StepVoltage";
  using Params = StepVoltageParams;
  StepVoltage(ComponentContext ctx, Params params = Params());
};

}  // namespace acausal::electrical
