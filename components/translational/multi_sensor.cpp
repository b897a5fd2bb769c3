#include "components/translational/multi_sensor.hpp"

namespace acausal::translational {

MultiSensor::MultiSensor(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      flange_a(declare_flange(*this, "flange_a")),
      flange_b(declare_flange(*this, "flange_b")),
      power(signal::declare_output(*this, "power")),
      f(signal::declare_output(*this, "f")),
      v(signal::declare_output(*this, "v")) {
  equation(flange_a.s, flange_b.s);
  equation(0.0, flange_a.f + flange_b.f);
  equation(f.value, flange_a.f);
  equation(v.value, der(flange_a.s));
  equation(power.value, f.value * v.value);
}

}  // namespace acausal::translational
