#include "components/power_converters/voltage_bridge_2pulse.hpp"

#include "components/electrical/voltage_sensor.hpp"
#include "components/power_converters/signal_2m_pulse.hpp"

namespace acausal::power_converters {

VoltageBridge2Pulse::VoltageBridge2Pulse(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      ac_p(electrical::declare_pin(*this, "ac_p")),
      ac_n(electrical::declare_pin(*this, "ac_n")),
      fire_p(signal::declare_output(*this, "fire_p")),
      fire_n(signal::declare_output(*this, "fire_n")) {
  auto& voltageSensor = add<electrical::VoltageSensor>("voltageSensor");
  auto& twoPulse = add<Signal2mPulse>(
      "twoPulse", Signal2mPulse::Params{.m = 1,
                                        .useConstantFiringAngle = params.useConstantFiringAngle,
                                        .constantFiringAngle = params.constantFiringAngle,
                                        .firingAngleMax = params.firingAngleMax,
                                        .useFilter = params.useFilter,
                                        .f = params.f,
                                        .fCut = params.fCut,
                                        .vStart = {params.vStart}});
  connect(ac_p, voltageSensor.p);
  connect(ac_n, voltageSensor.n);
  connect(voltageSensor.v, twoPulse.v[0]);
  if (params.useConstantFiringAngle) {
    forward_parameter("constantFiringAngle", "twoPulse.constantFiringAngle");
  } else {
    firingAngle = signal::declare_input(*this, "firingAngle");
    connect(firingAngle, twoPulse.firingAngle);
  }
  connect(twoPulse.fire_p[0], fire_p);
  connect(twoPulse.fire_n[0], fire_n);
}

}  // namespace acausal::power_converters
