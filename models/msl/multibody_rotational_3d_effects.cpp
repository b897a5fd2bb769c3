#include "models/msl/multibody_rotational_3d_effects.hpp"

#include <numbers>
#include <vector>

#include <fmt/format.h>

#include "components/blocks/sources.hpp"
#include "components/multibody/absolute_sensor.hpp"
#include "components/multibody/bevel_gear_1d.hpp"
#include "components/multibody/body_box.hpp"
#include "components/multibody/body_cylinder.hpp"
#include "components/multibody/body_shape.hpp"
#include "components/multibody/fixed.hpp"
#include "components/multibody/fixed_rotation.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/force_and_torque.hpp"
#include "components/multibody/gear_constraint.hpp"
#include "components/multibody/mounting_1d.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/rotor_1d.hpp"
#include "components/multibody/spherical.hpp"
#include "components/multibody/world.hpp"
#include "components/rotational/ideal_gear.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/position.hpp"
#include "components/rotational/torque.hpp"

namespace acausal::models::msl {
namespace {

std::unique_ptr<Model> example(const char* name) {
  return std::make_unique<Model>(
      fmt::format("Modelica.Mechanics.MultiBody.Examples.Rotational3DEffects.{}", name));
}

/// What ActuatedDrive and MovingActuatedDrive share: the 3-D drive train
/// (revolute about x carrying bodyCylinder, turned by the 3-D torque
/// sin(2 pi t) about x between revolute.frame_a and the body) and its 1-D
/// twin (rotor1D, J = 2, driven by torque1 with the same signal, supported by
/// mounting1D); both start at rest; the sines are named `sine_name`[1..3] as
/// in each MSL example. The caller places revolute.frame_a, rotor1D.frame_a
/// and mounting1D.frame_a.
struct DriveTrains {
  multibody::Revolute* revolute;
  multibody::Rotor1D* rotor1D;
  multibody::Mounting1D* mounting1D;
};

DriveTrains add_drive_trains(Model& m, const char* sine_name) {
  using namespace multibody;
  // MSL: m = 0, I_11 = 2: no mass, inertia about the axis only (so the
  // triangle inequality of a real body does not hold).
  auto& bodyCylinder = m.add<BodyShape>("bodyCylinder", BodyShape::Params{
                                                            .r = {0.5, 0, 0},
                                                            .m = 0,
                                                            .I_11 = 2,
                                                            .I_22 = 0,
                                                            .I_33 = 0,
                                                            .check_triangle_inequality = false,
                                                        });
  auto& revolute = m.add<Revolute>("revolute", Revolute::Params{.n = {1, 0, 0}});
  // MSL Forces.Torque (resolved in frame_b): a ForceAndTorque with zero force.
  auto& torque = m.add<ForceAndTorque>("torque");
  auto& rotor1D = m.add<Rotor1D>("rotor1D", Rotor1D::Params{.J = 2});
  auto& torque1 =
      m.add<rotational::Torque>("torque1", rotational::Torque::Params{.use_support = true});
  auto& mounting1D = m.add<Mounting1D>("mounting1D");
  constexpr double kAmplitude[3] = {1, 0, 0};
  for (std::size_t i = 0; i < 3; ++i) {
    auto& sine = m.add<blocks::Sine>(fmt::format("{}[{}]", sine_name, i + 1),
                                     blocks::Sine::Params{.amplitude = kAmplitude[i], .f = 1});
    auto& zero =
        m.add<blocks::Constant>(fmt::format("zeroForce[{}]", i + 1), blocks::Constant::Params{0});
    m.connect(sine.y, torque.torque[i]);
    m.connect(zero.y, torque.force[i]);
    if (i == 0) m.connect(sine.y, torque1.tau);
  }
  for (const char* v : {"revolute.phi", "revolute.w", "rotor1D.phi", "rotor1D.w"})
    m.set_start(v, 0.0, true);
  m.connect(revolute.frame_b, bodyCylinder.frame_a);
  m.connect(torque.frame_b, bodyCylinder.frame_b);
  m.connect(torque.frame_a, revolute.frame_a);
  m.connect(torque1.flange, rotor1D.flange_a);
  m.connect("mounting1D.flange_b", "torque1.support");
  return {&revolute, &rotor1D, &mounting1D};
}

}  // namespace

std::unique_ptr<Model> multibody_actuated_drive() {
  using namespace multibody;
  auto m = example("ActuatedDrive");
  auto& world = m->add<World>("world");
  auto& fixed = m->add<Fixed>("fixed");
  const DriveTrains d = add_drive_trains(*m, "sine");
  m->connect(world.frame_b, d.revolute->frame_a);
  m->connect(fixed.frame_b, d.rotor1D->frame_a);
  m->connect(d.mounting1D->frame_a, fixed.frame_b);
  return m;
}

// ActuatedDrive on a moving base: both drive trains (the 3-D one, revolute +
// bodyCylinder, and Rotor1D) sit on revolute joints about y (r1, r2) swung
// by position sources through 1-D mountings, so the housings turn under
// the rotors (MSL: "the movement of the two systems is identical").
std::unique_ptr<Model> multibody_moving_actuated_drive() {
  using namespace multibody;
  auto m = example("MovingActuatedDrive");
  auto& world = m->add<World>("world", World::Params{.g = 0});
  auto& fixed = m->add<Fixed>("fixed");
  auto& sine2 = m->add<blocks::Sine>("sine2", blocks::Sine::Params{.amplitude = 2, .f = 1});
  const DriveTrains d = add_drive_trains(*m, "sine1");
  // r1 carries the 3-D drive train, r2 the Rotor1D; each swung about y.
  auto base = [&](const char* joint, const char* position, const char* mounting,
                  const Port& ground) -> Revolute& {
    auto& r = m->add<Revolute>(joint, Revolute::Params{.n = {0, 1, 0}, .use_axis_flange = true});
    auto& source =
        m->add<rotational::Position>(position, rotational::Position::Params{.use_support = true});
    auto& mount = m->add<Mounting1D>(mounting, Mounting1D::Params{.n = {0, 1, 0}});
    m->set_start(std::string(position) + ".w", 0.0, true);
    m->connect(ground, *r.frame_a.port);
    m->connect(source.flange, r.axis);
    m->connect(std::string(position) + ".support", std::string(mounting) + ".flange_b");
    m->connect(*mount.frame_a.port, ground);
    m->connect(sine2.y, source.phi_ref);
    return r;
  };
  auto& r1 = base("r1", "position1", "mounting1D1", *world.frame_b.port);
  auto& r2 = base("r2", "position2", "mounting1D2", *fixed.frame_b.port);
  m->connect(r1.frame_b, d.revolute->frame_a);
  m->connect(r2.frame_b, d.rotor1D->frame_a);
  m->connect(r2.frame_b, d.mounting1D->frame_a);
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

std::unique_ptr<Model> multibody_gear_constraint() {
  using namespace multibody;
  auto m = example("GearConstraint");
  // MSL: g = 0; the shafts turn about the world x axis through the origin.
  auto& world = m->add<World>("world", World::Params{.g = 0});
  auto& gearConstraint =
      m->add<GearConstraint>("gearConstraint", GearConstraint::Params{.ratio = 10});
  auto& cyl1 =
      m->add<BodyCylinder>("cyl1", BodyCylinder::Params{.r = {0.4, 0, 0}, .diameter = 0.1});
  auto& cyl2 =
      m->add<BodyCylinder>("cyl2", BodyCylinder::Params{.r = {0.4, 0, 0}, .diameter = 0.2});
  // MSL Forces.Torque (resolved in frame_b): a ForceAndTorque with zero force.
  auto& torque1 = m->add<ForceAndTorque>("torque1");
  auto& fixed = m->add<Fixed>("fixed");
  auto& mounting1D = m->add<Mounting1D>("mounting1D");
  // MSL: J = cyl1.I[1, 1], cyl2.I[1, 1], the cylinders' inertias about their axes.
  auto& inertia1 = m->add<rotational::Inertia>(
      "inertia1", rotational::Inertia::Params{.J = cyl1.body_params.I_11});
  auto& idealGear = m->add<rotational::IdealGear>(
      "idealGear", rotational::IdealGear::Params{.ratio = 10, .use_support = true});
  auto& inertia2 = m->add<rotational::Inertia>(
      "inertia2", rotational::Inertia::Params{.J = cyl2.body_params.I_11});
  auto& torque2 =
      m->add<rotational::Torque>("torque2", rotational::Torque::Params{.use_support = true});
  constexpr double kAmplitude[3] = {2, 0, 0};
  for (std::size_t i = 0; i < 3; ++i) {
    auto& sine = m->add<blocks::Sine>(fmt::format("sine[{}]", i + 1),
                                      blocks::Sine::Params{.amplitude = kAmplitude[i], .f = 1});
    auto& zero =
        m->add<blocks::Constant>(fmt::format("zeroForce[{}]", i + 1), blocks::Constant::Params{0});
    m->connect(sine.y, torque1.torque[i]);
    m->connect(zero.y, torque1.force[i]);
    if (i == 0) m->connect(sine.y, torque2.tau);
  }
  for (const char* v : {"gearConstraint.phi_b", "gearConstraint.w_b", "inertia1.phi", "inertia1.w"})
    m->set_start(v, 0.0, true);
  m->connect(world.frame_b, gearConstraint.bearing);
  m->connect(cyl1.frame_b, gearConstraint.frame_a);
  m->connect(gearConstraint.frame_b, cyl2.frame_a);
  m->connect(torque1.frame_b, cyl1.frame_a);
  m->connect(torque1.frame_a, world.frame_b);
  m->connect(torque2.flange, inertia1.flange_a);
  m->connect(inertia1.flange_b, idealGear.flange_a);
  m->connect(idealGear.flange_b, inertia2.flange_a);
  m->connect("mounting1D.flange_b", "idealGear.support");
  m->connect("mounting1D.flange_b", "torque2.support");
  m->connect(fixed.frame_b, mounting1D.frame_a);
  return m;
}

std::unique_ptr<Model> multibody_bevel_gear_1d() {
  using namespace multibody;
  auto m = example("BevelGear1D");
  const Vector3d na{1, 0, 0}, nb{0, 1, 0};  // the two gear shafts, carrier axes
  auto& world = m->add<World>("world");
  // The carrier C (revolute3.frame_b) is swung about x, y, z by three
  // torque-driven revolutes.
  const Vector3d axes[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  constexpr double kAmplitude[4] = {110, 120, 130, 140};
  constexpr double kFrequency[4] = {5, 6, 7, 8};
  std::vector<blocks::Sine*> sines;
  for (std::size_t i = 0; i < 4; ++i)
    sines.push_back(&m->add<blocks::Sine>(
        fmt::format("sine{}", i + 1),
        blocks::Sine::Params{.amplitude = kAmplitude[i], .f = kFrequency[i]}));
  const Frame* parent = &world.frame_b;
  Revolute* revolute3 = nullptr;
  for (std::size_t i = 0; i < 3; ++i) {
    auto& revolute = m->add<Revolute>(
        fmt::format("revolute{}", i + 1),
        Revolute::Params{
            .n = axes[i], .use_axis_flange = true, .state_select = StateSelect::Always});
    auto& torque = m->add<rotational::Torque>(fmt::format("torque{}", i + 1));
    m->connect(sines[i]->y, torque.tau);
    m->connect(torque.flange, revolute.axis);
    m->connect(*parent, revolute.frame_a);
    m->set_start(fmt::format("revolute{}.phi", i + 1), 0.0, true);
    m->set_start(fmt::format("revolute{}.w", i + 1), 0.0, true);
    parent = &revolute.frame_b;
    revolute3 = &revolute;
  }
  const Frame& carrier = revolute3->frame_b;
  auto& bodyBox = m->add<BodyBox>(
      "bodyBox", BodyBox::Params{.r = {0.1, 0.1, 0.1}, .length = 0.1, .width = 0.1});
  auto& inertia1 = m->add<Rotor1D>("inertia1", Rotor1D::Params{.J = 1.1, .n = na});
  auto& bevelGear =
      m->add<BevelGear1D>("bevelGear", BevelGear1D::Params{.ratio = 10, .n_a = na, .n_b = nb});
  auto& inertia2 = m->add<Rotor1D>("inertia2", Rotor1D::Params{.J = 18.2, .n = nb});
  auto& torque =
      m->add<rotational::Torque>("torque", rotational::Torque::Params{.use_support = true});
  auto& mounting1D = m->add<Mounting1D>("mounting1D", Mounting1D::Params{.n = na});
  // MSL sensor1: the carrier's angular velocity in its own axes (sensor1.w).
  auto& sensor1 = m->add<AbsoluteSensor>("sensor1");
  m->set_start("inertia1.phi", 0.0, true);
  m->set_start("inertia1.w", 0.0, true);
  m->connect(carrier, bodyBox.frame_a);
  m->connect(carrier, inertia1.frame_a);
  m->connect(carrier, bevelGear.frame_a);
  m->connect(carrier, inertia2.frame_a);
  m->connect(carrier, mounting1D.frame_a);
  m->connect(carrier, sensor1.frame_a);
  m->connect(sines[3]->y, torque.tau);
  m->connect(torque.flange, inertia1.flange_a);
  m->connect("torque.support", "mounting1D.flange_b");
  m->connect(inertia1.flange_b, bevelGear.flange_a);
  m->connect(bevelGear.flange_b, inertia2.flange_a);
  return m;
}

}  // namespace acausal::models::msl
