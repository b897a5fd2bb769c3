// Translational library: oscillators with closed-form solutions, the sign
// conventions (a force is positive when it acts ON a component through its
// flange; a positive input force pushes in +s) and parameter checks.
#include <cmath>
#include <numbers>
#include <string>

#include <gtest/gtest.h>

#include "components/blocks/sources.hpp"
#include "components/translational/damper.hpp"
#include "components/translational/fixed.hpp"
#include "components/translational/force.hpp"
#include "components/translational/force_sensor.hpp"
#include "components/translational/mass.hpp"
#include "components/translational/position.hpp"
#include "components/translational/position_sensor.hpp"
#include "components/translational/speed_sensor.hpp"
#include "components/translational/spring.hpp"
#include "components/translational/spring_damper.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

using namespace translational;

SimulationOptions accurate(double t_stop) {
  return {.t_stop = t_stop, .output_interval = 1e-3, .rtol = 1e-10};
}

TEST(Translational, MassSpringOscillatesFreely) {
  // fixed -- spring -- mass, released at s = 1 from rest: s = cos(w t), w = sqrt(c / m).
  const double m_ = 2, c = 8, w = std::sqrt(c / m_);
  Model m("mass_spring");
  auto& fixed = m.add<Fixed>("fixed");
  auto& spring = m.add<Spring>("spring", Spring::Params{.c = c});
  auto& mass = m.add<Mass>("mass", Mass::Params{.m = m_});
  m.connect(fixed.flange, spring.flange_a);
  m.connect(spring.flange_b, mass.flange_a);
  m.set_start("mass.s", 1.0, true);
  m.set_start("mass.v", 0.0, true);
  Results r = simulate(m, accurate(3.0));
  for (double t : {0.1, 0.5, 1.0, 2.0, 3.0}) {
    EXPECT_NEAR(r.at("mass.s", t), std::cos(w * t), 1e-6) << t;
    EXPECT_NEAR(r.at("mass.v", t), -w * std::sin(w * t), 1e-6 * w) << t;
    EXPECT_NEAR(r.at("spring.f", t), c * std::cos(w * t), 1e-6 * c) << t;
  }
}

TEST(Translational, MassLengthAndSpringRestLengthShiftTheFlanges) {
  // As MSL's Oscillator: fixed at s0 = 1, spring of rest length 1, mass of
  // length 1 (flange_b at s + L/2 on the spring): equilibrium at s = -0.5.
  const double c = 1e4, m_ = 1;
  Model m("offsets");
  auto& fixed = m.add<Fixed>("fixed", Fixed::Params{.s0 = 1});
  auto& spring = m.add<Spring>("spring", Spring::Params{.c = c, .s_rel0 = 1});
  auto& mass = m.add<Mass>("mass", Mass::Params{.m = m_, .L = 1});
  m.connect(mass.flange_b, spring.flange_a);
  m.connect(spring.flange_b, fixed.flange);
  m.set_start("mass.s", -0.4, true);
  m.set_start("mass.v", 0.0, true);
  Results r = simulate(m, accurate(0.1));
  const double w = std::sqrt(c / m_);
  for (double t : {0.0, 0.01, 0.05, 0.1}) {
    const double s = -0.5 + 0.1 * std::cos(w * t);
    EXPECT_NEAR(r.at("mass.s", t), s, 1e-7) << t;
    EXPECT_NEAR(r.at("mass.flange_a.s", t), s - 0.5, 1e-7) << t;
    EXPECT_NEAR(r.at("mass.flange_b.s", t), s + 0.5, 1e-7) << t;
    EXPECT_NEAR(r.at("spring.s_rel", t), 1 - (s + 0.5), 1e-7) << t;
  }
}

TEST(Translational, PositiveForceAcceleratesInPositiveDirection) {
  // force(f = 2 N) -- forceSensor -- mass(4 kg): a = 0.5, v = 0.5 t, s = 0.25 t^2.
  Model m("force_mass");
  auto& f = m.add<blocks::Constant>("f", blocks::Constant::Params{.k = 2});
  auto& force = m.add<Force>("force");
  auto& sensor = m.add<ForceSensor>("forceSensor");
  auto& mass = m.add<Mass>("mass", Mass::Params{.m = 4});
  auto& position = m.add<PositionSensor>("positionSensor");
  auto& speed = m.add<SpeedSensor>("speedSensor");
  m.connect(f.y, force.f);
  m.connect(force.flange, sensor.flange_a);
  m.connect(sensor.flange_b, mass.flange_a);
  m.connect(position.flange, mass.flange_b);
  m.connect(speed.flange, mass.flange_b);
  m.set_start("mass.s", 0.0, true);
  m.set_start("mass.v", 0.0, true);
  Results r = simulate(m, accurate(2.0));
  for (double t : {0.5, 1.0, 2.0}) {
    EXPECT_NEAR(r.at("mass.a", t), 0.5, 1e-9) << t;
    EXPECT_NEAR(r.at("mass.v", t), 0.5 * t, 1e-8) << t;
    EXPECT_NEAR(r.at("mass.s", t), 0.25 * t * t, 1e-8) << t;
    EXPECT_NEAR(r.at("speedSensor.v", t), 0.5 * t, 1e-8) << t;
    EXPECT_NEAR(r.at("positionSensor.s", t), 0.25 * t * t, 1e-8) << t;
    // The force acts ON the mass through its flange: positive flow into the mass.
    EXPECT_NEAR(r.at("mass.flange_a.f", t), 2.0, 1e-9) << t;
    EXPECT_NEAR(r.at("force.flange.f", t), -2.0, 1e-9) << t;
    EXPECT_NEAR(r.at("forceSensor.f", t), 2.0, 1e-9) << t;
    EXPECT_NEAR(r.at("force.s", t), 0.25 * t * t, 1e-8) << t;
  }
}

TEST(Translational, ForceWithSupportPushesTheSupportBack) {
  // A force between two free masses: mass2 (on the flange) is pushed forward,
  // mass1 (on the support) backward, momentum stays zero.
  Model m("force_support");
  auto& f = m.add<blocks::Constant>("f", blocks::Constant::Params{.k = 6});
  auto& force = m.add<Force>("force", Force::Params{.use_support = true});
  auto& mass1 = m.add<Mass>("mass1", Mass::Params{.m = 3});
  auto& mass2 = m.add<Mass>("mass2", Mass::Params{.m = 2});
  m.connect(f.y, force.f);
  m.connect(m.port_at("force.support"), mass1.flange_b);
  m.connect(force.flange, mass2.flange_a);
  m.set_start("mass1.s", 0.0, true);
  m.set_start("mass1.v", 0.0, true);
  m.set_start("mass2.s", 0.0, true);
  m.set_start("mass2.v", 0.0, true);
  Results r = simulate(m, accurate(1.0));
  for (double t : {0.5, 1.0}) {
    EXPECT_NEAR(r.at("mass2.v", t), 3.0 * t, 1e-8) << t;
    EXPECT_NEAR(r.at("mass1.v", t), -2.0 * t, 1e-8) << t;
    EXPECT_NEAR(r.at("force.s", t), 2.5 * t * t, 1e-8) << t;  // flange relative to support
  }
}

TEST(Translational, DamperBrakesAMassExponentially) {
  // mass with v(0) = 2 tied to the ground by a damper: v = 2 exp(-d t / m).
  const double m_ = 0.5, d = 2;
  Model m("mass_damper");
  auto& fixed = m.add<Fixed>("fixed");
  auto& damper = m.add<Damper>("damper", Damper::Params{.d = d});
  auto& mass = m.add<Mass>("mass", Mass::Params{.m = m_});
  m.connect(mass.flange_b, damper.flange_a);
  m.connect(damper.flange_b, fixed.flange);
  m.set_start("mass.s", 0.0, true);
  m.set_start("mass.v", 2.0, true);
  Results r = simulate(m, accurate(1.0));
  for (double t : {0.1, 0.5, 1.0}) {
    const double v = 2 * std::exp(-d * t / m_);
    EXPECT_NEAR(r.at("mass.v", t), v, 1e-7) << t;
    EXPECT_NEAR(r.at("mass.s", t), 2 * m_ / d * (1 - std::exp(-d * t / m_)), 1e-7) << t;
    EXPECT_NEAR(r.at("damper.v_rel", t), -v, 1e-7) << t;
    EXPECT_NEAR(r.at("damper.f", t), -d * v, 1e-6) << t;
    EXPECT_NEAR(r.at("damper.lossPower", t), d * v * v, 1e-6) << t;
  }
}

TEST(Translational, SpringDamperGivesADampedOscillation) {
  // m s'' + d s' + c s = 0, s(0) = 1, v(0) = 0 (underdamped).
  const double m_ = 1, c = 100, d = 4;
  Model m("spring_damper");
  auto& fixed = m.add<Fixed>("fixed");
  auto& sd = m.add<SpringDamper>("springDamper", SpringDamper::Params{.c = c, .d = d});
  auto& mass = m.add<Mass>("mass", Mass::Params{.m = m_});
  m.connect(fixed.flange, sd.flange_a);
  m.connect(sd.flange_b, mass.flange_a);
  m.set_start("mass.s", 1.0, true);
  m.set_start("mass.v", 0.0, true);
  Results r = simulate(m, accurate(2.0));
  const double w0 = std::sqrt(c / m_), zeta = d / (2 * std::sqrt(c * m_));
  const double wd = w0 * std::sqrt(1 - zeta * zeta);
  for (double t : {0.05, 0.2, 0.5, 1.0, 2.0}) {
    const double s =
        std::exp(-zeta * w0 * t) * (std::cos(wd * t) + zeta * w0 / wd * std::sin(wd * t));
    EXPECT_NEAR(r.at("mass.s", t), s, 1e-6) << t;
    EXPECT_NEAR(r.at("springDamper.s_rel", t), s, 1e-6) << t;
  }
}

// A Position source driving mass1 through a force sensor, with s_ref from a
// sine; optionally mass2 hangs on mass1 through a spring.
struct DrivenMass {
  static constexpr double amplitude = 0.1, f = 1, m1 = 2, m2 = 0.5, c = 50;
  Model m{"position_mass"};
  DrivenMass(bool exact, bool with_spring) {
    auto& ref = m.add<blocks::Sine>("sine", blocks::Sine::Params{.amplitude = amplitude, .f = f});
    auto& position = m.add<Position>("position", Position::Params{.exact = exact});
    auto& sensor = m.add<ForceSensor>("forceSensor");
    auto& mass = m.add<Mass>("mass", Mass::Params{.m = m1});
    m.connect(ref.y, position.s_ref);
    m.connect(position.flange, sensor.flange_a);
    m.connect(sensor.flange_b, mass.flange_a);
    if (with_spring) {
      auto& spring = m.add<Spring>("spring", Spring::Params{.c = c});
      auto& mass2 = m.add<Mass>("mass2", Mass::Params{.m = m2});
      m.connect(mass.flange_b, spring.flange_a);
      m.connect(spring.flange_b, mass2.flange_a);
      m.set_start("mass2.s", 0.0, true);
      m.set_start("mass2.v", 0.0, true);
    }
  }
};

TEST(Translational, ExactPositionForcesTheReferenceMotion) {
  // mass2 on a spring behind the prescribed mass: m2 x'' = c (A sin(w t) - x),
  // x(0) = x'(0) = 0 gives x = A w0^2 / (w0^2 - w^2) (sin(w t) - (w / w0) sin(w0 t)).
  DrivenMass d(true, true);
  Results r = simulate(d.m, accurate(1.0));
  const double A = DrivenMass::amplitude, w = 2 * std::numbers::pi * DrivenMass::f;
  const double w0 = std::sqrt(DrivenMass::c / DrivenMass::m2);
  for (double t : {0.1, 0.3, 0.7, 1.0}) {
    const double s1 = A * std::sin(w * t);
    const double x =
        A * w0 * w0 / (w0 * w0 - w * w) * (std::sin(w * t) - w / w0 * std::sin(w0 * t));
    EXPECT_NEAR(r.at("mass.s", t), s1, 1e-9) << t;
    EXPECT_NEAR(r.at("mass.v", t), A * w * std::cos(w * t), 1e-6) << t;
    EXPECT_NEAR(r.at("mass2.s", t), x, 1e-6) << t;
    // The force needed: m1 s1'' minus the pull of the spring c (x - s1).
    EXPECT_NEAR(r.at("forceSensor.f", t), -DrivenMass::m1 * w * w * s1 - DrivenMass::c * (x - s1),
                1e-5)
        << t;
  }
}

TEST(Translational, ExactPositionOfAFreeMass) {
  // Index reduction leaves no states (a regression test: outputs between IDA
  // steps were once interpolated instead of solved).
  DrivenMass d(true, false);
  Results r = simulate(d.m, accurate(1.0));
  const double A = DrivenMass::amplitude, w = 2 * std::numbers::pi * DrivenMass::f;
  for (double t : {0.1, 0.3, 0.7, 1.0}) {
    EXPECT_NEAR(r.at("mass.s", t), A * std::sin(w * t), 1e-9) << t;
    EXPECT_NEAR(r.at("mass.v", t), A * w * std::cos(w * t), 1e-6) << t;
    EXPECT_NEAR(r.at("forceSensor.f", t), -DrivenMass::m1 * A * w * w * std::sin(w * t), 1e-5) << t;
  }
}

TEST(Translational, FilteredPositionFollowsTheBesselFilter) {
  // s = G(jw) s_ref in steady state, G(s) = 1 / (1 + af/wc s + bf/wc^2 s^2);
  // the start transient decays within a few ms.
  DrivenMass d(false, false);
  Results r = simulate(d.m, accurate(1.0));
  const double w = 2 * std::numbers::pi * DrivenMass::f, wc = 2 * std::numbers::pi * 50;
  const double re = 1 - 0.6180 * w * w / (wc * wc), im = 1.3617 * w / wc;
  const double gain = 1 / std::hypot(re, im), lag = std::atan2(im, re);
  EXPECT_NEAR(r.at("position.s", 0.0), 0.0, 1e-12);  // starts at s_ref
  for (double t : {0.3, 0.7, 1.0}) {
    const double s = DrivenMass::amplitude * gain * std::sin(w * t - lag);
    EXPECT_NEAR(r.at("position.s", t), s, 1e-7) << t;
    EXPECT_NEAR(r.at("mass.s", t), s, 1e-7) << t;
    EXPECT_NEAR(r.at("forceSensor.f", t), -DrivenMass::m1 * w * w * s, 1e-5) << t;
  }
}

TEST(Translational, NegativeMassIsRejectedNamingTheComponent) {
  Model m("bad");
  try {
    m.add<Mass>("mass1", Mass::Params{.m = -1});
    FAIL() << "negative mass accepted";
  } catch (const ModelError& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find("Mass 'mass1'"), std::string::npos) << msg;
    EXPECT_NE(msg.find("m = -1"), std::string::npos) << msg;
  }
}

TEST(Translational, NegativeSpringConstantIsRejectedNamingTheComponent) {
  Model m("bad");
  try {
    m.add<SpringDamper>("sd", SpringDamper::Params{.c = -1});
    FAIL() << "negative spring constant accepted";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("SpringDamper 'sd'"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace acausal
