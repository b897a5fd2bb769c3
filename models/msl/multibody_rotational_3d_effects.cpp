#include "models/msl/multibody_rotational_3d_effects.hpp"

#include <numbers>

#include <fmt/format.h>

#include "components/blocks/sources.hpp"
#include "components/multibody/body_cylinder.hpp"
#include "components/multibody/body_shape.hpp"
#include "components/multibody/fixed.hpp"
#include "components/multibody/fixed_rotation.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/force_and_torque.hpp"
#include "components/multibody/mounting_1d.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/rotor_1d.hpp"
#include "components/multibody/spherical.hpp"
#include "components/multibody/world.hpp"
#include "components/rotational/torque.hpp"

namespace acausal::models::msl {
namespace {

std::unique_ptr<Model> example(const char* name) {
  return std::make_unique<Model>(
      fmt::format("Modelica.Mechanics.MultiBody.Examples.Rotational3DEffects.{}", name));
}

}  // namespace

std::unique_ptr<Model> multibody_actuated_drive() {
  using namespace multibody;
  auto m = example("ActuatedDrive");
  auto& world = m->add<World>("world");
  // MSL: m = 0, I_11 = 2: no mass, inertia about the axis only (so the
  // triangle inequality of a real body does not hold).
  auto& bodyCylinder = m->add<BodyShape>("bodyCylinder", BodyShape::Params{
                                                             .r = {0.5, 0, 0},
                                                             .m = 0,
                                                             .I_11 = 2,
                                                             .I_22 = 0,
                                                             .I_33 = 0,
                                                             .check_triangle_inequality = false,
                                                         });
  auto& revolute = m->add<Revolute>("revolute", Revolute::Params{.n = {1, 0, 0}});
  // MSL Forces.Torque (resolved in frame_b): a ForceAndTorque with zero force.
  auto& torque = m->add<ForceAndTorque>("torque");
  auto& fixed = m->add<Fixed>("fixed");
  auto& rotor1D = m->add<Rotor1D>("rotor1D", Rotor1D::Params{.J = 2});
  auto& torque1 =
      m->add<rotational::Torque>("torque1", rotational::Torque::Params{.use_support = true});
  auto& mounting1D = m->add<Mounting1D>("mounting1D");
  constexpr double kAmplitude[3] = {1, 0, 0};
  for (std::size_t i = 0; i < 3; ++i) {
    auto& sine = m->add<blocks::Sine>(fmt::format("sine[{}]", i + 1),
                                      blocks::Sine::Params{.amplitude = kAmplitude[i], .f = 1});
    auto& zero =
        m->add<blocks::Constant>(fmt::format("zeroForce[{}]", i + 1), blocks::Constant::Params{0});
    m->connect(sine.y, torque.torque[i]);
    m->connect(zero.y, torque.force[i]);
    if (i == 0) m->connect(sine.y, torque1.tau);
  }
  for (const char* v : {"revolute.phi", "revolute.w", "rotor1D.phi", "rotor1D.w"})
    m->set_start(v, 0.0, true);
  m->connect(world.frame_b, revolute.frame_a);
  m->connect(revolute.frame_b, bodyCylinder.frame_a);
  m->connect(torque.frame_b, bodyCylinder.frame_b);
  m->connect(torque.frame_a, world.frame_b);
  m->connect(fixed.frame_b, rotor1D.frame_a);
  m->connect(torque1.flange, rotor1D.flange_a);
  m->connect("mounting1D.flange_b", "torque1.support");
  m->connect(mounting1D.frame_a, fixed.frame_b);
  return m;
}

std::unique_ptr<Model> multibody_gyroscopic_effects() {
  using namespace multibody;
  auto m = example("GyroscopicEffects");
  constexpr double kDeg = std::numbers::pi / 180;
  auto& world = m->add<World>("world");
  // The pendulum precesses about the vertical (world y) by several turns
  // and its arm falls to nearly vertical (89.8 deg): the Cardan angles turn
  // about y, then x, then z, whose singularity (middle angle ±90 deg, a
  // quarter turn of the arm about itself) the motion stays away from.
  const Spherical::Params spherical{.state_select = StateSelect::Prefer, .sequence = {2, 1, 3}};
  auto& spherical1 = m->add<Spherical>("spherical1", spherical);
  auto& bodyCylinder1 = m->add<BodyCylinder>(
      "bodyCylinder1", BodyCylinder::Params{.r = {0.25, 0, 0}, .diameter = 0.05});
  auto& fixedRotation1 = m->add<FixedRotation>(
      "fixedRotation1", FixedRotation::Params{.n = {0, 1, 0}, .angle = 45 * kDeg});
  auto& revolute = m->add<Revolute>("revolute", Revolute::Params{.n = {1, 0, 0}});
  auto& fixedTranslation =
      m->add<FixedTranslation>("fixedTranslation", FixedTranslation::Params{.r = {-0.1, 0, 0}});
  auto& bodyCylinder2 = m->add<BodyCylinder>(
      "bodyCylinder2",
      BodyCylinder::Params{.r = {0.2, 0, 0}, .diameter = 0.1, .kinematic_outputs = true});
  auto& fixed = m->add<Fixed>("fixed");
  auto& spherical2 = m->add<Spherical>("spherical2", spherical);
  auto& bodyCylinder3 = m->add<BodyCylinder>(
      "bodyCylinder3",
      BodyCylinder::Params{.r = {0.25, 0, 0}, .diameter = 0.05, .kinematic_outputs = true});
  auto& fixedRotation2 = m->add<FixedRotation>(
      "fixedRotation2", FixedRotation::Params{.n = {0, 1, 0}, .angle = 45 * kDeg});
  auto& fixedTranslation1 =
      m->add<FixedTranslation>("fixedTranslation1", FixedTranslation::Params{.r = {-0.1, 0, 0}});
  auto& bodyCylinder4 = m->add<BodyCylinder>(
      "bodyCylinder4", BodyCylinder::Params{.r = {0.2, 0, 0}, .diameter = 0.1});
  // MSL: J = bodyCylinder4.I[1, 1], its moment of inertia about its axis.
  auto& rotor1D = m->add<Rotor1D>(
      "rotor1D", Rotor1D::Params{.J = bodyCylinder4.body_params.I_11, .n = {1, 0, 0}});
  for (const char* s : {"spherical1", "spherical2"})
    for (const char* axis : {"rx", "ry", "rz"}) {
      m->set_start(fmt::format("{}.{}.phi", s, axis), 0.0, true);
      m->set_start(fmt::format("{}.{}.w", s, axis), 0.0, true);
    }
  for (const char* joint : {"revolute", "rotor1D"}) {
    m->set_start(fmt::format("{}.phi", joint), 0.0, true);
    m->set_start(fmt::format("{}.w", joint), 10.0, true);
  }
  m->connect(world.frame_b, spherical1.frame_a);
  m->connect(spherical1.frame_b, bodyCylinder1.frame_a);
  m->connect(bodyCylinder1.frame_b, fixedRotation1.frame_a);
  m->connect(fixedRotation1.frame_b, revolute.frame_a);
  m->connect(revolute.frame_b, fixedTranslation.frame_a);
  m->connect(fixedTranslation.frame_b, bodyCylinder2.frame_a);
  m->connect(spherical2.frame_b, bodyCylinder3.frame_a);
  m->connect(bodyCylinder3.frame_b, fixedRotation2.frame_a);
  m->connect(fixed.frame_b, spherical2.frame_a);
  m->connect(fixedTranslation1.frame_b, bodyCylinder4.frame_a);
  m->connect(fixedRotation2.frame_b, fixedTranslation1.frame_a);
  m->connect(rotor1D.frame_a, fixedRotation2.frame_b);
  return m;
}

}  // namespace acausal::models::msl
