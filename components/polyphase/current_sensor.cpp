#include "components/polyphase/current_sensor.hpp"

namespace acausal::polyphase {

CurrentSensor::CurrentSensor(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      plug_p(declare_plug(*this, "plug_p", params.m)),
      plug_n(declare_plug(*this, "plug_n", params.m)) {
  for (std::size_t k = 0; k < plug_p.v.size(); ++k) {
    i.push_back(signal::declare_output(*this, "i" + index(k)));
    equation(plug_p.v[k], plug_n.v[k]);
    equation(0.0, plug_p.i[k] + plug_n.i[k]);
    equation(i[k].value, plug_p.i[k]);
  }
}

}  // namespace acausal::polyphase
