#include "components/electrical/signal_current.hpp"

namespace acausal::electrical {

SignalCurrent::SignalCurrent(ComponentContext ctx, Params /*params*/)
    : Component(std::move(ctx)),
      p(declare_pin(*this, "p")),
      n(declare_pin(*this, "n")),
      i(signal::declare_input(*this, "i")),
      v(variable("v",
                 {.unit = "V", .description = "voltage drop between the two pins (= p.v - n.v)"})) {
  equation(v, p.v - n.v);
  equation(0.0, p.i + n.i);
  equation(i.value, p.i);
}

}  // namespace acausal::electrical
