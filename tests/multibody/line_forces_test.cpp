// Forces between two frames against closed forms: Spring, Damper and
// SpringDamperParallel on a slider (the damped oscillator), a spring pulling
// a pendulum off its axis (the torque of the line force, on both frames),
// springs in series through a massless point (stiffness c1 c2 / (c1 + c2)),
// and ForceAndTorque between two pendulums in every resolution (the reaction
// on frame_a with the moment of the force about its origin).
#include <cmath>
#include <numbers>

#include <gtest/gtest.h>

#include "components/blocks/sources.hpp"
#include "components/multibody/body.hpp"
#include "components/multibody/fixed.hpp"
#include "components/multibody/fixed_rotation.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/force_and_torque.hpp"
#include "components/multibody/line_forces.hpp"
#include "components/multibody/prismatic.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/world.hpp"
#include "core/compile/compiled_model.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using namespace multibody;
using testing::contains;
using testing::error_of;

/// Constant sources on three inputs.
void feed(Model& m, const std::string& name, const std::array<signal::RealSignal, 3>& inputs,
          const Vector3d& value) {
  for (std::size_t i = 0; i < 3; ++i) {
    auto& k = m.add<blocks::Constant>(name + std::to_string(i + 1),
                                      blocks::Constant::Params{.k = value[i]});
    m.connect(k.y, inputs[i]);
  }
}

/// A mass m on a slider along x from the world's origin (gravity along -y
/// does not act along it), at x(0) = x0 at rest.
struct Slider {
  Model m{"slider"};
  World* world;
  Prismatic* slider;
  Body* mass;
  Slider(double m_kg, double x0) {
    world = &m.add<World>("world");
    slider = &m.add<Prismatic>("slider");
    mass = &m.add<Body>("mass", Body::Params{.m = m_kg});
    m.connect(world->frame_b, slider->frame_a);
    m.connect(slider->frame_b, mass->frame_a);
    m.set_start("slider.s", x0, true);
    m.set_start("slider.v", 0.0, true);
  }
};

/// x(t) of m x'' + d x' + c (x - s0) = 0 from x0 at rest (underdamped).
double damped(double m, double c, double d, double s0, double x0, double t) {
  const double zeta_w = d / (2 * m), wd = std::sqrt(c / m - zeta_w * zeta_w);
  return s0 +
         (x0 - s0) * std::exp(-zeta_w * t) * (std::cos(wd * t) + zeta_w / wd * std::sin(wd * t));
}

TEST(MultibodyLineForces, SpringAndDamperOnASliderAreTheDampedOscillator) {
  // m = 2, c = 50, d = 3, s_unstretched = 0.4, x0 = 1: the spring from the
  // world's origin to the mass has s = x, der(s) = v.
  const double m = 2, c = 50, d = 3, s0 = 0.4, x0 = 1;
  for (const bool parallel : {false, true}) {
    Slider s(m, x0);
    if (parallel) {
      auto& sd = s.m.add<SpringDamperParallel>(
          "force", SpringDamperParallel::Params{.c = c, .s_unstretched = s0, .d = d});
      s.m.connect(s.world->frame_b, sd.frame_a);
      s.m.connect(sd.frame_b, s.mass->frame_a);
    } else {
      auto& spring = s.m.add<Spring>("spring", Spring::Params{.c = c, .s_unstretched = s0});
      auto& damper = s.m.add<Damper>("damper", Damper::Params{.d = d});
      s.m.connect(s.world->frame_b, spring.frame_a);
      s.m.connect(spring.frame_b, s.mass->frame_a);
      // The damper the other way round: its line and speed are the same.
      s.m.connect(s.mass->frame_a, damper.frame_a);
      s.m.connect(damper.frame_b, s.world->frame_b);
    }
    Simulation sim(compile(s.m));
    Results r = sim.run({.t_stop = 3.0, .output_interval = 0.05, .rtol = 1e-10});
    const std::string label = parallel ? "SpringDamperParallel" : "Spring + Damper";
    double worst = 0;
    for (std::size_t k = 0; k < r.rows(); ++k) {
      const double t = r.times()[k], x = r.value(k, r.column("slider.s"));
      worst = std::max(worst, std::fabs(x - damped(m, c, d, s0, x0, t)));
      const double v = r.value(k, r.column("slider.v"));
      if (parallel) {
        EXPECT_NEAR(r.value(k, r.column("force.s")), x, 1e-12) << label;
        EXPECT_NEAR(r.value(k, r.column("force.v_rel")), v, 1e-10) << label;
        EXPECT_NEAR(r.value(k, r.column("force.f")), c * (x - s0) + d * v, 1e-8) << label;
      } else {
        EXPECT_NEAR(r.value(k, r.column("spring.f")), c * (x - s0), 1e-8) << label;
        EXPECT_NEAR(r.value(k, r.column("damper.v_rel")), v, 1e-10) << label;  // s = |x| either way
        EXPECT_NEAR(r.value(k, r.column("damper.r_rel_0[1]")), -x, 1e-12) << label;
      }
    }
    EXPECT_LT(worst, 1e-7) << label;
  }
}

TEST(MultibodyLineForces, SpringOffTheAxisTurnsAPendulumByTheMomentOfItsLineForce) {
  // Pendulum about z through the origin, massless arm L = 0.7 along x, tip
  // mass 1.5 kg (I_33 = 0.01), no gravity. A spring c = 40, s0 = 0.2 from the
  // fixed point P = (0.2, 0.9, 0) to the tip (either way round): the tip feels
  // f (P - tip)/|P - tip| with f = c (|P - tip| - s0), so
  // I_O α = (tip × F)_z at every instant.
  const double L = 0.7, mass = 1.5, c = 40, s0 = 0.2, px = 0.2, py = 0.9;
  const double i_o = mass * L * L + 0.01;
  for (const bool tip_is_frame_b : {true, false}) {
    Model m("pulled_pendulum");
    auto& world = m.add<World>("world", World::Params{.g = 0});
    auto& rev = m.add<Revolute>("rev");
    auto& arm = m.add<FixedTranslation>("arm", FixedTranslation::Params{.r = {L, 0, 0}});
    auto& tip =
        m.add<Body>("tip", Body::Params{.m = mass, .I_11 = 0.01, .I_22 = 0.01, .I_33 = 0.01});
    auto& anchor = m.add<Fixed>("anchor", Fixed::Params{.r = {px, py, 0}});
    auto& spring = m.add<Spring>("spring", Spring::Params{.c = c, .s_unstretched = s0});
    m.connect(world.frame_b, rev.frame_a);
    m.connect(rev.frame_b, arm.frame_a);
    m.connect(arm.frame_b, tip.frame_a);
    m.connect(tip_is_frame_b ? spring.frame_b : spring.frame_a, tip.frame_a);
    m.connect(tip_is_frame_b ? spring.frame_a : spring.frame_b, anchor.frame_b);
    m.set_start("rev.phi", -0.3, true);
    Simulation sim(compile(m));
    Results r = sim.run({.t_stop = 2.0, .output_interval = 0.1, .rtol = 1e-10});
    double swing = 0;
    for (std::size_t k = 0; k < r.rows(); ++k) {
      const double phi = r.value(k, r.column("rev.phi"));
      const double tx = L * std::cos(phi), ty = L * std::sin(phi);
      const double dx = px - tx, dy = py - ty, dist = std::hypot(dx, dy);
      const double f = c * (dist - s0);
      const double torque = tx * f * dy / dist - ty * f * dx / dist;
      EXPECT_NEAR(r.value(k, r.column("rev.a")), torque / i_o, 1e-8) << "phi = " << phi;
      EXPECT_NEAR(r.value(k, r.column("spring.length")), dist, 1e-12);
      swing = std::max(swing, std::fabs(phi + 0.3));
    }
    EXPECT_GT(swing, 1.0);
  }
}

TEST(MultibodyLineForces, SpringsInSeriesThroughAMasslessPointAddTheirCompliances) {
  // Mass 0.5 on a slider along x; springs c1 = 30 (world origin -> point)
  // and c2 = 60 (point -> mass), unstretched 0: the point is massless, the
  // mass oscillates with c = c1 c2 / (c1 + c2) = 20, x = x0 cos(sqrt(c/m) t),
  // and the point sits at x c2 / (c1 + c2) on the line.
  const double m = 0.5, c1 = 30, c2 = 60, x0 = 0.8, c = c1 * c2 / (c1 + c2);
  Slider s(m, x0);
  auto& spring1 = s.m.add<Spring>("spring1", Spring::Params{.c = c1});
  auto& spring2 = s.m.add<Spring>("spring2", Spring::Params{.c = c2});
  s.m.connect(s.world->frame_b, spring1.frame_a);
  s.m.connect(spring1.frame_b, spring2.frame_a);
  s.m.connect(spring2.frame_b, s.mass->frame_a);
  s.m.set_start("spring1.r_rel_0[1]", 0.5);  // a guess off the equilibrium
  s.m.set_start("spring1.r_rel_0[2]", 0.1);
  Simulation sim(compile(s.m));
  Results r = sim.run({.t_stop = 2.0, .output_interval = 0.05, .rtol = 1e-10});
  double worst = 0;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const double x = r.value(k, r.column("slider.s"));
    worst = std::max(worst, std::fabs(x - x0 * std::cos(std::sqrt(c / m) * r.times()[k])));
    EXPECT_NEAR(r.value(k, r.column("spring1.r_rel_0[1]")), x * c2 / (c1 + c2), 1e-8);
    EXPECT_NEAR(r.value(k, r.column("spring1.r_rel_0[2]")), 0.0, 1e-8);
    EXPECT_NEAR(r.value(k, r.column("spring1.f")), r.value(k, r.column("spring2.f")), 1e-7);
  }
  EXPECT_LT(worst, 1e-7);
}

TEST(MultibodyLineForces, ForceAndTorqueActsOnFrameBAndItsReactionOnFrameA) {
  // Two pendulums about z, no gravity: A through the origin with arm La along
  // x, B through (1, 0.5, 0) with arm Lb; ForceAndTorque from tip A
  // (frame_a) to tip B (frame_b), inputs F = (2, -3, 0.5), T = (0.1, 0.2, 0.4).
  // In world axes (F0, T0): B gets I_B α_B = ((tip_B - O_B) × F0 + T0)_z, and
  // A gets the reaction -F0 at tip A and -T0 - (tip_B - tip_A) × F0, so
  // I_A α_A = (-(tip_A) × F0 - T0 - (tip_B - tip_A) × F0)_z = -(tip_B × F0 + T0)_z.
  const double La = 0.6, Lb = 0.4, ma = 2, mb = 1, phi_a = 0.5, phi_b = -0.8;
  const Vector3d F{2, -3, 0.5}, T{0.1, 0.2, 0.4};
  const double ia = ma * La * La + 0.001, ib = mb * Lb * Lb + 0.001;
  const double angle_r = 0.3;  // frame_resolve: fixed, turned by 0.3 rad about z
  for (const ResolveInFrame axes : {ResolveInFrame::world, ResolveInFrame::frame_a,
                                    ResolveInFrame::frame_b, ResolveInFrame::frame_resolve}) {
    Model m("pushed_pair");
    auto& world = m.add<World>("world", World::Params{.g = 0});
    auto& ra = m.add<Revolute>("ra");
    auto& arm_a = m.add<FixedTranslation>("arm_a", FixedTranslation::Params{.r = {La, 0, 0}});
    auto& tip_a = m.add<Body>("tip_a", Body::Params{.m = ma});
    auto& base_b = m.add<Fixed>("base_b", Fixed::Params{.r = {1, 0.5, 0}});
    auto& rb = m.add<Revolute>("rb");
    auto& arm_b = m.add<FixedTranslation>("arm_b", FixedTranslation::Params{.r = {Lb, 0, 0}});
    auto& tip_b = m.add<Body>("tip_b", Body::Params{.m = mb});
    auto& load = m.add<ForceAndTorque>("load", ForceAndTorque::Params{.resolve_in_frame = axes});
    feed(m, "f", load.force, F);
    feed(m, "t", load.torque, T);
    m.connect(world.frame_b, ra.frame_a);
    m.connect(ra.frame_b, arm_a.frame_a);
    m.connect(arm_a.frame_b, tip_a.frame_a);
    m.connect(base_b.frame_b, rb.frame_a);
    m.connect(rb.frame_b, arm_b.frame_a);
    m.connect(arm_b.frame_b, tip_b.frame_a);
    m.connect(load.frame_a, arm_a.frame_b);
    m.connect(load.frame_b, arm_b.frame_b);
    if (axes == ResolveInFrame::frame_resolve) {
      auto& turned = m.add<FixedRotation>(
          "turned", FixedRotation::Params{.r = {0.3, 0.3, 0}, .n = {0, 0, 1}, .angle = angle_r});
      m.connect(world.frame_b, turned.frame_a);
      m.connect(turned.frame_b, load.frame_resolve);
    }
    m.set_start("ra.phi", phi_a, true);
    m.set_start("rb.phi", phi_b, true);
    Simulation sim(compile(m));
    Results r = sim.run({.t_stop = 1e-3, .output_interval = 1e-3, .rtol = 1e-10});
    // The input axes' angle about z (all frames here turn about z).
    const double turn = axes == ResolveInFrame::world     ? 0
                        : axes == ResolveInFrame::frame_a ? phi_a
                        : axes == ResolveInFrame::frame_b ? phi_b
                                                          : angle_r;
    const double c = std::cos(turn), s = std::sin(turn);
    const double fx = c * F[0] - s * F[1], fy = s * F[0] + c * F[1], tz = T[2];
    const double ax = La * std::cos(phi_a), ay = La * std::sin(phi_a);
    const double bx = 1 + Lb * std::cos(phi_b), by = 0.5 + Lb * std::sin(phi_b);
    const double moment_b = (bx - 1) * fy - (by - 0.5) * fx + tz;
    const double moment_a = -(bx * fy - by * fx + tz);
    EXPECT_NEAR(r.value(0, r.column("rb.a")), moment_b / ib, 1e-10) << static_cast<int>(axes);
    EXPECT_NEAR(r.value(0, r.column("ra.a")), moment_a / ia, 1e-10) << static_cast<int>(axes);
    (void)ax;
    (void)ay;
  }
}

TEST(MultibodyLineForces, BadLineForcesAreRefused) {
  {
    Model m("same_frame");
    auto& world = m.add<World>("world");
    auto& spring = m.add<Spring>("spring");
    m.connect(world.frame_b, spring.frame_a);
    m.connect(world.frame_b, spring.frame_b);
    const std::string msg = error_of([&] { compile(m); });
    EXPECT_TRUE(contains(msg,
                         "Spring 'spring' has frame_a and frame_b on the same physical "
                         "frame"))
        << msg;
  }
  {
    // A damper on a massless point between two springs.
    Slider s(1, 0.5);
    auto& spring1 = s.m.add<Spring>("spring1");
    auto& damper = s.m.add<Damper>("damper", Damper::Params{.d = 1});
    s.m.connect(s.world->frame_b, spring1.frame_a);
    s.m.connect(spring1.frame_b, damper.frame_a);
    s.m.connect(damper.frame_b, s.mass->frame_a);
    const std::string msg = error_of([&] { compile(s.m); });
    EXPECT_TRUE(contains(msg, "Damper 'damper' damps a massless point (its frame_a")) << msg;
  }
  {
    // A spring whose frame_b is connected to nothing: no point to balance.
    Model m("dangling");
    auto& world = m.add<World>("world");
    auto& spring = m.add<Spring>("spring");
    m.connect(world.frame_b, spring.frame_a);
    const std::string msg = error_of([&] { compile(m); });
    EXPECT_TRUE(contains(msg, "'spring' not connected to World 'world'")) << msg;
  }
}

}  // namespace
}  // namespace acausal
