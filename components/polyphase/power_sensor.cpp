#include "components/polyphase/power_sensor.hpp"

namespace acausal::polyphase {

PowerSensor::PowerSensor(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      pc(declare_plug(*this, "pc", params.m)),
      nc(declare_plug(*this, "nc", params.m)),
      pv(declare_plug(*this, "pv", params.m)),
      nv(declare_plug(*this, "nv", params.m)),
      power(signal::declare_output(*this, "power")) {
  Expr sum = 0.0;
  for (std::size_t k = 0; k < pc.v.size(); ++k) {
    equation(pc.v[k], nc.v[k]);
    equation(0.0, pc.i[k] + nc.i[k]);
    equation(pv.i[k], 0.0);
    equation(nv.i[k], 0.0);
    sum += (pv.v[k] - nv.v[k]) * pc.i[k];
  }
  equation(power.value, sum);
}

}  // namespace acausal::polyphase
