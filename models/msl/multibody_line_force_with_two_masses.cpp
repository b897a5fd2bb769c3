// MSL 4.0.0 MultiBody.Examples.Elementary.LineForceWithTwoMasses: two equal
// pendulums, each held at its tip by a damped line force whose mass sits in
// two point masses on the line; one line force built from a JointUPS with two
// bodies, the other a LineForceWithTwoMasses.
#include <cmath>

#include <fmt/format.h>

#include "components/multibody/body.hpp"
#include "components/multibody/body_box.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/joint_ups.hpp"
#include "components/multibody/line_force_with_two_masses.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/world.hpp"
#include "components/translational/damper.hpp"
#include "models/msl/multibody_elementary.hpp"

namespace acausal::models::msl {

std::unique_ptr<Model> multibody_line_force_with_two_masses() {
  using namespace multibody;
  auto m = std::make_unique<Model>(
      "Modelica.Mechanics.MultiBody.Examples.Elementary.LineForceWithTwoMasses");
  constexpr double kMass = 1;  // MSL parameter m, of each point mass
  auto& world = m->add<World>("world");
  auto& revolute1 = m->add<Revolute>("revolute1");
  auto& bodyBox1 = m->add<BodyBox>("bodyBox1", BodyBox::Params{.r = {0.7, 0, 0}});
  auto& rod1 = m->add<FixedTranslation>("rod1", FixedTranslation::Params{.r = {0, -0.9, 0}});
  auto& jointUPS = m->add<JointUPS>("jointUPS", JointUPS::Params{.nAxis_ia = {0.7, 1.2, 0}});
  const Vector3d& e = jointUPS.eAxis_ia;
  auto& body1 = m->add<Body>("body1", Body::Params{.m = kMass,
                                                   .r_CM = {0.2 * e[0], 0.2 * e[1], 0.2 * e[2]},
                                                   .I_11 = 0,
                                                   .I_22 = 0,
                                                   .I_33 = 0});
  auto& body2 = m->add<Body>("body2", Body::Params{.m = kMass,
                                                   .r_CM = {-0.2 * e[0], -0.2 * e[1], -0.2 * e[2]},
                                                   .I_11 = 0,
                                                   .I_22 = 0,
                                                   .I_33 = 0});
  auto& rod2 = m->add<FixedTranslation>("rod2", FixedTranslation::Params{.r = {0, 0.3, 0}});
  auto& damper1 = m->add<translational::Damper>("damper1", translational::Damper::Params{.d = 3});
  auto& revolute2 = m->add<Revolute>("revolute2");
  auto& bodyBox2 = m->add<BodyBox>("bodyBox2", BodyBox::Params{.r = {0.7, 0, 0}});
  auto& rod3 = m->add<FixedTranslation>("rod3", FixedTranslation::Params{.r = {0, -0.9, 0.3}});
  auto& rod4 = m->add<FixedTranslation>("rod4", FixedTranslation::Params{.r = {0, 0.3, 0.3}});
  auto& damper2 = m->add<translational::Damper>("damper2", translational::Damper::Params{.d = 3});
  auto& lineForce = m->add<LineForceWithTwoMasses>(
      "lineForceWithTwoMasses",
      LineForceWithTwoMasses::Params{.m_a = kMass, .m_b = kMass, .L_a = 0.2, .L_b = 0.2});
  for (const char* joint : {"revolute1", "revolute2"}) {
    m->set_start(fmt::format("{}.phi", joint), 0.0, true);
    m->set_start(fmt::format("{}.w", joint), 0.0, true);
  }
  // Guess of the loop's assembly: the line's length at the start, |(0.7, 1.2, 0)|.
  m->set_start("jointUPS.prismatic.s", std::sqrt(0.7 * 0.7 + 1.2 * 1.2));
  m->connect(jointUPS.bearing, damper1.flange_a);
  m->connect(jointUPS.axis, damper1.flange_b);
  m->connect(jointUPS.frame_ib, body2.frame_a);
  m->connect(world.frame_b, rod2.frame_a);
  m->connect(world.frame_b, rod1.frame_a);
  m->connect(rod2.frame_b, revolute1.frame_a);
  m->connect(revolute1.frame_b, bodyBox1.frame_a);
  m->connect(bodyBox1.frame_b, jointUPS.frame_b);
  m->connect(body1.frame_a, jointUPS.frame_ia);
  m->connect(rod1.frame_b, jointUPS.frame_a);
  m->connect(rod4.frame_b, revolute2.frame_a);
  m->connect(revolute2.frame_b, bodyBox2.frame_a);
  m->connect(world.frame_b, rod4.frame_a);
  m->connect(rod3.frame_a, rod4.frame_a);
  m->connect(lineForce.frame_a, rod3.frame_b);
  m->connect(lineForce.frame_b, bodyBox2.frame_b);
  m->connect(lineForce.flange_b, damper2.flange_b);
  m->connect(lineForce.flange_a, damper2.flange_a);
  return m;
}

}  // namespace acausal::models::msl
