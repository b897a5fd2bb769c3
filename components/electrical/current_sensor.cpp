#include "components/electrical/current_sensor.hpp"

namespace acausal::electrical {

CurrentSensor::CurrentSensor(ComponentContext ctx, Params /*params*/)
    : Component(std::move(ctx)),
      p(declare_pin(*this, "p")),
      n(declare_pin(*this, "n")),
      i(signal::declare_output(*this, "i")) {
  equation(p.v, n.v);
  equation(p.i, i.value);
  equation(n.i, -i.value);
}

}  // namespace acausal::electrical
