#include "components/translational/acc_sensor.hpp"

namespace acausal::translational {

AccSensor::AccSensor(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      flange(declare_flange(*this, "flange")),
      v(variable("v", {.unit = "m/s", .description = "absolute velocity of flange"})),
      a(signal::declare_output(*this, "a")) {
  equation(0.0, flange.f);
  equation(v, der(flange.s));
  equation(a.value, der(v));
}

}  // namespace acausal::translational
