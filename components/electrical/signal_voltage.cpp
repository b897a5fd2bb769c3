#include "components/electrical/signal_voltage.hpp"

namespace acausal::electrical {

SignalVoltage::SignalVoltage(ComponentContext ctx, Params /*params*/)
    : Component(std::move(ctx)),
      p(declare_pin(*this, "p")),
      n(declare_pin(*this, "n")),
      v(signal::declare_input(*this, "v")),
      i(variable("i", {.unit = "A", .description = "current flowing from pin p to pin n"})) {
  equation(v.value, p.v - n.v);
  equation(0.0, p.i + n.i);
  equation(i, p.i);
}

}  // namespace acausal::electrical
