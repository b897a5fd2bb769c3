// Rotor1D and Mounting1D against closed forms: the gyroscopic torque of a
// spinning rotor on a turning housing, and MSL's ActuatedDrive (a 1-D rotor
// and a 3-D cylinder under the same torque), also on a swinging base.
#include <algorithm>
#include <cmath>
#include <numbers>

#include <gtest/gtest.h>

#include "components/multibody/body.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/rotor_1d.hpp"
#include "components/multibody/world.hpp"
#include "components/rotational/fixed.hpp"
#include "core/compile/compiled_model.hpp"
#include "models/msl/multibody_rotational_3d_effects.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

using namespace multibody;

TEST(MultibodyRotor1D, SpinningRotorOnATurningHousingNeedsTheGyroscopicTorque) {
  // Housing turning freely about the vertical y at W, held at pitch 0 about
  // z; rotor J about x spinning at w: its angular momentum J w x turns with
  // the housing, d/dt = W y × J w x = -J w W z, which the pitch joint must
  // supply. Nothing acts about y or about the rotor axis: W and w stay.
  const double J = 0.05, w0 = 10, W0 = 2;
  Model m("gyro");
  auto& world = m.add<World>("world");
  auto& yaw = m.add<Revolute>("yaw", Revolute::Params{.n = {0, 1, 0}});
  auto& pitch = m.add<Revolute>("pitch", Revolute::Params{.n = {0, 0, 1}, .use_axis_flange = true});
  auto& ground = m.add<rotational::Fixed>("ground");
  auto& housing =
      m.add<Body>("housing", Body::Params{.m = 1, .I_11 = 0.1, .I_22 = 0.2, .I_33 = 0.3});
  auto& rotor = m.add<Rotor1D>("rotor", Rotor1D::Params{.J = J, .n = {1, 0, 0}});
  m.connect(world.frame_b, yaw.frame_a);
  m.connect(yaw.frame_b, pitch.frame_a);
  m.connect(pitch.axis, ground.flange);
  m.connect(pitch.frame_b, housing.frame_a);
  m.connect(pitch.frame_b, rotor.frame_a);
  m.set_start("yaw.phi", 0.0, true);
  m.set_start("yaw.w", W0, true);
  m.set_start("rotor.phi", 0.0, true);
  m.set_start("rotor.w", w0, true);
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 1.0, .output_interval = 0.05, .rtol = 1e-10});
  for (std::size_t k = 0; k < r.rows(); ++k) {
    EXPECT_NEAR(r.value(k, r.column("pitch.tau")), -J * w0 * W0, 1e-9);
    EXPECT_NEAR(r.value(k, r.column("yaw.w")), W0, 1e-9);
    EXPECT_NEAR(r.value(k, r.column("rotor.w")), w0, 1e-9);
    EXPECT_NEAR(r.value(k, r.column("rotor.w_a[2]")), W0, 1e-9);
  }
}

TEST(MultibodyRotor1D, ActuatedDriveTurnsBothRotorsAsTheClosedForm) {
  // MSL ActuatedDrive: J = 2 under sin(2 pi t) about x, from rest:
  // phi = t / (4 pi) - sin(2 pi t) / (8 pi^2), w = (1 - cos(2 pi t)) / (4 pi);
  // the 1-D rotor's torque source is supported by a Mounting1D.
  const auto model = models::msl::multibody_actuated_drive();
  Simulation sim(compile(*model));
  Results r = sim.run({.t_stop = 1.1, .output_interval = 0.01, .rtol = 1e-10});
  const double pi = std::numbers::pi;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const double t = r.times()[k];
    const double phi = t / (4 * pi) - std::sin(2 * pi * t) / (8 * pi * pi);
    const double w = (1 - std::cos(2 * pi * t)) / (4 * pi);
    for (const char* joint : {"revolute", "rotor1D"}) {
      EXPECT_NEAR(r.value(k, r.column(std::string(joint) + ".phi")), phi, 1e-8) << joint;
      EXPECT_NEAR(r.value(k, r.column(std::string(joint) + ".w")), w, 1e-8) << joint;
    }
  }
}

TEST(MultibodyRotor1D, GyroscopicEffectsRotorEqualsTheSpinningCylinder) {
  // MSL GyroscopicEffects: a spherical pendulum carrying a cylinder spinning
  // at 10 rad/s on a revolute, beside the same pendulum whose cylinder is
  // fixed and whose spin is a Rotor1D with the cylinder's axial inertia.
  const auto model = models::msl::multibody_gyroscopic_effects();
  Simulation sim(compile(*model));
  Results r = sim.run({.t_stop = 1.0, .output_interval = 0.02, .rtol = 1e-9});
  double worst = 0, swing = 0;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    // The two pendulums' Cardan angles, and the two spins.
    for (const char* axis : {"rx", "ry", "rz"}) {
      const double a1 = r.value(k, r.column(std::string("spherical1.") + axis + ".phi"));
      const double a2 = r.value(k, r.column(std::string("spherical2.") + axis + ".phi"));
      worst = std::max(worst, std::fabs(a1 - a2));
      swing = std::max(swing, std::fabs(a1));
    }
    worst = std::max(
        worst, std::fabs(r.value(k, r.column("revolute.w")) - r.value(k, r.column("rotor1D.w"))));
  }
  EXPECT_GT(swing, 0.3);  // the pendulum falls and precesses
  EXPECT_LT(worst, 1e-6);
}

TEST(MultibodyRotor1D, MovingActuatedDriveTurnsBothRotorsAsOnAFixedBase) {
  // MSL MovingActuatedDrive: both drive trains of ActuatedDrive on revolute
  // joints about y swung by 2 sin(2 pi t) through position sources. The
  // base turns about y, normal to the rotor axis x, so the rotors' motion
  // relative to their housings is ActuatedDrive's closed form.
  const auto model = models::msl::multibody_moving_actuated_drive();
  Simulation sim(compile(*model));
  Results r = sim.run({.t_stop = 1.1, .output_interval = 0.01, .rtol = 1e-10});
  const double pi = std::numbers::pi;
  double swing = 0;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const double t = r.times()[k];
    const double phi = t / (4 * pi) - std::sin(2 * pi * t) / (8 * pi * pi);
    const double w = (1 - std::cos(2 * pi * t)) / (4 * pi);
    for (const char* joint : {"revolute", "rotor1D"}) {
      EXPECT_NEAR(r.value(k, r.column(std::string(joint) + ".phi")), phi, 1e-7) << joint;
      EXPECT_NEAR(r.value(k, r.column(std::string(joint) + ".w")), w, 1e-7) << joint;
    }
    const double base = r.value(k, r.column("r1.phi"));
    EXPECT_NEAR(base, r.value(k, r.column("r2.phi")), 1e-8);
    swing = std::max(swing, std::abs(base));
  }
  EXPECT_GT(swing, 1.9);  // the bases follow 2 sin(2 pi t)
}

}  // namespace
}  // namespace acausal
