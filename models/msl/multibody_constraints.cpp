#include "models/msl/multibody_constraints.hpp"

#include <numbers>

#include <fmt/format.h>

#include "components/multibody/body_shape.hpp"
#include "components/multibody/fixed_rotation.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/free_motion.hpp"
#include "components/multibody/line_forces.hpp"
#include "components/multibody/prismatic.hpp"
#include "components/multibody/prismatic_constraint.hpp"
#include "components/multibody/quaternion.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/revolute_constraint.hpp"
#include "components/multibody/spherical.hpp"
#include "components/multibody/spherical_constraint.hpp"
#include "components/multibody/universal.hpp"
#include "components/multibody/universal_constraint.hpp"
#include "components/multibody/world.hpp"

namespace acausal::models::msl {
namespace {

using namespace multibody;

constexpr double kDeg = std::numbers::pi / 180;

/// What both examples share: world, the rotated mounting frame, the two
/// pendulum bodies on springs, the free motion of bodyOfConstraint; the
/// joint and the constraint are connected by the caller between
/// fixedRotation.frame_b and bodyOfJoint/bodyOfConstraint.frame_a.
struct Pendulums {
  std::unique_ptr<Model> m;
  FixedRotation* fixedRotation;
  BodyShape *bodyOfJoint, *bodyOfConstraint;
};

/// `spring_offset`: the springs hold each body through a FixedTranslation
/// (UniversalConstraint) instead of at its frame_b.
Pendulums pendulums(const char* name, const Vector3d* spring_offset = nullptr) {
  auto m = std::make_unique<Model>(
      std::string("Modelica.Mechanics.MultiBody.Examples.Constraints.") + name);
  auto& world = m->add<World>("world");
  const BodyShape::Params body{.r = {0.4, 0, 0},
                               .r_CM = {0.2, 0, 0},
                               .m = 1,
                               .I_11 = 1,
                               .I_22 = 1,
                               .I_33 = 1,
                               .kinematic_outputs = true};
  auto& bodyOfJoint = m->add<BodyShape>("bodyOfJoint", body);
  auto& bodyOfConstraint = m->add<BodyShape>("bodyOfConstraint", body);
  auto& springOfJoint = m->add<Spring>("springOfJoint", Spring::Params{.c = 20});
  auto& springOfConstraint = m->add<Spring>("springOfConstraint", Spring::Params{.c = 20});
  // MSL: PlanarRotationSequence {1, 2, 3}, angles {10, 55, 68} deg; R holds
  // frame_b's axes in frame_a (the transpose of the coordinate rotation).
  const Matrix3d e = cardan123_rotation({10 * kDeg, 55 * kDeg, 68 * kDeg});
  Matrix3d r{};
  for (std::size_t i = 0; i < 3; ++i)
    for (std::size_t k = 0; k < 3; ++k) r[i][k] = e[k][i];
  auto& fixedRotation =
      m->add<FixedRotation>("fixedRotation", FixedRotation::Params{.r = {0.2, -0.3, 0.2}, .R = r});
  auto& fixedTranslation =
      m->add<FixedTranslation>("fixedTranslation", FixedTranslation::Params{.r = {0.8, 0, 0.3}});
  // MSL's free body, relative to the frame it is constrained to; its position
  // and orientation follow from the constraint (start values are guesses).
  auto& freeMotion = m->add<FreeMotion>("freeMotionScalarInit");
  m->connect(fixedTranslation.frame_a, world.frame_b);
  m->connect(world.frame_b, fixedRotation.frame_a);
  if (spring_offset) {
    const FixedTranslation::Params offset{.r = *spring_offset};
    auto& ofJoint = m->add<FixedTranslation>("fixedTranslationOfJoint", offset);
    auto& ofConstraint = m->add<FixedTranslation>("fixedTranslationOfConstraint", offset);
    m->connect(bodyOfJoint.frame_b, ofJoint.frame_a);
    m->connect(bodyOfConstraint.frame_b, ofConstraint.frame_a);
    m->connect(springOfJoint.frame_b, ofJoint.frame_b);
    m->connect(springOfConstraint.frame_b, ofConstraint.frame_b);
  } else {
    m->connect(bodyOfConstraint.frame_b, springOfConstraint.frame_b);
    m->connect(bodyOfJoint.frame_b, springOfJoint.frame_b);
  }
  m->connect(fixedTranslation.frame_b, springOfJoint.frame_a);
  m->connect(fixedTranslation.frame_b, springOfConstraint.frame_a);
  m->connect(freeMotion.frame_a, fixedRotation.frame_b);
  m->connect(bodyOfConstraint.frame_a, freeMotion.frame_b);
  // |Q| is a constant of the motion that no constraint sets: Q[4] = 1 at the start.
  m->set_start("freeMotionScalarInit.Q[4]", 1.0, true);
  return {std::move(m), &fixedRotation, &bodyOfJoint, &bodyOfConstraint};
}

}  // namespace

std::unique_ptr<Model> multibody_revolute_constraint() {
  Pendulums p = pendulums("RevoluteConstraint");
  Model& m = *p.m;
  auto& joint = m.add<Revolute>(
      "joint", Revolute::Params{.n = {0, 1, 0}, .state_select = StateSelect::Always});
  auto& constraint =
      m.add<RevoluteConstraint>("constraint", RevoluteConstraint::Params{.n = {0, 1, 0}});
  m.set_start("joint.phi", 0.0, true);
  m.set_start("joint.w", 0.0, true);
  // MSL FreeMotionScalarInit: angle_2 (about y, Cardan {1, 2, 3}) and its rate 0.
  m.set_start("freeMotionScalarInit.Q[2]", 0.0, true);
  m.set_start("freeMotionScalarInit.w_rel_b[2]", 0.0, true);
  m.connect(p.fixedRotation->frame_b, constraint.frame_a);
  m.connect(joint.frame_b, p.bodyOfJoint->frame_a);
  m.connect(p.bodyOfConstraint->frame_a, constraint.frame_b);
  m.connect(joint.frame_a, p.fixedRotation->frame_b);
  return std::move(p.m);
}

std::unique_ptr<Model> multibody_spherical_constraint() {
  Pendulums p = pendulums("SphericalConstraint");
  Model& m = *p.m;
  auto& joint = m.add<Spherical>("joint");
  auto& constraint = m.add<SphericalConstraint>("constraint");
  // MSL: joint angles and w_rel fixed at 0; FreeMotionScalarInit: the three
  // angles and their rates 0.
  for (const char* axis : {"rx", "ry", "rz"}) {
    m.set_start(std::string("joint.") + axis + ".phi", 0.0, true);
    m.set_start(std::string("joint.") + axis + ".w", 0.0, true);
  }
  for (int i = 1; i <= 3; ++i) {
    m.set_start("freeMotionScalarInit.Q[" + std::to_string(i) + "]", 0.0, true);
    m.set_start("freeMotionScalarInit.w_rel_b[" + std::to_string(i) + "]", 0.0, true);
  }
  m.connect(p.fixedRotation->frame_b, constraint.frame_a);
  m.connect(joint.frame_b, p.bodyOfJoint->frame_a);
  m.connect(p.bodyOfConstraint->frame_a, constraint.frame_b);
  m.connect(joint.frame_a, p.fixedRotation->frame_b);
  return std::move(p.m);
}

std::unique_ptr<Model> multibody_prismatic_constraint() {
  Pendulums p = pendulums("PrismaticConstraint");
  Model& m = *p.m;
  const auto slider = [&](const char* name, const Vector3d& n) -> Prismatic& {
    auto& joint =
        m.add<Prismatic>(name, Prismatic::Params{.n = n, .state_select = StateSelect::Always});
    m.set_start(std::string(name) + ".s", 0.0, true);
    m.set_start(std::string(name) + ".v", 0.0, true);
    return joint;
  };
  auto& x = slider("jointPrismatic_x", {1, 0, 0});
  auto& y = slider("jointPrismatic_y", {0, 1, 0});
  auto& constraint = m.add<PrismaticConstraint>(
      "constraint", PrismaticConstraint::Params{.x_locked = false, .y_locked = false});
  // MSL fixes r_rel_a[2..3] and v_rel_a[2..3] of the free body; [3] is the
  // constraint's own (z locked), and [1] starts at its start value 0.
  for (const char* v : {"r_rel_a", "v_rel_a"})
    for (int i = 1; i <= 2; ++i)
      m.set_start(fmt::format("freeMotionScalarInit.{}[{}]", v, i), 0.0, true);
  m.connect(p.fixedRotation->frame_b, x.frame_a);
  m.connect(x.frame_b, y.frame_a);
  m.connect(y.frame_b, p.bodyOfJoint->frame_a);
  m.connect(p.fixedRotation->frame_b, constraint.frame_a);
  m.connect(p.bodyOfConstraint->frame_a, constraint.frame_b);
  return std::move(p.m);
}

std::unique_ptr<Model> multibody_universal_constraint() {
  const Vector3d offset{0.1, 0.15, 0.2};
  Pendulums p = pendulums("UniversalConstraint", &offset);
  Model& m = *p.m;
  auto& joint = m.add<Universal>(
      "joint",
      Universal::Params{.n_a = {0, 0, 1}, .n_b = {1, 0, 0}, .state_select = StateSelect::Always});
  auto& constraint = m.add<UniversalConstraint>(
      "constraint", UniversalConstraint::Params{.n_a = {0, 0, 1}, .n_b = {1, 0, 0}});
  for (const char* v : {"phi", "w"})
    for (const char* r : {"revolute_a", "revolute_b"})
      m.set_start(fmt::format("joint.{}.{}", r, v), 0.0, true);
  // MSL FreeMotionScalarInit, sequence {1, 2, 3}: angle_1, angle_3 and their
  // rates 0, angle_2 from the constraint. The states stay the body's
  // quaternion, as in MSL (Cardan angles as states turn singular: the
  // constraint's dependence on angle_2 vanishes where angle_3 = -90 deg, at
  // t = 4.8 s). About the start pose (a turn about y), the same conditions
  // read Q[1] = Q[3] = 0 and w_rel_b[1] = w_rel_b[3] = 0.
  for (const char* v : {"Q", "w_rel_b"})
    for (int i : {1, 3}) m.set_start(fmt::format("freeMotionScalarInit.{}[{}]", v, i), 0.0, true);
  m.connect(p.fixedRotation->frame_b, constraint.frame_a);
  m.connect(joint.frame_b, p.bodyOfJoint->frame_a);
  m.connect(p.bodyOfConstraint->frame_a, constraint.frame_b);
  m.connect(joint.frame_a, p.fixedRotation->frame_b);
  return std::move(p.m);
}

}  // namespace acausal::models::msl
