#include "components/translational/force_sensor.hpp"

namespace acausal::translational {

ForceSensor::ForceSensor(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      flange_a(declare_flange(*this, "flange_a")),
      flange_b(declare_flange(*this, "flange_b")),
      f(signal::declare_output(*this, "f")) {
  equation(0.0, flange_a.f + flange_b.f);
  equation(flange_a.s, flange_b.s);
  equation(flange_a.f, f.value);
}

}  // namespace acausal::translational
