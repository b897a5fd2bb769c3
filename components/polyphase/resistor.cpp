#include "components/polyphase/resistor.hpp"

namespace acausal::polyphase {

Resistor::Resistor(ComponentContext ctx, Params params)
    : Component(std::move(ctx)), OnePort(static_cast<Component&>(*this), params.m) {
  Expr R = parameter("R", params.R, {"Ohm", "resistance per phase"});
  for (std::size_t k = 0; k < v.size(); ++k) equation(v[k], R * i[k]);
}

}  // namespace acausal::polyphase
