#include "components/translational/speed_sensor.hpp"

namespace acausal::translational {

SpeedSensor::SpeedSensor(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      flange(declare_flange(*this, "flange")),
      v(signal::declare_output(*this, "v")) {
  equation(0.0, flange.f);
  equation(v.value, der(flange.s));
}

}  // namespace acausal::translational
