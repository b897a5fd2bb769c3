#include "components/drives/current_quasi_rms_sensor.hpp"

#include <cmath>

#include "components/drives/space_phasor_blocks.hpp"
#include "components/polyphase/current_sensor.hpp"

namespace acausal::drives {

CurrentQuasiRMSSensor::CurrentQuasiRMSSensor(ComponentContext ctx)
    : Component(std::move(ctx)),
      plug_p(polyphase::declare_plug(*this, "plug_p", 3)),
      plug_n(polyphase::declare_plug(*this, "plug_n", 3)),
      I(signal::declare_output(*this, "I")) {
  auto& sensor = add<polyphase::CurrentSensor>("CurrentSensor1");
  auto& phasor = add<ToSpacePhasor>("ToSpacePhasor1");
  connect(plug_p, sensor.plug_p);
  connect(sensor.plug_n, plug_n);
  for (std::size_t k = 0; k < 3; ++k) connect(sensor.i[k], phasor.u[k]);
  // MSL takes the length from ToPolar, whose angle output nothing reads here:
  // left out, since it jumps where the phasor passes through zero (at the
  // start, with all currents zero).
  const Expr a = phasor.y[0].value, b = phasor.y[1].value;
  const Expr length = no_event(if_else(a * a + b * b < 1e-60, 0.0, sqrt(a * a + b * b)));
  equation(I.value, length / std::sqrt(2.0));
}

}  // namespace acausal::drives
