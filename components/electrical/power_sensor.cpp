#include "components/electrical/power_sensor.hpp"

namespace acausal::electrical {

PowerSensor::PowerSensor(ComponentContext ctx, Params /*params*/)
    : Component(std::move(ctx)),
      pc(declare_pin(*this, "pc")),
      nc(declare_pin(*this, "nc")),
      pv(declare_pin(*this, "pv")),
      nv(declare_pin(*this, "nv")),
      power(signal::declare_output(*this, "power")) {
  equation(pc.v, nc.v);
  equation(0.0, pc.i + nc.i);
  equation(pv.i, 0.0);
  equation(nv.i, 0.0);
  equation(power.value, (pv.v - nv.v) * pc.i);
}

}  // namespace acausal::electrical
