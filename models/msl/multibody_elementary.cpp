#include "models/msl/multibody_elementary.hpp"

#include <numbers>

#include <fmt/format.h>

#include "components/blocks/sources.hpp"
#include "components/multibody/body.hpp"
#include "components/multibody/body_cylinder.hpp"
#include "components/multibody/body_shape.hpp"
#include "components/multibody/fixed.hpp"
#include "components/multibody/fixed_rotation.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/force_and_torque.hpp"
#include "components/multibody/free_motion.hpp"
#include "components/multibody/line_forces.hpp"
#include "components/multibody/prismatic.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/world.hpp"
#include "components/rotational/damper.hpp"
#include "components/translational/spring.hpp"

namespace acausal::models::msl {
namespace {

constexpr double kDeg = std::numbers::pi / 180;

std::unique_ptr<Model> elementary(const char* name) {
  return std::make_unique<Model>(
      fmt::format("Modelica.Mechanics.MultiBody.Examples.Elementary.{}", name));
}

/// The FreeMotion that stands for MSL's implicit free-body states, with the
/// body's r_0, v_0, angles (Cardan {1, 2, 3}) and w_0 (world axes) as fixed starts.
multibody::FreeMotion& free_motion(Model& m, const multibody::Frame& world_frame,
                                   const multibody::Frame& body_frame, const std::string& body,
                                   multibody::FreeMotion::Params p) {
  p.r_rel_a_fixed = p.v_rel_a_fixed = p.angles_fixed = p.w_rel_a_fixed = true;
  auto& joint = m.add<multibody::FreeMotion>(body + "_freeMotion", p);
  m.connect(world_frame, joint.frame_a);
  m.connect(joint.frame_b, body_frame);
  return joint;
}

}  // namespace

std::unique_ptr<Model> multibody_force_and_torque() {
  using namespace multibody;
  auto m = elementary("ForceAndTorque");
  auto& world = m->add<World>("world");
  auto& body = m->add<BodyCylinder>("body", BodyCylinder::Params{.r = {1, 0, 0}});
  auto& fixed1 = m->add<Fixed>("fixed1", Fixed::Params{.r = {0, -0.5, 0}});
  auto& fixedRotation = m->add<FixedRotation>(
      "fixedRotation", FixedRotation::Params{.n = {0, 0, 1}, .angle = 30 * kDeg});
  auto& forceAndTorque = m->add<ForceAndTorque>(
      "forceAndTorque", ForceAndTorque::Params{.resolve_in_frame = ResolveInFrame::frame_resolve});
  auto& revolute2 = m->add<Revolute>("revolute2", Revolute::Params{.n = {0, 1, 0}});
  auto& revolute1 = m->add<Revolute>("revolute1");
  auto& fixed2 = m->add<Fixed>("fixed2", Fixed::Params{.r = {1.5, 0.25, 0}});
  for (const char* joint : {"revolute1", "revolute2"}) {
    m->set_start(fmt::format("{}.phi", joint), 0.0, true);
    m->set_start(fmt::format("{}.w", joint), 0.0, true);
  }
  constexpr double kForce[3] = {0, 1000, 0}, kTorque[3] = {-100, 100, 0};
  for (std::size_t i = 0; i < 3; ++i) {
    auto& force = m->add<blocks::Constant>(fmt::format("force[{}]", i + 1),
                                           blocks::Constant::Params{kForce[i]});
    auto& torque = m->add<blocks::Constant>(fmt::format("torque[{}]", i + 1),
                                            blocks::Constant::Params{kTorque[i]});
    m->connect(force.y, forceAndTorque.force[i]);
    m->connect(torque.y, forceAndTorque.torque[i]);
  }
  (void)world;
  m->connect(revolute2.frame_b, body.frame_a);
  m->connect(forceAndTorque.frame_b, body.frame_b);
  m->connect(fixed1.frame_b, revolute1.frame_a);
  m->connect(revolute1.frame_b, revolute2.frame_a);
  m->connect(fixed2.frame_b, forceAndTorque.frame_a);
  m->connect(fixedRotation.frame_a, fixed1.frame_b);
  m->connect(forceAndTorque.frame_resolve, fixedRotation.frame_b);
  return m;
}

std::unique_ptr<Model> multibody_pendulum_with_spring_damper() {
  using namespace multibody;
  auto m = elementary("PendulumWithSpringDamper");
  auto& world = m->add<World>("world");
  auto& body1 = m->add<Body>(
      "body1", Body::Params{.m = 1, .r_CM = {0, 0, 0}, .I_11 = 1, .I_22 = 1, .I_33 = 1});
  auto& bar1 = m->add<FixedTranslation>("bar1", FixedTranslation::Params{.r = {0.3, 0, 0}});
  auto& spring1 = m->add<Spring>("spring1", Spring::Params{.c = 20, .s_unstretched = 0.2});
  auto& damper1 = m->add<Damper>("damper1", Damper::Params{.d = 1});
  auto& revolute = m->add<Revolute>("revolute");
  auto& prismatic = m->add<Prismatic>("prismatic");
  m->set_start("revolute.phi", 0.0, true);
  m->set_start("revolute.w", 0.0, true);
  m->set_start("prismatic.s", 0.5, true);
  m->set_start("prismatic.v", 0.0, true);
  m->connect(world.frame_b, bar1.frame_a);
  m->connect(revolute.frame_a, bar1.frame_b);
  m->connect(prismatic.frame_a, revolute.frame_b);
  m->connect(damper1.frame_a, bar1.frame_b);
  m->connect(damper1.frame_b, prismatic.frame_b);
  m->connect(spring1.frame_a, bar1.frame_b);
  m->connect(spring1.frame_b, prismatic.frame_b);
  m->connect(body1.frame_a, prismatic.frame_b);
  return m;
}

std::unique_ptr<Model> multibody_free_body() {
  using namespace multibody;
  auto m = elementary("FreeBody");
  auto& world = m->add<World>("world");
  auto& bar2 = m->add<FixedTranslation>("bar2", FixedTranslation::Params{.r = {0.8, 0, 0}});
  auto& spring1 = m->add<Spring>("spring1", Spring::Params{.c = 20, .s_unstretched = 0});
  auto& body = m->add<BodyShape>("body", BodyShape::Params{.r = {0.4, 0, 0},
                                                           .r_CM = {0.2, 0, 0},
                                                           .m = 1,
                                                           .I_11 = 1,
                                                           .I_22 = 1,
                                                           .I_33 = 1,
                                                           .kinematic_outputs = true});
  auto& spring2 = m->add<Spring>("spring2", Spring::Params{.c = 20, .s_unstretched = 0});
  free_motion(*m, world.frame_b, body.frame_a, "body",
              {.r_rel_a_start = {0.2, -0.5, 0.1},
               .angles_start = {0.174532925199433, 0.174532925199433, 0.174532925199433}});
  m->connect(bar2.frame_a, world.frame_b);
  m->connect(spring1.frame_b, body.frame_a);
  m->connect(bar2.frame_b, spring2.frame_a);
  m->connect(spring1.frame_a, world.frame_b);
  m->connect(body.frame_b, spring2.frame_b);
  return m;
}

std::unique_ptr<Model> multibody_spring_damper_system() {
  using namespace multibody;
  auto m = elementary("SpringDamperSystem");
  auto& world = m->add<World>("world");
  auto& body1 = m->add<Body>("body1", Body::Params{.m = 1,
                                                   .r_CM = {0, -0.2, 0},
                                                   .I_11 = 0.1,
                                                   .I_22 = 0.1,
                                                   .I_33 = 0.1,
                                                   .kinematic_outputs = true});
  auto& bar1 = m->add<FixedTranslation>("bar1", FixedTranslation::Params{.r = {0.3, 0, 0}});
  auto& bar2 = m->add<FixedTranslation>("bar2", FixedTranslation::Params{.r = {0.6, 0, 0}});
  auto& body2 = m->add<Body>("body2", Body::Params{.m = 1, .r_CM = {0, 0, 0}});
  // MSL: useAxisFlange = true with the axis flange unconnected (zero force).
  auto& p2 = m->add<Prismatic>(
      "p2", Prismatic::Params{.n = {0, -1, 0}, .state_select = StateSelect::Always});
  auto& spring2 = m->add<Spring>("spring2", Spring::Params{.c = 30, .s_unstretched = 0.1});
  auto& spring1 = m->add<Spring>("spring1", Spring::Params{.c = 30, .s_unstretched = 0.1});
  auto& damper1 = m->add<Damper>("damper1", Damper::Params{.d = 2});
  m->set_start("p2.s", 0.1, true);
  m->set_start("p2.v", 0.0, true);
  free_motion(*m, world.frame_b, body1.frame_a, "body1",
              {.r_rel_a_start = {0.3, -0.2, 0}, .w_rel_a_start = {0, 0, 0.03490658503988659}});
  m->connect(world.frame_b, bar1.frame_a);
  m->connect(bar1.frame_b, bar2.frame_a);
  m->connect(bar2.frame_b, p2.frame_a);
  m->connect(p2.frame_b, body2.frame_a);
  m->connect(bar2.frame_b, spring2.frame_a);
  m->connect(body2.frame_a, spring2.frame_b);
  m->connect(damper1.frame_a, bar1.frame_b);
  m->connect(spring1.frame_a, bar1.frame_b);
  m->connect(damper1.frame_b, body1.frame_a);
  m->connect(spring1.frame_b, body1.frame_a);
  return m;
}

std::unique_ptr<Model> multibody_three_springs() {
  using namespace multibody;
  auto m = elementary("ThreeSprings");
  auto& world = m->add<World>("world");
  auto& body1 = m->add<Body>("body1", Body::Params{.m = 0.8,
                                                   .r_CM = {0, -0.2, 0},
                                                   .I_11 = 0.1,
                                                   .I_22 = 0.1,
                                                   .I_33 = 0.1,
                                                   .kinematic_outputs = true});
  auto& bar1 = m->add<FixedTranslation>("bar1", FixedTranslation::Params{.r = {0.3, 0, 0}});
  // spring1 comes first: it places the massless point between the springs,
  // so its r_rel_0 carries the guess of MSL's lineForce.r_rel_0(start).
  auto& spring1 = m->add<Spring>("spring1", Spring::Params{.c = 20, .s_unstretched = 0.1});
  auto& bar2 = m->add<FixedTranslation>("bar2", FixedTranslation::Params{.r = {0, 0, 0.3}});
  auto& spring2 = m->add<Spring>("spring2", Spring::Params{.c = 40, .s_unstretched = 0.1});
  auto& spring3 = m->add<Spring>("spring3", Spring::Params{.c = 20, .s_unstretched = 0.1});
  constexpr double kGuess[3] = {-0.2, -0.2, 0.2};
  for (std::size_t i = 0; i < 3; ++i)
    m->set_start(fmt::format("spring1.r_rel_0[{}]", i + 1), kGuess[i]);
  free_motion(*m, world.frame_b, body1.frame_a, "body1", {.r_rel_a_start = {0.5, -0.3, 0}});
  m->connect(world.frame_b, bar1.frame_a);
  m->connect(world.frame_b, bar2.frame_a);
  m->connect(bar1.frame_b, spring1.frame_a);
  m->connect(bar2.frame_b, spring3.frame_a);
  m->connect(spring2.frame_b, body1.frame_a);
  m->connect(spring3.frame_b, spring1.frame_b);
  m->connect(spring2.frame_a, spring1.frame_b);
  return m;
}

std::unique_ptr<Model> multibody_point_gravity() {
  using namespace multibody;
  auto m = elementary("PointGravity");
  auto& world = m->add<World>("world", World::Params{.gravityType = GravityType::point, .mu = 1});
  const Body::Params point_mass{
      .m = 1, .r_CM = {0, 0, 0}, .I_11 = 0.1, .I_22 = 0.1, .I_33 = 0.1, .kinematic_outputs = true};
  auto& body1 = m->add<Body>("body1", point_mass);
  auto& body2 = m->add<Body>("body2", point_mass);
  free_motion(*m, world.frame_b, body1.frame_a, "body1",
              {.r_rel_a_start = {0, 0.6, 0}, .v_rel_a_start = {1, 0, 0}});
  free_motion(*m, world.frame_b, body2.frame_a, "body2",
              {.r_rel_a_start = {0.6, 0.6, 0}, .v_rel_a_start = {0.6, 0, 0}});
  return m;
}

std::unique_ptr<Model> multibody_pendulum() {
  using namespace multibody;
  auto m = elementary("Pendulum");
  auto& world = m->add<World>("world");
  auto& rev = m->add<Revolute>("rev", Revolute::Params{.n = {0, 0, 1}, .use_axis_flange = true});
  auto& damper = m->add<rotational::Damper>("damper", rotational::Damper::Params{.d = 0.1});
  auto& body = m->add<Body>("body", Body::Params{.m = 1.0, .r_CM = {0.5, 0, 0}});
  m->set_start("rev.phi", 0.0, true);
  m->set_start("rev.w", 0.0, true);
  m->connect(world.frame_b, rev.frame_a);
  m->connect(damper.flange_b, rev.axis);
  m->connect(rev.support, damper.flange_a);
  m->connect(body.frame_a, rev.frame_b);
  return m;
}

// Two equal oscillators hanging from prismatic joints: one on a 1-D spring
// along the joint's axis, one on a 3-D line spring.
std::unique_ptr<Model> multibody_spring_mass_system() {
  using namespace multibody;
  auto m = elementary("SpringMassSystem");
  auto& world = m->add<World>("world");
  auto& p1 = m->add<Prismatic>("p1", Prismatic::Params{.n = {0, -1, 0}, .use_axis_flange = true});
  auto& spring1 = m->add<translational::Spring>(
      "spring1", translational::Spring::Params{.c = 30, .s_rel0 = 0.1});
  auto& body1 = m->add<Body>("body1", Body::Params{.m = 1, .r_CM = {0, 0, 0}});
  auto& bar1 = m->add<FixedTranslation>("bar1", FixedTranslation::Params{.r = {0.3, 0, 0}});
  auto& bar2 = m->add<FixedTranslation>("bar2", FixedTranslation::Params{.r = {0.3, 0, 0}});
  auto& body2 = m->add<Body>("body2", Body::Params{.m = 1, .r_CM = {0, 0, 0}});
  auto& p2 = m->add<Prismatic>(
      "p2", Prismatic::Params{
                .n = {0, -1, 0}, .use_axis_flange = true, .state_select = StateSelect::Always});
  auto& spring2 = m->add<Spring>("spring2", Spring::Params{.c = 30, .s_unstretched = 0.1});
  m->set_start("p1.s", 0.1, true);
  m->set_start("p1.v", 0.0, true);
  m->set_start("p2.s", 0.1, true);
  m->set_start("p2.v", 0.0, true);
  m->connect(body1.frame_a, p1.frame_b);
  m->connect(world.frame_b, bar1.frame_a);
  m->connect(bar1.frame_b, p1.frame_a);
  m->connect(spring1.flange_b, *p1.axis.port);
  m->connect(bar1.frame_b, bar2.frame_a);
  m->connect(bar2.frame_b, p2.frame_a);
  m->connect(p2.frame_b, body2.frame_a);
  m->connect(bar2.frame_b, spring2.frame_a);
  m->connect(body2.frame_a, spring2.frame_b);
  m->connect(spring1.flange_a, *p1.support.port);
  return m;
}

}  // namespace acausal::models::msl
