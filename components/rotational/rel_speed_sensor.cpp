#include "components/rotational/rel_speed_sensor.hpp"

namespace acausal::rotational {

RelSpeedSensor::RelSpeedSensor(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      flange_a(declare_flange(*this, "flange_a")),
      flange_b(declare_flange(*this, "flange_b")),
      phi_rel(variable("phi_rel", {.unit = "rad",
                                   .description = "relative angle (flange_b.phi - flange_a.phi)"})),
      w_rel(signal::declare_output(*this, "w_rel")) {
  equation(0.0, flange_a.tau + flange_b.tau);
  equation(phi_rel, flange_b.phi - flange_a.phi);
  equation(w_rel.value, der(phi_rel));
  equation(0.0, flange_a.tau);
}

}  // namespace acausal::rotational
