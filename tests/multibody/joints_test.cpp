// Prismatic joints, joints connected from frame_b towards the World, rigid
// bodies with two frames, tunable multibody parameters, and the explicit
// formulation on mechanism equations.
#include <cmath>
#include <numbers>

#include <gtest/gtest.h>

#include "components/blocks/sources.hpp"
#include "components/multibody/absolute_position.hpp"
#include "components/multibody/body.hpp"
#include "components/multibody/body_box.hpp"
#include "components/multibody/body_shape.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/prismatic.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/world.hpp"
#include "components/multibody/world_force.hpp"
#include "components/translational/force.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

using namespace multibody;
constexpr double kG = 9.81;

TEST(MultibodyJoints, PrismaticSliderFallsAndIsPushedThroughItsFlange) {
  // Vertical slider (n = y, gravity -y) of mass 3 kg plus a 0.5 kg body on an
  // arm, pushed up by a constant 40 N flange force: s = (40 / 3.5 - g) t^2 / 2.
  Model m("slider");
  auto& world = m.add<World>("world", World::Params{.g = kG});
  auto& slider =
      m.add<Prismatic>("slider", Prismatic::Params{.n = {0, 2, 0}, .use_axis_flange = true});
  auto& carriage = m.add<Body>("carriage", Body::Params{.m = 3});
  auto& arm = m.add<FixedTranslation>("arm", FixedTranslation::Params{.r = {0.3, 0, 0.1}});
  auto& tip = m.add<Body>("tip", Body::Params{.m = 0.5});
  auto& push = m.add<translational::Force>("push");
  auto& level = m.add<blocks::Constant>("level", blocks::Constant::Params{.k = 40});
  m.connect(level.y, push.f);
  m.connect(world.frame_b, slider.frame_a);
  m.connect(slider.frame_b, carriage.frame_a);
  m.connect(slider.frame_b, arm.frame_a);
  m.connect(arm.frame_b, tip.frame_a);
  m.connect(push.flange, slider.axis);
  m.set_start("slider.s", 0.0, true);
  m.set_start("slider.v", 0.0, true);
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 2.0, .output_interval = 0.5, .rtol = 1e-10});
  const double acc = 40 / 3.5 - kG;
  EXPECT_NEAR(r.final("slider.s"), acc * 2.0, 1e-8);
  EXPECT_NEAR(r.final("slider.v"), acc * 2.0, 1e-8);
  EXPECT_NEAR(r.final("slider.f"), 40.0, 1e-9);
}

std::unique_ptr<Model> pendulum(bool reversed) {
  auto m = std::make_unique<Model>(reversed ? "reversed" : "forward");
  auto& world = m->add<World>("world", World::Params{.g = kG});
  auto& rev = m->add<Revolute>("rev");
  auto& link = m->add<BodyShape>(
      "link",
      BodyShape::Params{
          .r = {1, 0, 0}, .r_CM = {0.5, 0.1, 0}, .m = 2, .I_11 = 0.02, .I_22 = 0.2, .I_33 = 0.2});
  auto& tip = m->add<Body>("tip", Body::Params{.m = 1});
  if (reversed) {  // the joint's frame_b on the World: frame_a turns by -phi
    m->connect(world.frame_b, rev.frame_b);
    m->connect(rev.frame_a, link.frame_a);
  } else {
    m->connect(world.frame_b, rev.frame_a);
    m->connect(rev.frame_b, link.frame_a);
  }
  m->connect(link.frame_b, tip.frame_a);
  m->set_start("rev.phi", reversed ? -0.3 : 0.3, true);
  m->set_start("rev.w", reversed ? -1.0 : 1.0, true);
  return m;
}

TEST(MultibodyJoints, JointConnectedBackwardsMirrorsTheAngle) {
  auto forward = pendulum(false), backward = pendulum(true);
  Simulation a(compile(*forward)), b(compile(*backward));
  const SimulationOptions opt{.t_stop = 3.0, .output_interval = 0.1, .rtol = 1e-10};
  Results ra = a.run(opt), rb = b.run(opt);
  ASSERT_EQ(ra.rows(), rb.rows());
  double worst = 0, travel = 0;
  for (std::size_t k = 0; k < ra.rows(); ++k) {
    worst = std::max(
        worst, std::fabs(ra.value(k, ra.column("rev.phi")) + rb.value(k, rb.column("rev.phi"))));
    travel = std::max(travel, std::fabs(ra.value(k, ra.column("rev.phi")) - 0.3));
  }
  EXPECT_GT(travel, 1.0);
  EXPECT_LT(worst, 1e-7);
}

TEST(MultibodyJoints, BodyShapeCarriesItsMassAndFrameBAndParametersAreTunable) {
  // Pendulum of a BodyShape (r = (1, 0, 0), r_CM = (0.5, 0.1, 0), m = 2) with a
  // point mass at its frame_b.
  // Check the initial acceleration at phi = 0.3, w = 0:
  // I_O a = -g (m_l (0.5 cos - 0.1 sin) + m_t cos); then change tip.m on the
  // compiled model (parameters stay symbols in the mechanism's equations).
  auto model = pendulum(false);
  model->set_start("rev.w", 0.0, true);
  Simulation sim(compile(*model));
  auto accel = [&](double m_tip) {
    sim.set_parameter("tip.m", m_tip);
    Results r = sim.run({.t_stop = 1e-3, .output_interval = 1e-3, .rtol = 1e-10});
    return r.value(0, r.column("rev.a"));
  };
  for (double m_tip : {1.0, 3.0}) {
    const double c = std::cos(0.3), s = std::sin(0.3);
    // I_O about z: link 0.2 + 2 (0.5^2 + 0.1^2), tip m_tip 1^2 + 0.001 (Body's default I_33).
    const double i_o = 0.2 + 2 * (0.25 + 0.01) + m_tip + 0.001;
    const double expected = -kG * (2 * (0.5 * c - 0.1 * s) + m_tip * c) / i_o;
    EXPECT_NEAR(accel(m_tip), expected, 1e-9) << "tip.m = " << m_tip;
  }
}

TEST(MultibodyJoints, ExplicitFormulationAgreesWithIdaOnTheDoublePendulum) {
  const models::ModelEntry& entry =
      models::find_model("Modelica.Mechanics.MultiBody.Examples.Elementary.DoublePendulum");
  auto model = entry.build();
  Simulation sim(compile(*model));
  SimulationOptions opt{.t_stop = 1.5, .output_interval = 0.01, .rtol = 1e-9};
  Results ida = sim.run(opt);
  opt.solver = "cvode-bdf";
  Results bdf = sim.run(opt);
  opt.solver = "erk45";
  Results erk = sim.run(opt);
  for (const char* name : {"revolute1.phi", "revolute2.phi", "revolute1.w", "revolute2.w"}) {
    EXPECT_NEAR(bdf.final(name), ida.final(name), 1e-5) << name;
    EXPECT_NEAR(erk.final(name), ida.final(name), 1e-5) << name;
  }
  EXPECT_GT(std::fabs(ida.final("revolute1.phi")), 0.5);  // it has moved
}

TEST(MultibodyJoints, BodyReplacedByPathKeepsItsFrameConnections) {
  // DoublePendulum's boxBody2 swapped for a BodyShape with the box's mass
  // properties: the frames stay connected and the motion is the same.
  const models::ModelEntry& entry =
      models::find_model("Modelica.Mechanics.MultiBody.Examples.Elementary.DoublePendulum");
  auto original = entry.build();
  auto swapped = entry.build();
  const BodyParams box =
      dynamic_cast<const BodyBox&>(*original->find_child("boxBody2")).body_params;
  swapped->replace<BodyShape>("boxBody2", BodyShape::Params{.r = {0.5, 0, 0},
                                                            .r_CM = box.r_CM,
                                                            .m = box.m,
                                                            .I_11 = box.I_11,
                                                            .I_22 = box.I_22,
                                                            .I_33 = box.I_33});
  const SimulationOptions opt{.t_stop = 1.0, .output_interval = 0.1, .rtol = 1e-9};
  Simulation a(compile(*original)), b(compile(*swapped));
  Results ra = a.run(opt), rb = b.run(opt);
  EXPECT_NEAR(ra.final("revolute2.phi"), rb.final("revolute2.phi"), 1e-12);
  EXPECT_GT(std::fabs(rb.final("revolute2.phi")), 0.1);
  // A lighter second link changes the motion: the swap is not a no-op.
  b.set_parameter("boxBody2.body.m", box.m / 2);
  EXPECT_GT(std::fabs(b.run(opt).final("revolute2.phi") - ra.final("revolute2.phi")), 1e-3);
}

TEST(MultibodyJoints, WorldForceAndPositionSensorAtAPendulumTip) {
  // Tip of a massless arm (L = 0.8) carrying 2 kg, pushed by a constant world
  // force F = (5, 3, 0) N: I_O a = L cos(phi) (F_y - m g) - L sin(phi) F_x, and
  // the sensor reads L (cos phi, sin phi, 0).
  const double L = 0.8, mass = 2, fx = 5, fy = 3, phi0 = 0.4;
  Model m("pushed");
  auto& world = m.add<World>("world", World::Params{.g = kG});
  auto& rev = m.add<Revolute>("rev");
  auto& arm = m.add<FixedTranslation>("arm", FixedTranslation::Params{.r = {L, 0, 0}});
  auto& tip = m.add<Body>("tip", Body::Params{.m = mass});
  auto& sensor = m.add<AbsolutePosition>("sensor");
  auto& push = m.add<WorldForce>("push");
  auto& kx = m.add<blocks::Constant>("kx", blocks::Constant::Params{.k = fx});
  auto& ky = m.add<blocks::Constant>("ky", blocks::Constant::Params{.k = fy});
  auto& kz = m.add<blocks::Constant>("kz", blocks::Constant::Params{.k = 0});
  m.connect(world.frame_b, rev.frame_a);
  m.connect(rev.frame_b, arm.frame_a);
  m.connect(arm.frame_b, tip.frame_a);
  m.connect(arm.frame_b, sensor.frame_a);
  m.connect(push.frame_b, arm.frame_b);
  m.connect(kx.y, push.force1);
  m.connect(ky.y, push.force2);
  m.connect(kz.y, push.force3);
  m.set_start("rev.phi", phi0, true);
  m.set_start("rev.w", 0.0, true);
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 1.0, .output_interval = 0.5, .rtol = 1e-10});
  const double i_o = mass * L * L + 0.001;  // tip's default I_33
  const double expected = (L * std::cos(phi0) * (fy - mass * kG) - L * std::sin(phi0) * fx) / i_o;
  EXPECT_NEAR(r.value(0, r.column("rev.a")), expected, 1e-9);
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const double phi = r.value(k, r.column("rev.phi"));
    EXPECT_NEAR(r.value(k, r.column("sensor.r[1]")), L * std::cos(phi), 1e-12);
    EXPECT_NEAR(r.value(k, r.column("sensor.r[2]")), L * std::sin(phi), 1e-12);
    EXPECT_NEAR(r.value(k, r.column("sensor.r[3]")), 0.0, 1e-12);
  }
  EXPECT_GT(std::fabs(r.final("rev.phi") - phi0), 0.3);
}

}  // namespace
}  // namespace acausal
