#include "components/polyphase/voltage_sensor.hpp"

namespace acausal::polyphase {

VoltageSensor::VoltageSensor(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      plug_p(declare_plug(*this, "plug_p", params.m)),
      plug_n(declare_plug(*this, "plug_n", params.m)) {
  for (std::size_t k = 0; k < plug_p.v.size(); ++k) {
    v.push_back(signal::declare_output(*this, "v" + index(k)));
    equation(plug_p.i[k], 0.0);
    equation(plug_n.i[k], 0.0);
    equation(v[k].value, plug_p.v[k] - plug_n.v[k]);
  }
}

}  // namespace acausal::polyphase
