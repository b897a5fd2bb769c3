#include "components/electrical/constant_voltage.hpp"

namespace acausal::electrical {

ConstantVoltage::ConstantVoltage(ComponentContext ctx, Params params)
    : Component(std::move(ctx)), OnePort(static_cast<Component&>(*this)) {
  Expr V = parameter("V", params.V, {"V", "value of constant voltage"});
  equation(v, V);
}

}  // namespace acausal::electrical
