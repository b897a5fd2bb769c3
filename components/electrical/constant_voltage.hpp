#pragma once
#include "components/electrical/partials.hpp"

namespace acausal::electrical {

struct ConstantVoltageParams {
  double V = 1.0;  // V
};

/// Constant voltage source: v = p.v - n.v = V (MSL Sources.ConstantVoltage).
/// i flows from p through the source to n, so a source delivering power has i < 0.
class ConstantVoltage : public Component, public OnePort {
 public:
  static constexpr const char* kTypeName = "ConstantVoltage";
  using Params = ConstantVoltageParams;
  ConstantVoltage(ComponentContext ctx, Params params = Params());
};

}  // namespace acausal::electrical
