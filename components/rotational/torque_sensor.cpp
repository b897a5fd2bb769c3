#include "components/rotational/torque_sensor.hpp"

namespace acausal::rotational {

TorqueSensor::TorqueSensor(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      flange_a(declare_flange(*this, "flange_a")),
      flange_b(declare_flange(*this, "flange_b")),
      tau(signal::declare_output(*this, "tau")) {
  equation(0.0, flange_a.tau + flange_b.tau);
  equation(flange_a.phi, flange_b.phi);
  equation(flange_a.tau, tau.value);
}

}  // namespace acausal::rotational
