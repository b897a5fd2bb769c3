#include "components/polyphase/signal_voltage.hpp"

namespace acausal::polyphase {

SignalVoltage::SignalVoltage(ComponentContext ctx, Params params)
    : Component(std::move(ctx)), OnePort(static_cast<Component&>(*this), params.m) {
  for (std::size_t k = 0; k < v.size(); ++k) {
    u.push_back(signal::declare_input(*this, "u" + index(k)));
    equation(v[k], u[k].value);
  }
}

}  // namespace acausal::polyphase
