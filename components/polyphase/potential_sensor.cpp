#include "components/polyphase/potential_sensor.hpp"

namespace acausal::polyphase {

PotentialSensor::PotentialSensor(ComponentContext ctx, Params params)
    : Component(std::move(ctx)), plug_p(declare_plug(*this, "plug_p", params.m)) {
  for (std::size_t k = 0; k < plug_p.v.size(); ++k) {
    phi.push_back(signal::declare_output(*this, "phi" + index(k)));
    equation(phi[k].value, plug_p.v[k]);
    equation(plug_p.i[k], 0.0);
  }
}

}  // namespace acausal::polyphase
