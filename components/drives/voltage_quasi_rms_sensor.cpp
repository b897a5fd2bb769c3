#include "components/drives/voltage_quasi_rms_sensor.hpp"

#include <cmath>

#include "components/blocks/math.hpp"
#include "components/drives/space_phasor_blocks.hpp"
#include "components/polyphase/voltage_sensor.hpp"

namespace acausal::drives {

VoltageQuasiRMSSensor::VoltageQuasiRMSSensor(ComponentContext ctx)
    : Component(std::move(ctx)),
      plug_p(polyphase::declare_plug(*this, "plug_p", 3)),
      plug_n(polyphase::declare_plug(*this, "plug_n", 3)),
      V(signal::declare_output(*this, "V")) {
  auto& sensor = add<polyphase::VoltageSensor>("VoltageSensor1");
  auto& phasor = add<ToSpacePhasor>("ToSpacePhasor1");
  auto& polar = add<ToPolar>("ToPolar1");
  auto& gain = add<blocks::Gain>("Gain1", blocks::Gain::Params{.k = 1 / std::sqrt(2.0)});
  connect(plug_p, sensor.plug_p);
  connect(sensor.plug_n, plug_n);
  for (std::size_t k = 0; k < 3; ++k) connect(sensor.v[k], phasor.u[k]);
  for (std::size_t k = 0; k < 2; ++k) connect(phasor.y[k], polar.u[k]);
  connect(polar.y[0], gain.u);
  connect(gain.y, V);
}

}  // namespace acausal::drives
