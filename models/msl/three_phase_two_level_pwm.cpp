#include "models/msl/three_phase_two_level_pwm.hpp"

#include <cmath>
#include <numbers>
#include <string>

#include "components/blocks/continuous.hpp"
#include "components/blocks/critical_damping_filter.hpp"
#include "components/blocks/harmonic.hpp"
#include "components/blocks/sources.hpp"
#include "components/drives/space_phasor_blocks.hpp"
#include "components/drives/space_vector_pwm.hpp"
#include "components/drives/switched_inverter.hpp"
#include "components/electrical/constant_voltage.hpp"
#include "components/electrical/ground.hpp"
#include "components/polyphase/potential_sensor.hpp"

namespace acausal::models::msl {

std::unique_ptr<Model> three_phase_two_level_pwm() {
  auto m = std::make_unique<Model>(
      "Modelica.Electrical.PowerConverters.Examples.DCAC.PolyphaseTwoLevel.ThreePhaseTwoLevel_PWM");
  const double pi = std::numbers::pi;
  const double RMS = 1, f = 2, amplitude = RMS * std::sqrt(2.0), uMax = std::sqrt(2.0 * 3);

  // MSL Cosine(phase 0) = Sine with phase pi/2.
  auto& cosine = m->add<blocks::Sine>(
      "cosine", blocks::Sine::Params{.amplitude = amplitude, .f = f, .phase = pi / 2});
  auto& sine = m->add<blocks::Sine>("sine", blocks::Sine::Params{.amplitude = amplitude, .f = f});
  auto& pwm = m->add<acausal::drives::SpaceVectorPwm>(
      "pwm", acausal::drives::SpaceVectorPwm::Params{.f = 100, .uMax = uMax});
  auto& bridge = m->add<acausal::drives::SwitchedInverter>("multiPhase2Level");
  auto& dcPos = m->add<electrical::ConstantVoltage>(
      "dcPos", electrical::ConstantVoltage::Params{.V = uMax / 2});
  auto& dcNeg = m->add<electrical::ConstantVoltage>(
      "dcNeg", electrical::ConstantVoltage::Params{.V = uMax / 2});
  auto& ground = m->add<electrical::Ground>("ground");
  auto& sensor = m->add<polyphase::PotentialSensor>("potentialSensor");
  auto& harmonic = m->add<blocks::Harmonic>("harmonic", blocks::Harmonic::Params{.f = f, .k = 1});
  auto& to_phasor = m->add<acausal::drives::ToSpacePhasor>("toSpacePhasor");
  auto& rotator = m->add<acausal::drives::Rotator>("rotator");
  auto& constant = m->add<blocks::Constant>("const", blocks::Constant::Params{.k = f});
  auto& integrator =
      m->add<blocks::Integrator>("integrator", blocks::Integrator::Params{.k = 2 * pi});
  auto& to_polar = m->add<acausal::drives::ToPolar>("toPolar");
  const double y_start[2] = {amplitude, 0.0};  // cosine.amplitude, cosine.phase
  for (std::size_t j = 0; j < 2; ++j) {
    auto& filter = m->add<blocks::CriticalDampingFilter>(
        "filter[" + std::to_string(j + 1) + "]",
        blocks::CriticalDampingFilter::Params{.order = 2, .f_cut = 0.5 * f, .y_start = y_start[j]});
    m->connect(rotator.y[j], filter.u);
    m->connect(filter.y, to_polar.u[j]);
  }

  m->connect(cosine.y, pwm.u[0]);
  m->connect(sine.y, pwm.u[1]);
  for (std::size_t k = 0; k < 3; ++k) {
    m->connect(pwm.fire_p[k], bridge.fire_p[k]);
    m->connect(pwm.fire_n[k], bridge.fire_n[k]);
    m->connect(sensor.phi[k], to_phasor.u[k]);
  }
  m->connect(dcPos.p, bridge.dc_p);
  m->connect(dcPos.n, ground.p);
  m->connect(ground.p, dcNeg.p);
  m->connect(dcNeg.n, bridge.dc_n);
  m->connect(bridge.ac, sensor.plug_p);
  m->connect(sensor.phi[0], harmonic.u);
  for (std::size_t j = 0; j < 2; ++j) m->connect(to_phasor.y[j], rotator.u[j]);
  m->connect(constant.y, integrator.u);
  m->connect(integrator.y, rotator.angle);
  return m;
}

}  // namespace acausal::models::msl
