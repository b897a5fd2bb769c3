// The MSL Fourbar1 loop, cut by the assembler, checked with the dynamics/
// module on its spanning tree: the loop stays closed (both branches place
// b3.frame_a at the same pose) and the frictionless, unactuated mechanism
// conserves its mechanical energy.
#include <cmath>

#include <gtest/gtest.h>

#include "components/multibody/body_cylinder.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/prismatic.hpp"
#include "components/multibody/spherical.hpp"
#include "components/multibody/universal.hpp"
#include "components/multibody/world.hpp"
#include "dynamics/energy.hpp"
#include "dynamics/frame_kinematics.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

dynamics::BodyInertia inertia_of(const multibody::BodyParams& p, const Eigen::Vector3d& shift) {
  dynamics::BodyInertia b;
  b.mass = p.m;
  b.center_of_mass = Eigen::Vector3d(p.r_CM[0], p.r_CM[1], p.r_CM[2]) + shift;
  b.inertia_about_center_of_mass << p.I_11, p.I_21, p.I_31, p.I_21, p.I_22, p.I_32, p.I_31, p.I_32,
      p.I_33;
  return b;
}

dynamics::BodyDescription joint(std::string name, int parent, dynamics::JointType type,
                                const Eigen::Vector3d& axis, const Eigen::Vector3d& placement,
                                dynamics::BodyInertia inertia = {}) {
  dynamics::BodyDescription d;
  d.name = std::move(name);
  d.parent = parent;
  d.joint_type = type;
  d.joint_axis = axis;
  d.joint_placement = Eigen::Isometry3d::Identity();
  d.joint_placement.translation() = placement;
  d.inertia = inertia;
  return d;
}

TEST(MultibodyLoop, Fourbar1StaysClosedAndConservesEnergy) {
  const models::ModelEntry& entry =
      models::find_model("Modelica.Mechanics.MultiBody.Examples.Loops.Fourbar1");
  auto model = entry.build();
  auto params = [&](const char* name) {
    return dynamic_cast<const multibody::BodyCylinder&>(*model->find_child(name)).body_params;
  };
  // Spanning tree of the same mechanism, written independently (docs CASE.md
  // structure): j1-b1-j3-j4-j5 reaches b3.frame_b; b0-j2-b2-rev-rev1 reaches b3.frame_a.
  using dynamics::JointType;
  const Eigen::Vector3d x = Eigen::Vector3d::UnitX(), y = Eigen::Vector3d::UnitY(),
                        z = Eigen::Vector3d::UnitZ(), zero = Eigen::Vector3d::Zero();
  const Eigen::Vector3d r3(-1, 0.3, 0.1);
  std::vector<dynamics::BodyDescription> bodies{
      joint("j1", -1, JointType::revolute, x, zero, inertia_of(params("b1"), zero)),
      joint("j3", 0, JointType::revolute, x, {0, 0.5, 0.1}),
      joint("j4", 1, JointType::revolute, y, zero),
      // b3 seen from its frame_b: frame_a = frame_b shifted by -r, same axes
      joint("j5", 2, JointType::revolute, z, zero, inertia_of(params("b3"), -r3)),
      joint("j2", -1, JointType::prismatic, x, {1.2, 0, 0}, inertia_of(params("b2"), zero)),
      joint("rev", 4, JointType::revolute, y, {0, 0.2, 0}),
      joint("rev1", 5, JointType::revolute, z, zero)};
  const dynamics::RigidBodyTree tree("fourbar1", bodies, {0, -9.80665, 0});
  dynamics::DynamicsWorkspace ws(tree);

  Simulation sim(compile(*model));
  Results r = sim.run({.t_stop = 5.0, .output_interval = 0.01, .rtol = 1e-9});
  const char* q_names[] = {"j1.phi", "j3.phi", "j4.phi", "j5.phi", "j2.s", "rev.phi", "rev1.phi"};
  const char* qd_names[] = {"j1.w", "j3.w", "j4.w", "j5.w", "j2.v", "rev.w", "rev1.w"};
  double gap = 0, twist = 0, e0 = 0, drift = 0, t_max = 0;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    Eigen::VectorXd q(7), qd(7);
    for (int i = 0; i < 7; ++i) {
      q[i] = r.value(k, r.column(q_names[i]));
      qd[i] = r.value(k, r.column(qd_names[i]));
    }
    dynamics::update_frame_kinematics(tree, ws, q);
    Eigen::Isometry3d b3_frame_a = dynamics::body_pose(ws, 3);
    b3_frame_a.translate(-r3);
    const Eigen::Isometry3d via_slider = dynamics::body_pose(ws, 6);
    gap = std::max(gap, (b3_frame_a.translation() - via_slider.translation()).norm());
    twist = std::max(twist, (b3_frame_a.linear() - via_slider.linear()).cwiseAbs().maxCoeff());
    const double e = dynamics::mechanical_energy(tree, ws, q, qd);
    if (k == 0) e0 = e;
    drift = std::max(drift, std::fabs(e - e0));
    t_max = std::max(t_max, dynamics::kinetic_energy(tree, ws, q, qd));
  }
  std::printf("Fourbar1, 5 s: loop gap %.3g m, orientation %.3g, |E - E0| %.3g J of max T %.3g J\n",
              gap, twist, drift, t_max);
  EXPECT_LT(gap, 1e-8);
  EXPECT_LT(twist, 1e-8);
  EXPECT_GT(t_max, 5.0);
  EXPECT_LT(drift / t_max, 2e-6);
  // CASE.md: at t = 5 s, j1.phi = 40.32824 rad and j1.w = 11.73942 rad/s (Dymola, tol 1e-6).
  EXPECT_NEAR(r.final("j1.phi"), 40.32824, 0.01);
  EXPECT_NEAR(r.final("j1.w"), 11.73942, 0.01);
}

TEST(MultibodyLoop, SphericalAndUniversalComponentsReproduceFourbar1) {
  // Fourbar1 with its three revolutes j3-j5 as one Spherical and rev-rev1 as
  // one Universal: the same mechanism, so the crank moves the same way.
  using namespace multibody;
  Model m("fourbar_components");
  auto& world = m.add<World>("world");
  auto& j1 =
      m.add<Revolute>("j1", Revolute::Params{.n = {1, 0, 0}, .state_select = StateSelect::Always});
  auto& j2 = m.add<Prismatic>(
      "j2", Prismatic::Params{.n = {1, 0, 0}, .state_select = StateSelect::Default});
  auto& b1 = m.add<BodyCylinder>("b1", BodyCylinder::Params{.r = {0, 0.5, 0.1}, .diameter = 0.05});
  auto& b2 = m.add<BodyCylinder>("b2", BodyCylinder::Params{.r = {0, 0.2, 0}, .diameter = 0.05});
  auto& b3 = m.add<BodyCylinder>("b3", BodyCylinder::Params{.r = {-1, 0.3, 0.1}, .diameter = 0.05});
  auto& ball = m.add<Spherical>("spherical");
  auto& cardan = m.add<Universal>(
      "universal",
      Universal::Params{.n_a = {0, 1, 0}, .n_b = {0, 0, 1}, .state_select = StateSelect::Default});
  auto& b0 = m.add<FixedTranslation>("b0", FixedTranslation::Params{.r = {1.2, 0, 0}});
  m.set_start("j1.phi", 0.0, true);
  m.set_start("j1.w", 5.235987755982989, true);
  m.set_start("j2.s", -0.2, false);
  m.connect(world.frame_b, j1.frame_a);
  m.connect(j1.frame_b, b1.frame_a);
  m.connect(b1.frame_b, ball.frame_a);
  m.connect(ball.frame_b, b3.frame_b);
  m.connect(world.frame_b, b0.frame_a);
  m.connect(b0.frame_b, j2.frame_a);
  m.connect(j2.frame_b, b2.frame_a);
  m.connect(b2.frame_b, cardan.frame_a);
  m.connect(cardan.frame_b, b3.frame_a);

  auto reference =
      models::find_model("Modelica.Mechanics.MultiBody.Examples.Loops.Fourbar1").build();
  const SimulationOptions opt{.t_stop = 2.0, .output_interval = 0.05, .rtol = 1e-10};
  Simulation a(compile(m)), b(compile(*reference));
  Results ra = a.run(opt), rb = b.run(opt);
  ASSERT_EQ(ra.rows(), rb.rows());
  double worst = 0;
  for (std::size_t k = 0; k < ra.rows(); ++k)
    worst =
        std::max(worst, std::fabs(ra.value(k, ra.column("j1.w")) - rb.value(k, rb.column("j1.w"))));
  std::printf("Fourbar1 from Spherical/Universal: max |j1.w difference| %.3g rad/s\n", worst);
  EXPECT_LT(worst, 1e-6);
  EXPECT_NEAR(ra.final("spherical.rx.phi"), rb.final("j3.phi"), 1e-6);
  EXPECT_NEAR(ra.final("universal.revolute_a.phi"), rb.final("rev.phi"), 1e-6);
  EXPECT_GT(std::fabs(ra.final("j1.phi")), 5.0);
}

}  // namespace
}  // namespace acausal
