#include "components/polyphase/signal_current.hpp"

namespace acausal::polyphase {

SignalCurrent::SignalCurrent(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      plug_p(declare_plug(*this, "plug_p", params.m)),
      plug_n(declare_plug(*this, "plug_n", params.m)) {
  for (std::size_t k = 0; k < plug_p.v.size(); ++k) {
    i.push_back(signal::declare_input(*this, "i" + index(k)));
    v.push_back(variable("v" + index(k), {.unit = "V", .description = "phase voltage drop"}));
    equation(v[k], plug_p.v[k] - plug_n.v[k]);
    equation(0.0, plug_p.i[k] + plug_n.i[k]);
    equation(plug_p.i[k], i[k].value);
  }
}

}  // namespace acausal::polyphase
