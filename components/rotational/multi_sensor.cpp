#include "components/rotational/multi_sensor.hpp"

namespace acausal::rotational {

MultiSensor::MultiSensor(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      flange_a(declare_flange(*this, "flange_a")),
      flange_b(declare_flange(*this, "flange_b")),
      power(signal::declare_output(*this, "power")),
      w(signal::declare_output(*this, "w")),
      tau(signal::declare_output(*this, "tau")) {
  equation(flange_a.phi, flange_b.phi);
  equation(0.0, flange_a.tau + flange_b.tau);
  equation(w.value, der(flange_a.phi));
  equation(tau.value, flange_a.tau);
  equation(power.value, tau.value * w.value);
}

}  // namespace acausal::rotational
