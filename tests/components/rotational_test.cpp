// Rotational library (the components added to Inertia, Fixed, Spring, Damper,
// IdealGear and Torque): closed-form drive trains, the sign conventions (a
// torque is positive when it acts ON a component through its flange; a
// positive source torque accelerates in +phi) and parameter checks.
#include <cmath>
#include <numbers>
#include <string>

#include <gtest/gtest.h>

#include "components/blocks/sources.hpp"
#include "components/rotational/angle_sensor.hpp"
#include "components/rotational/constant_torque.hpp"
#include "components/rotational/fixed.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/position.hpp"
#include "components/rotational/rel_angle_sensor.hpp"
#include "components/rotational/rel_speed_sensor.hpp"
#include "components/rotational/speed_sensor.hpp"
#include "components/rotational/spring.hpp"
#include "components/rotational/spring_damper.hpp"
#include "components/rotational/torque_sensor.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

using namespace rotational;

SimulationOptions accurate(double t_stop) {
  return {.t_stop = t_stop, .output_interval = 1e-3, .rtol = 1e-10};
}

TEST(Rotational, PositiveConstantTorqueAcceleratesInPositiveDirection) {
  // constantTorque (2 N.m) -- torqueSensor -- inertia (0.5 kg.m2): w = 4 t, phi = 2 t^2.
  Model m("torque_inertia");
  auto& source = m.add<ConstantTorque>("constantTorque", ConstantTorque::Params{.tau_constant = 2});
  auto& sensor = m.add<TorqueSensor>("torqueSensor");
  auto& inertia = m.add<Inertia>("inertia", Inertia::Params{.J = 0.5});
  auto& angle = m.add<AngleSensor>("angleSensor");
  auto& speed = m.add<SpeedSensor>("speedSensor");
  m.connect(source.flange, sensor.flange_a);
  m.connect(sensor.flange_b, inertia.flange_a);
  m.connect(angle.flange, inertia.flange_b);
  m.connect(speed.flange, inertia.flange_b);
  m.set_start("inertia.phi", 0.0, true);
  m.set_start("inertia.w", 0.0, true);
  Results r = simulate(m, accurate(2.0));
  for (double t : {0.5, 1.0, 2.0}) {
    EXPECT_NEAR(r.at("inertia.w", t), 4 * t, 1e-8) << t;
    EXPECT_NEAR(r.at("inertia.phi", t), 2 * t * t, 1e-8) << t;
    EXPECT_NEAR(r.at("angleSensor.phi", t), 2 * t * t, 1e-8) << t;
    EXPECT_NEAR(r.at("speedSensor.w", t), 4 * t, 1e-8) << t;
    EXPECT_NEAR(r.at("constantTorque.w", t), 4 * t, 1e-8) << t;
    // The torque acts ON the inertia through its flange: positive flow into it.
    EXPECT_NEAR(r.at("inertia.flange_a.tau", t), 2.0, 1e-9) << t;
    EXPECT_NEAR(r.at("constantTorque.flange.tau", t), -2.0, 1e-9) << t;
    EXPECT_NEAR(r.at("constantTorque.tau", t), 2.0, 1e-12) << t;
    EXPECT_NEAR(r.at("torqueSensor.tau", t), 2.0, 1e-9) << t;
  }
}

TEST(Rotational, ConstantTorqueWithSupportTurnsTheSupportBackwards) {
  // Torque between two free inertias: J2 on the flange turns forward, J1 on the
  // support backwards; angular momentum stays zero.
  Model m("torque_support");
  auto& source = m.add<ConstantTorque>(
      "constantTorque", ConstantTorque::Params{.tau_constant = 6, .use_support = true});
  auto& inertia1 = m.add<Inertia>("inertia1", Inertia::Params{.J = 3});
  auto& inertia2 = m.add<Inertia>("inertia2", Inertia::Params{.J = 2});
  m.connect(m.port_at("constantTorque.support"), inertia1.flange_b);
  m.connect(source.flange, inertia2.flange_a);
  m.set_start("inertia1.phi", 0.0, true);
  m.set_start("inertia1.w", 0.0, true);
  m.set_start("inertia2.phi", 0.0, true);
  m.set_start("inertia2.w", 0.0, true);
  Results r = simulate(m, accurate(1.0));
  for (double t : {0.5, 1.0}) {
    EXPECT_NEAR(r.at("inertia2.w", t), 3.0 * t, 1e-8) << t;
    EXPECT_NEAR(r.at("inertia1.w", t), -2.0 * t, 1e-8) << t;
    EXPECT_NEAR(r.at("constantTorque.w", t), 5.0 * t, 1e-8) << t;  // relative to the support
    EXPECT_NEAR(r.at("constantTorque.phi", t), 2.5 * t * t, 1e-8) << t;
  }
}

TEST(Rotational, SpringDamperGivesADampedOscillation) {
  // J phi'' + d phi' + c phi = 0, phi(0) = 1, w(0) = 0 (underdamped).
  const double J = 0.5, c = 50, d = 1;
  Model m("spring_damper");
  auto& fixed = m.add<Fixed>("fixed");
  auto& sd = m.add<SpringDamper>("springDamper", SpringDamper::Params{.c = c, .d = d});
  auto& inertia = m.add<Inertia>("inertia", Inertia::Params{.J = J});
  auto& rel_angle = m.add<RelAngleSensor>("relAngleSensor");
  auto& rel_speed = m.add<RelSpeedSensor>("relSpeedSensor");
  m.connect(fixed.flange, sd.flange_a);
  m.connect(sd.flange_b, inertia.flange_a);
  m.connect(rel_angle.flange_a, fixed.flange);
  m.connect(rel_angle.flange_b, inertia.flange_b);
  m.connect(rel_speed.flange_a, fixed.flange);
  m.connect(rel_speed.flange_b, inertia.flange_b);
  m.set_start("inertia.phi", 1.0, true);
  m.set_start("inertia.w", 0.0, true);
  Results r = simulate(m, accurate(2.0));
  const double w0 = std::sqrt(c / J), zeta = d / (2 * std::sqrt(c * J));
  const double wd = w0 * std::sqrt(1 - zeta * zeta);
  for (double t : {0.05, 0.2, 0.5, 1.0, 2.0}) {
    const double e = std::exp(-zeta * w0 * t);
    const double phi = e * (std::cos(wd * t) + zeta * w0 / wd * std::sin(wd * t));
    const double w = -e * w0 * w0 / wd * std::sin(wd * t);
    EXPECT_NEAR(r.at("inertia.phi", t), phi, 1e-6) << t;
    EXPECT_NEAR(r.at("springDamper.phi_rel", t), phi, 1e-6) << t;
    EXPECT_NEAR(r.at("springDamper.w_rel", t), w, 1e-5) << t;
    EXPECT_NEAR(r.at("springDamper.tau", t), c * phi + d * w, 1e-4) << t;
    EXPECT_NEAR(r.at("springDamper.lossPower", t), d * w * w, 1e-4) << t;
    EXPECT_NEAR(r.at("relAngleSensor.phi_rel", t), phi, 1e-6) << t;
    EXPECT_NEAR(r.at("relSpeedSensor.w_rel", t), w, 1e-5) << t;
  }
}

// A Position source driving inertia1 through a torque sensor; inertia2 hangs
// on inertia1 through a spring (so that the model keeps states).
struct DrivenInertia {
  static constexpr double amplitude = 0.2, f = 1, J1 = 2, J2 = 0.5, c = 50;
  Model m{"position_inertia"};
  DrivenInertia(bool exact, bool with_spring) {
    auto& ref = m.add<blocks::Sine>("sine", blocks::Sine::Params{.amplitude = amplitude, .f = f});
    auto& position = m.add<Position>("position", Position::Params{.exact = exact});
    auto& sensor = m.add<TorqueSensor>("torqueSensor");
    auto& inertia = m.add<Inertia>("inertia", Inertia::Params{.J = J1});
    m.connect(ref.y, position.phi_ref);
    m.connect(position.flange, sensor.flange_a);
    m.connect(sensor.flange_b, inertia.flange_a);
    if (with_spring) {
      auto& spring = m.add<Spring>("spring", Spring::Params{.c = c});
      auto& inertia2 = m.add<Inertia>("inertia2", Inertia::Params{.J = J2});
      m.connect(inertia.flange_b, spring.flange_a);
      m.connect(spring.flange_b, inertia2.flange_a);
      m.set_start("inertia2.phi", 0.0, true);
      m.set_start("inertia2.w", 0.0, true);
    }
  }
};

TEST(Rotational, ExactPositionForcesTheReferenceMotion) {
  // J2 x'' = c (A sin(w t) - x), x(0) = x'(0) = 0:
  // x = A w0^2 / (w0^2 - w^2) (sin(w t) - (w / w0) sin(w0 t)).
  DrivenInertia d(true, true);
  Results r = simulate(d.m, accurate(1.0));
  const double A = DrivenInertia::amplitude, w = 2 * std::numbers::pi * DrivenInertia::f;
  const double w0 = std::sqrt(DrivenInertia::c / DrivenInertia::J2);
  for (double t : {0.1, 0.3, 0.7, 1.0}) {
    const double phi1 = A * std::sin(w * t);
    const double x =
        A * w0 * w0 / (w0 * w0 - w * w) * (std::sin(w * t) - w / w0 * std::sin(w0 * t));
    EXPECT_NEAR(r.at("inertia.phi", t), phi1, 1e-9) << t;
    EXPECT_NEAR(r.at("position.phi", t), phi1, 1e-9) << t;
    EXPECT_NEAR(r.at("inertia.w", t), A * w * std::cos(w * t), 1e-6) << t;
    EXPECT_NEAR(r.at("inertia2.phi", t), x, 1e-6) << t;
    EXPECT_NEAR(r.at("torqueSensor.tau", t),
                -DrivenInertia::J1 * w * w * phi1 - DrivenInertia::c * (x - phi1), 1e-5)
        << t;
  }
}

TEST(Rotational, FilteredPositionFollowsTheBesselFilter) {
  // phi = G(jw) phi_ref in steady state, G(s) = 1 / (1 + af/wc s + bf/wc^2 s^2);
  // the start transient decays within a few ms.
  DrivenInertia d(false, false);
  Results r = simulate(d.m, accurate(1.0));
  const double w = 2 * std::numbers::pi * DrivenInertia::f, wc = 2 * std::numbers::pi * 50;
  const double re = 1 - 0.6180 * w * w / (wc * wc), im = 1.3617 * w / wc;
  const double gain = 1 / std::hypot(re, im), lag = std::atan2(im, re);
  EXPECT_NEAR(r.at("position.phi", 0.0), 0.0, 1e-12);  // starts at phi_ref
  for (double t : {0.3, 0.7, 1.0}) {
    const double phi = DrivenInertia::amplitude * gain * std::sin(w * t - lag);
    EXPECT_NEAR(r.at("position.phi", t), phi, 1e-7) << t;
    EXPECT_NEAR(r.at("inertia.phi", t), phi, 1e-7) << t;
    EXPECT_NEAR(r.at("torqueSensor.tau", t), -DrivenInertia::J1 * w * w * phi, 1e-5) << t;
  }
}

TEST(Rotational, ExactPositionOfAFreeInertia) {
  // Index reduction leaves no states (see Translational.ExactPositionOfAFreeMass).
  DrivenInertia d(true, false);
  Results r = simulate(d.m, accurate(1.0));
  const double A = DrivenInertia::amplitude, w = 2 * std::numbers::pi * DrivenInertia::f;
  for (double t : {0.1, 0.3, 0.7, 1.0}) {
    EXPECT_NEAR(r.at("inertia.phi", t), A * std::sin(w * t), 1e-9) << t;
    EXPECT_NEAR(r.at("inertia.w", t), A * w * std::cos(w * t), 1e-6) << t;
    EXPECT_NEAR(r.at("torqueSensor.tau", t), -DrivenInertia::J1 * A * w * w * std::sin(w * t), 1e-5)
        << t;
  }
}

TEST(Rotational, NegativeInertiaIsRejectedNamingTheComponent) {
  Model m("bad");
  try {
    m.add<Inertia>("inertia1", Inertia::Params{.J = -0.1});
    FAIL() << "negative inertia accepted";
  } catch (const ModelError& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find("Inertia 'inertia1'"), std::string::npos) << msg;
    EXPECT_NE(msg.find("J = -0.1"), std::string::npos) << msg;
  }
}

TEST(Rotational, NegativeDampingIsRejectedNamingTheComponent) {
  Model m("bad");
  try {
    m.add<SpringDamper>("sd", SpringDamper::Params{.d = -1});
    FAIL() << "negative damping accepted";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("SpringDamper 'sd'"), std::string::npos) << e.what();
  }
}

TEST(Rotational, NonPositiveFilterFrequencyIsRejected) {
  Model m("bad");
  EXPECT_THROW(m.add<Position>("position", Position::Params{.f_crit = 0}), ModelError);
}

}  // namespace
}  // namespace acausal
