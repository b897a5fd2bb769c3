// Modelica.Mechanics.MultiBody.Examples.Loops.PlanarLoops_analytic (MSL
// 4.0.0): three planar four-bars in a chain, each loop a JointRRR, the first
// crank driven along a filtered sine.
#include <array>
#include <string>

#include "components/blocks/sources.hpp"
#include "components/multibody/body.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/joint_rrr.hpp"
#include "components/multibody/mounting_1d.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/world.hpp"
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

}  // namespace acausal::models::msl
