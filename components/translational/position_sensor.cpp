#include "components/translational/position_sensor.hpp"

namespace acausal::translational {

PositionSensor::PositionSensor(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      flange(declare_flange(*this, "flange")),
      s(signal::declare_output(*this, "s")) {
  equation(0.0, flange.f);
  equation(s.value, flange.s);
}

}  // namespace acausal::translational
