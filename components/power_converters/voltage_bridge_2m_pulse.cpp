#include "components/power_converters/voltage_bridge_2m_pulse.hpp"

#include "components/blocks/math.hpp"
#include "components/blocks/vector_signals.hpp"
#include "components/polyphase/delta.hpp"
#include "components/polyphase/potential_sensor.hpp"
#include "components/polyphase/voltage_sensor.hpp"
#include "components/power_converters/rectifier_partials.hpp"
#include "components/power_converters/signal_2m_pulse.hpp"

namespace acausal::power_converters {
namespace {

// twomPulse and the ports shared by both controls: returns the pulse block.
Signal2mPulse& add_two_m_pulse(Component& c, const VoltageBridge2mPulseParams& params,
                               signal::RealSignal& firingAngle,
                               std::vector<signal::RealSignal>& fire_p,
                               std::vector<signal::RealSignal>& fire_n) {
  polyphase::check_phase_count(c, params.m, 3);
  check_odd_phase_count(c, params.m);
  const auto m = static_cast<std::size_t>(params.m);
  fire_p = blocks::declare_outputs(c, "fire_p", m);
  fire_n = blocks::declare_outputs(c, "fire_n", m);
  auto& pulses = c.add<Signal2mPulse>(
      "twomPulse", Signal2mPulse::Params{.m = params.m,
                                         .useConstantFiringAngle = params.useConstantFiringAngle,
                                         .constantFiringAngle = params.constantFiringAngle,
                                         .firingAngleMax = params.firingAngleMax,
                                         .useFilter = params.useFilter,
                                         .f = params.f,
                                         .fCut = params.fCut,
                                         .vStart = params.vStart});
  if (params.useConstantFiringAngle) {
    c.forward_parameter("constantFiringAngle", "twomPulse.constantFiringAngle");
  } else {
    firingAngle = signal::declare_input(c, "firingAngle");
    c.connect(firingAngle, pulses.firingAngle);
  }
  for (std::size_t k = 0; k < m; ++k) {
    c.connect(pulses.fire_p[k], fire_p[k]);
    c.connect(pulses.fire_n[k], fire_n[k]);
  }
  return pulses;
}

}  // namespace

VoltageBridge2mPulse::VoltageBridge2mPulse(ComponentContext ctx, Params params)
    : Component(std::move(ctx)), ac(polyphase::declare_plug(*this, "ac", params.m)) {
  auto& pulses = add_two_m_pulse(*this, params, firingAngle, fire_p, fire_n);
  auto& delta = add<polyphase::Delta>("delta", polyphase::Delta::Params{.m = params.m});
  auto& voltageSensor = add<polyphase::VoltageSensor>(
      "voltageSensor", polyphase::VoltageSensor::Params{.m = params.m});
  connect(ac, voltageSensor.plug_p);
  connect(voltageSensor.plug_p, delta.plug_n);
  connect(delta.plug_p, voltageSensor.plug_n);
  for (std::size_t k = 0; k < voltageSensor.v.size(); ++k) connect(voltageSensor.v[k], pulses.v[k]);
}

VoltageCenterTap2mPulse::VoltageCenterTap2mPulse(ComponentContext ctx, Params params)
    : Component(std::move(ctx)), ac(polyphase::declare_plug(*this, "ac", params.m)) {
  auto& pulses = add_two_m_pulse(*this, params, firingAngle, fire_p, fire_n);
  auto& delta = add<polyphase::Delta>("delta", polyphase::Delta::Params{.m = params.m});
  auto& voltageSensor = add<polyphase::PotentialSensor>(
      "voltageSensor", polyphase::PotentialSensor::Params{.m = params.m});
  connect(ac, delta.plug_n);
  connect(delta.plug_p, voltageSensor.plug_p);
  for (std::size_t k = 0; k < voltageSensor.phi.size(); ++k) {
    auto& gain = add<blocks::Gain>("gain" + polyphase::index(k), blocks::Gain::Params{.k = -1});
    connect(voltageSensor.phi[k], gain.u);
    connect(gain.y, pulses.v[k]);
  }
}

}  // namespace acausal::power_converters
