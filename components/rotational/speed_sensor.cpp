#include "components/rotational/speed_sensor.hpp"

namespace acausal::rotational {

SpeedSensor::SpeedSensor(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      flange(declare_flange(*this, "flange")),
      w(signal::declare_output(*this, "w")) {
  equation(0.0, flange.tau);
  equation(w.value, der(flange.phi));
}

}  // namespace acausal::rotational
