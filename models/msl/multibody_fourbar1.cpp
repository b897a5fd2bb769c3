#include "models/msl/multibody_fourbar1.hpp"

#include "components/multibody/body_cylinder.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/prismatic.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/world.hpp"

namespace acausal::models::msl {

std::unique_ptr<Model> multibody_fourbar1() {
  using namespace multibody;
  auto m = std::make_unique<Model>("Modelica.Mechanics.MultiBody.Examples.Loops.Fourbar1");
  auto& world = m->add<World>("world");
  auto& j1 = m->add<Revolute>("j1", Revolute::Params{.n = {1, 0, 0}});
  auto& j2 = m->add<Prismatic>("j2", Prismatic::Params{.n = {1, 0, 0}});
  auto& b1 = m->add<BodyCylinder>("b1", BodyCylinder::Params{.r = {0, 0.5, 0.1}, .diameter = 0.05});
  auto& b2 = m->add<BodyCylinder>("b2", BodyCylinder::Params{.r = {0, 0.2, 0}, .diameter = 0.05});
  auto& b3 =
      m->add<BodyCylinder>("b3", BodyCylinder::Params{.r = {-1, 0.3, 0.1}, .diameter = 0.05});
  auto& rev = m->add<Revolute>("rev", Revolute::Params{.n = {0, 1, 0}});
  auto& rev1 = m->add<Revolute>("rev1");
  auto& j3 = m->add<Revolute>("j3", Revolute::Params{.n = {1, 0, 0}});
  auto& j4 = m->add<Revolute>("j4", Revolute::Params{.n = {0, 1, 0}});
  auto& j5 = m->add<Revolute>("j5", Revolute::Params{.n = {0, 0, 1}});
  auto& b0 = m->add<FixedTranslation>("b0", FixedTranslation::Params{.r = {1.2, 0, 0}});
  // Only the crank's angle and speed are states (MSL: j1 stateSelect = always).
  for (const char* joint : {"j2.s", "j2.v", "rev.phi", "rev.w", "rev1.phi", "rev1.w", "j3.phi",
                            "j3.w", "j4.phi", "j4.w", "j5.phi", "j5.w"})
    m->set_state_select(joint, StateSelect::Default);
  m->set_state_select("j1.phi", StateSelect::Always);
  m->set_state_select("j1.w", StateSelect::Always);
  m->set_start("j1.phi", 0.0, true);
  m->set_start("j1.w", 5.235987755982989, true);
  m->set_start("j2.s", -0.2, false);

  m->connect(j2.frame_b, b2.frame_a);
  m->connect(j1.frame_b, b1.frame_a);
  m->connect(rev.frame_a, b2.frame_b);
  m->connect(rev.frame_b, rev1.frame_a);
  m->connect(rev1.frame_b, b3.frame_a);
  m->connect(world.frame_b, j1.frame_a);
  m->connect(b1.frame_b, j3.frame_a);
  m->connect(j3.frame_b, j4.frame_a);
  m->connect(j4.frame_b, j5.frame_a);
  m->connect(j5.frame_b, b3.frame_b);
  m->connect(b0.frame_a, world.frame_b);
  m->connect(b0.frame_b, j2.frame_a);
  return m;
}

}  // namespace acausal::models::msl
