// Modelica.Mechanics.MultiBody.Examples.Loops.PlanarLoops_analytic (MSL
// 4.0.0): three planar four-bars in a chain, each loop a JointRRR, the first
// crank driven along a filtered sine.
#include <array>
#include <string>

#include "components/blocks/sources.hpp"
#include "components/multibody/body.hpp"
#include "components/multibody/body_box.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/joint_rrr.hpp"
#include "components/multibody/mounting_1d.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/revolute_planar_loop_constraint.hpp"
#include "components/multibody/world.hpp"
#include "components/rotational/damper.hpp"
#include "components/rotational/position.hpp"
#include "models/msl/multibody_loops.hpp"

namespace acausal::models::msl {

std::unique_ptr<Model> multibody_planar_loops_analytic() {
  using namespace multibody;
  auto m =
      std::make_unique<Model>("Modelica.Mechanics.MultiBody.Examples.Loops.PlanarLoops_analytic");
  // MSL's rod vectors: rh between the ground pivots, rv the input crank; loop
  // k's rods r_ka (from its frame_a) and r_kb (from its frame_b) meet at the
  // middle joint, all given with every frame parallel.
  const Vector3d rh{0.5, 0, 0}, rv{0, 0.5, 0};
  const Vector3d r1b{0.1, 0.5, 0}, r2b{0.1, 0.6, 0}, r3b{0, 0.55, 0};
  auto sum = [](const Vector3d& a, const Vector3d& b, const Vector3d& c) {
    return Vector3d{a[0] + b[0] - c[0], a[1] + b[1] - c[1], a[2] + b[2] - c[2]};
  };
  const Vector3d r1a = sum(r1b, rh, rv), r2a = sum(r2b, rh, r1b), r3a = sum(r3b, rh, r2b);
  auto& world = m->add<World>("world");
  auto& rev = m->add<Revolute>("rev", Revolute::Params{.n = {0, 0, 1}, .use_axis_flange = true});
  auto& position = m->add<rotational::Position>(
      "position", rotational::Position::Params{.exact = false, .f_crit = 50, .use_support = true});
  auto& sine = m->add<blocks::Sine>("sine", blocks::Sine::Params{.amplitude = 0.7, .f = 1});
  auto& mounting1D = m->add<Mounting1D>("mounting1D");
  auto& rod1 = m->add<FixedTranslation>("rod1", FixedTranslation::Params{.r = rv});
  std::array<FixedTranslation*, 3> ground;
  for (int k = 0; k < 3; ++k)
    ground[k] =
        &m->add<FixedTranslation>("rod" + std::to_string(k + 2), FixedTranslation::Params{.r = rh});
  const std::array<Vector3d, 3> ra{r1a, r2a, r3a}, rb{r1b, r2b, r3b};
  std::array<JointRRR*, 3> joints;
  for (int k = 0; k < 3; ++k) {
    const std::string n = std::to_string(k + 1);
    joints[k] =
        &m->add<JointRRR>("jointRRR" + n, JointRRR::Params{.rRod1_ia = ra[k], .rRod2_ib = rb[k]});
    auto& body =
        m->add<Body>("body" + n, Body::Params{.r_CM = {ra[k][0] / 2, ra[k][1] / 2, ra[k][2] / 2}});
    m->connect(joints[k]->frame_ia, body.frame_a);
  }
  m->set_start("rev.phi", 0.0, false);
  m->set_start("rev.w", 0.0, true);

  m->connect(world.frame_b, rev.frame_a);
  m->connect(world.frame_b, ground[0]->frame_a);
  m->connect(world.frame_b, mounting1D.frame_a);
  m->connect(rev.frame_b, rod1.frame_a);
  m->connect(rod1.frame_b, joints[0]->frame_a);
  m->connect(ground[0]->frame_b, joints[0]->frame_b);
  m->connect(ground[0]->frame_b, ground[1]->frame_a);
  m->connect(ground[1]->frame_b, joints[1]->frame_b);
  m->connect(ground[1]->frame_b, ground[2]->frame_a);
  m->connect(ground[2]->frame_b, joints[2]->frame_b);
  m->connect(joints[0]->frame_im, joints[1]->frame_a);
  m->connect(joints[1]->frame_im, joints[2]->frame_a);
  m->connect(sine.y, position.phi_ref);
  m->connect(position.flange, rev.axis);
  m->connect("mounting1D.flange_b", "position.support");
  return m;
}

// A planar four-bar of steel boxes falling from rest, the crank on a damper,
// the loop cut by a RevolutePlanarLoopConstraint (MSL PlanarFourbar).
std::unique_ptr<Model> multibody_planar_fourbar() {
  using namespace multibody;
  auto m = std::make_unique<Model>("Modelica.Mechanics.MultiBody.Examples.Loops.PlanarFourbar");
  const double width = 0.05;  // 0.5 world.defaultJointLength
  const Vector3d r1{0.4, 0, 0}, r2{0.1, 1.1, 0}, r3{-0.15, 1, 0};
  const Vector3d r4{r1[0] + r2[0] - r3[0], r1[1] + r2[1] - r3[1], r1[2] + r2[2] - r3[2]};
  auto& world = m->add<World>("world");
  auto& revolute1 =
      m->add<Revolute>("revolute1", Revolute::Params{.n = {0, 0, 1},
                                                     .use_axis_flange = true,
                                                     .state_select = StateSelect::Always});
  auto& revolute2 = m->add<Revolute>("revolute2", Revolute::Params{.n = {0, 0, 1}});
  auto& revolute3 = m->add<Revolute>("revolute3", Revolute::Params{.n = {0, 0, 1}});
  auto& revolute4cut = m->add<RevolutePlanarLoopConstraint>(
      "revolute4cut", RevolutePlanarLoopConstraint::Params{.n = {0, 0, 1}});
  auto& body1 = m->add<BodyBox>("body1", BodyBox::Params{.r = r1, .width = width});
  auto& body2 = m->add<BodyBox>("body2", BodyBox::Params{.r = r2, .width = width});
  auto& body3 = m->add<BodyBox>("body3", BodyBox::Params{.r = r3, .width = width});
  auto& body4 = m->add<BodyBox>("body4", BodyBox::Params{.r = r4, .width = width});
  auto& damper = m->add<rotational::Damper>("damper", rotational::Damper::Params{.d = 0.1});
  m->set_start("revolute1.phi", 0.0, true);
  m->set_start("revolute1.w", 0.0, true);
  m->connect(revolute1.frame_b, body1.frame_a);
  m->connect(revolute2.frame_a, body1.frame_b);
  m->connect(revolute2.frame_b, body2.frame_a);
  m->connect(world.frame_b, revolute1.frame_a);
  m->connect(world.frame_b, body3.frame_a);
  m->connect(body3.frame_b, revolute3.frame_a);
  m->connect(revolute3.frame_b, body4.frame_a);
  m->connect(body4.frame_b, revolute4cut.frame_a);
  m->connect(body2.frame_b, revolute4cut.frame_b);
  m->connect(damper.flange_b, revolute1.axis);
  m->connect(revolute1.support, damper.flange_a);
  return m;
}

}  // namespace acausal::models::msl
