#include "components/electrical/voltage_sensor.hpp"

namespace acausal::electrical {

VoltageSensor::VoltageSensor(ComponentContext ctx, Params /*params*/)
    : Component(std::move(ctx)),
      p(declare_pin(*this, "p")),
      n(declare_pin(*this, "n")),
      v(signal::declare_output(*this, "v")) {
  equation(p.i, 0.0);
  equation(n.i, 0.0);
  equation(v.value, p.v - n.v);
}

}  // namespace acausal::electrical
