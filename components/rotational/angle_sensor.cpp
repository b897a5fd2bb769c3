#include "components/rotational/angle_sensor.hpp"

namespace acausal::rotational {

AngleSensor::AngleSensor(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      flange(declare_flange(*this, "flange")),
      phi(signal::declare_output(*this, "phi")) {
  equation(0.0, flange.tau);
  equation(phi.value, flange.phi);
}

}  // namespace acausal::rotational
