#include "models/msl/multibody_double_pendulum.hpp"

#include "components/multibody/body_box.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/world.hpp"
#include "components/rotational/damper.hpp"

namespace acausal::models::msl {

std::unique_ptr<Model> multibody_double_pendulum() {
  using namespace multibody;
  auto m =
      std::make_unique<Model>("Modelica.Mechanics.MultiBody.Examples.Elementary.DoublePendulum");
  auto& world = m->add<World>("world");
  auto& revolute1 = m->add<Revolute>("revolute1", Revolute::Params{.use_axis_flange = true});
  auto& damper = m->add<rotational::Damper>("damper", rotational::Damper::Params{.d = 0.1});
  auto& box1 = m->add<BodyBox>("boxBody1", BodyBox::Params{.r = {0.5, 0, 0}, .width = 0.06});
  auto& revolute2 = m->add<Revolute>("revolute2");
  auto& box2 = m->add<BodyBox>("boxBody2", BodyBox::Params{.r = {0.5, 0, 0}, .width = 0.06});
  m->set_start("revolute1.phi", 0.0, true);
  m->set_start("revolute1.w", 0.0, true);
  m->set_start("revolute2.phi", 0.0, true);
  m->set_start("revolute2.w", 0.0, true);

  m->connect(damper.flange_b, revolute1.axis);
  m->connect(revolute1.support, damper.flange_a);
  m->connect(revolute1.frame_b, box1.frame_a);
  m->connect(revolute2.frame_b, box2.frame_a);
  m->connect(box1.frame_b, revolute2.frame_a);
  m->connect(world.frame_b, revolute1.frame_a);
  return m;
}

}  // namespace acausal::models::msl
