#include "components/rotational/rel_angle_sensor.hpp"

namespace acausal::rotational {

RelAngleSensor::RelAngleSensor(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      flange_a(declare_flange(*this, "flange_a")),
      flange_b(declare_flange(*this, "flange_b")),
      phi_rel(signal::declare_output(*this, "phi_rel")) {
  equation(0.0, flange_a.tau + flange_b.tau);
  equation(phi_rel.value, flange_b.phi - flange_a.phi);
  equation(0.0, flange_a.tau);
}

}  // namespace acausal::rotational
