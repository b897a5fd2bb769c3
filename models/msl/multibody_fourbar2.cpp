#include <cmath>

#include "components/multibody/body_cylinder.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/joint_ssp.hpp"
#include "components/multibody/prismatic.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/universal_spherical.hpp"
#include "components/multibody/world.hpp"
#include "models/msl/multibody_loops.hpp"

namespace acausal::models::msl {

std::unique_ptr<Model> multibody_fourbar2() {
  using namespace multibody;
  auto m = std::make_unique<Model>("Modelica.Mechanics.MultiBody.Examples.Loops.Fourbar2");
  auto& world = m->add<World>("world");
  auto& j1 =
      m->add<Revolute>("j1", Revolute::Params{.n = {1, 0, 0}, .state_select = StateSelect::Always});
  auto& j2 = m->add<Prismatic>(
      "j2", Prismatic::Params{.n = {1, 0, 0}, .state_select = StateSelect::Default});
  auto& b1 = m->add<BodyCylinder>("b1", BodyCylinder::Params{.r = {0, 0.5, 0.1}, .diameter = 0.05});
  auto& b2 = m->add<BodyCylinder>("b2", BodyCylinder::Params{.r = {0, 0.2, 0}, .diameter = 0.05});
  // MSL computeRodLength = true: the rod's length is the distance of its
  // frames at the start (j1.phi = 0, j2.s = -0.2), |{-1, 0.3, 0.1}|.
  auto& universalSpherical = m->add<UniversalSpherical>(
      "universalSpherical",
      UniversalSpherical::Params{.n1_a = {0, 1, 0}, .rRod_ia = {-1, 0.3, 0.1}});
  auto& b3 = m->add<FixedTranslation>("b3", FixedTranslation::Params{.r = {1.2, 0, 0}});
  m->set_start("j1.phi", 0.0, true);
  m->set_start("j1.w", 5.235987755982989, true);  // 300 deg/s
  // MSL fixes j2.s = -0.2 too and computes the rod length from it; with
  // the length given, the start is the assembly's guess.
  m->set_start("j2.s", -0.2, false);
  m->connect(j2.frame_b, b2.frame_a);
  m->connect(j1.frame_b, b1.frame_a);
  m->connect(j1.frame_a, world.frame_b);
  m->connect(b1.frame_b, universalSpherical.frame_b);
  m->connect(universalSpherical.frame_a, b2.frame_b);
  m->connect(b3.frame_a, world.frame_b);
  m->connect(b3.frame_b, j2.frame_a);
  return m;
}

std::unique_ptr<Model> multibody_fourbar_analytic() {
  using namespace multibody;
  auto m = std::make_unique<Model>("Modelica.Mechanics.MultiBody.Examples.Loops.Fourbar_analytic");
  auto& world = m->add<World>("world");
  auto& j1 =
      m->add<Revolute>("j1", Revolute::Params{.n = {1, 0, 0}, .state_select = StateSelect::Always});
  auto& b1 = m->add<BodyCylinder>("b1", BodyCylinder::Params{.r = {0, 0.5, 0.1}, .diameter = 0.05});
  auto& b3 = m->add<FixedTranslation>("b3", FixedTranslation::Params{.r = {1.2, 0, 0}});
  const Vector3d rod1{-1, 0.3, 0.1};
  auto& jointSSP = m->add<JointSSP>(
      "jointSSP", JointSSP::Params{.rod1Length = std::sqrt(rod1[0] * rod1[0] + rod1[1] * rod1[1] +
                                                           rod1[2] * rod1[2]),
                                   .n_b = {1, 0, 0},
                                   .rRod2_ib = {0, 0.2, 0},
                                   .rod1Direction = rod1});
  auto& b2 = m->add<BodyCylinder>("b2", BodyCylinder::Params{.r = {0, 0.2, 0}, .diameter = 0.05});
  m->set_start("j1.phi", 0.0, true);
  m->set_start("j1.w", 5.235987755982989, true);      // 300 deg/s
  m->set_start("jointSSP.prismatic.s", -0.2, false);  // MSL s_offset = -0.2
  m->connect(j1.frame_b, b1.frame_a);
  m->connect(j1.frame_a, world.frame_b);
  m->connect(b3.frame_a, world.frame_b);
  m->connect(b1.frame_b, jointSSP.frame_a);
  m->connect(b3.frame_b, jointSSP.frame_b);
  m->connect(b2.frame_a, jointSSP.frame_ib);
  return m;
}

}  // namespace acausal::models::msl
