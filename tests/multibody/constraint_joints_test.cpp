// The constraint joints (Revolute, Spherical, Prismatic, Universal) against
// an independent formulation (MSL's Constraints examples): a pendulum on a
// joint with coordinates beside the same pendulum as a free body
// (FreeMotion, 13 states) held by the constraint joint; a bead sliding on a
// swinging rod, on a Prismatic joint and as a free body on a
// PrismaticConstraint; and their error messages.
#include <cmath>
#include <memory>
#include <numbers>
#include <string>

#include <gtest/gtest.h>

#include "components/multibody/body.hpp"
#include "components/multibody/body_shape.hpp"
#include "components/multibody/free_motion.hpp"
#include "components/multibody/prismatic.hpp"
#include "components/multibody/prismatic_constraint.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/revolute_constraint.hpp"
#include "components/multibody/universal_constraint.hpp"
#include "components/multibody/world.hpp"
#include "core/compile/compiled_model.hpp"
#include "models/msl/multibody_constraints.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using namespace multibody;
using testing::contains;
using testing::error_of;

/// Worst difference of w_a between the two bodies over the run, and the largest |w_a|.
std::pair<double, double> compare_bodies(Model& m) {
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 2.0, .output_interval = 0.02, .rtol = 1e-9});
  double worst = 0, largest = 0;
  for (std::size_t k = 0; k < r.rows(); ++k)
    for (int i = 1; i <= 3; ++i) {
      const std::string w = ".body.w_a[" + std::to_string(i) + "]";
      const double joint = r.value(k, r.column("bodyOfJoint" + w));
      worst = std::max(worst, std::fabs(joint - r.value(k, r.column("bodyOfConstraint" + w))));
      largest = std::max(largest, std::fabs(joint));
    }
  return {worst, largest};
}

TEST(MultibodyConstraintJoints, RevoluteConstraintMovesTheFreeBodyAsTheRevoluteJoint) {
  const auto model = models::msl::multibody_revolute_constraint();
  const auto [worst, largest] = compare_bodies(*model);
  EXPECT_GT(largest, 1.0);  // the pendulum swings
  EXPECT_LT(worst, 1e-6);
}

TEST(MultibodyConstraintJoints, SphericalConstraintMovesTheFreeBodyAsTheSphericalJoint) {
  const auto model = models::msl::multibody_spherical_constraint();
  const auto [worst, largest] = compare_bodies(*model);
  EXPECT_GT(largest, 1.0);
  EXPECT_LT(worst, 1e-6);
}

TEST(MultibodyConstraintJoints, UniversalConstraintMovesTheFreeBodyAsTheUniversalJoint) {
  const auto model = models::msl::multibody_universal_constraint();
  const auto [worst, largest] = compare_bodies(*model);
  EXPECT_GT(largest, 1.0);
  EXPECT_LT(worst, 1e-6);
}

TEST(MultibodyConstraintJoints, PrismaticConstraintMovesTheFreeBodyAsTheTwoSliders) {
  // MSL's example: the body of the joints slides in x and y of the rotated
  // frame and never turns; the constrained free body must follow the same path.
  const auto model = models::msl::multibody_prismatic_constraint();
  Simulation sim(compile(*model));
  Results r = sim.run({.t_stop = 2.0, .output_interval = 0.02, .rtol = 1e-9});
  double worst = 0, travel = 0, turn = 0;
  for (std::size_t k = 0; k < r.rows(); ++k)
    for (int i = 1; i <= 3; ++i) {
      const std::string v = ".r_0[" + std::to_string(i) + "]";
      const double joint = r.value(k, r.column("bodyOfJoint" + v));
      worst = std::max(worst, std::fabs(joint - r.value(k, r.column("bodyOfConstraint" + v))));
      travel = std::max(travel, std::fabs(joint - r.value(0, r.column("bodyOfJoint" + v))));
      const std::string w = "bodyOfConstraint.body.w_a[" + std::to_string(i) + "]";
      turn = std::max(turn, std::fabs(r.value(k, r.column(w))));
    }
  EXPECT_GT(travel, 0.1);
  EXPECT_LT(worst, 1e-7);
  EXPECT_LT(turn, 1e-7);  // the constraint locks every rotation
}

/// A rod swinging on a revolute joint about z (gravity -y) with a bead on it,
/// the bead on a Prismatic joint along the rod or, as a free body, held on
/// the rod's x axis by a PrismaticConstraint free along x. The bead's force on
/// the rod acts at the bead, so the rod's swing tests the constraint force's
/// moment about frame_a's origin. The rod swings about the vertical: the
/// free body's dummy derivatives are chosen once, at the start (no dynamic
/// state selection), and the choice made about the vertical turns singular
/// where the rod is horizontal.
constexpr double kStart = -std::numbers::pi / 2 + 0.5;  // rad, the rod's start angle

std::unique_ptr<Model> bead_on_rod(bool constraint) {
  auto m = std::make_unique<Model>(constraint ? "bead_constraint" : "bead_joint");
  auto& world = m->add<World>("world");
  auto& hinge = m->add<Revolute>("hinge", Revolute::Params{.n = {0, 0, 1}});
  auto& rod = m->add<BodyShape>(
      "rod",
      BodyShape::Params{
          .r = {1, 0, 0}, .r_CM = {0.5, 0, 0}, .m = 2, .I_11 = 0.01, .I_22 = 0.2, .I_33 = 0.2});
  auto& bead = m->add<Body>("bead", Body::Params{.m = 0.5});
  m->connect(world.frame_b, hinge.frame_a);
  m->connect(hinge.frame_b, rod.frame_a);
  m->set_start("hinge.phi", kStart, true);
  m->set_start("hinge.w", 0.0, true);
  if (constraint) {
    auto& free = m->add<FreeMotion>("free");
    auto& slide =
        m->add<PrismaticConstraint>("slide", PrismaticConstraint::Params{.x_locked = false});
    m->connect(world.frame_b, free.frame_a);
    m->connect(free.frame_b, bead.frame_a);
    m->connect(rod.frame_a, slide.frame_a);
    m->connect(bead.frame_a, slide.frame_b);
    // The bead starts at rest 0.4 m out on the rod: frame_b's origin and
    // velocity along world x; its orientation is the rod's (a turn kStart
    // about z: the quaternion's scalar part sets |Q|).
    m->set_start("free.r_rel_a[1]", 0.4 * std::cos(kStart), true);
    m->set_start("free.v_rel_a[1]", 0.0, true);
    m->set_start("free.Q[4]", std::cos(kStart / 2), true);
  } else {
    auto& slider = m->add<Prismatic>("slider", Prismatic::Params{.n = {1, 0, 0}});
    m->connect(rod.frame_a, slider.frame_a);
    m->connect(slider.frame_b, bead.frame_a);
    m->set_start("slider.s", 0.4, true);
    m->set_start("slider.v", 0.0, true);
  }
  return m;
}

TEST(MultibodyConstraintJoints, PrismaticConstraintFreeAlongXIsASliderOnASwingingRod) {
  Results joint, held;
  for (const bool constraint : {false, true}) {
    auto m = bead_on_rod(constraint);
    Simulation sim(compile(*m));
    (constraint ? held : joint) = sim.run({.t_stop = 1.5, .output_interval = 0.01, .rtol = 1e-9});
  }
  ASSERT_EQ(joint.rows(), held.rows());
  double worst_angle = 0, worst_radius = 0, swing = 0;
  for (std::size_t k = 0; k < joint.rows(); ++k) {
    const double phi = joint.value(k, joint.column("hinge.phi"));
    worst_angle = std::max(worst_angle, std::fabs(phi - held.value(k, held.column("hinge.phi"))));
    const double x = held.value(k, held.column("free.r_rel_a[1]"));
    const double y = held.value(k, held.column("free.r_rel_a[2]"));
    worst_radius = std::max(worst_radius,
                            std::fabs(joint.value(k, joint.column("slider.s")) - std::hypot(x, y)));
    swing = std::max(swing, std::fabs(phi - kStart));
  }
  EXPECT_GT(swing, 0.5);  // beyond the vertical
  EXPECT_LT(worst_angle, 1e-6);
  EXPECT_LT(worst_radius, 1e-7);
}

TEST(MultibodyConstraintJoints, AUniversalConstraintNeedsNormalAxes) {
  Model m("skew");
  const std::string msg = error_of([&] {
    m.add<UniversalConstraint>("cardan",
                               UniversalConstraint::Params{.n_a = {0, 0, 1}, .n_b = {1, 0, 1}});
  });
  EXPECT_TRUE(contains(msg,
                       "UniversalConstraint 'cardan': n_a = {0, 0, 1} and n_b = {1, 0, 1} "
                       "are not normal to each other (n_a.n_b = 0.707107"))
      << msg;
  EXPECT_TRUE(contains(msg, "set cardan.n_b to a vector normal to n_a")) << msg;
}

TEST(MultibodyConstraintJoints, AConstraintThatClosesNoLoopIsRefused) {
  Model m("open");
  auto& world = m.add<World>("world");
  auto& constraint = m.add<RevoluteConstraint>("constraint");
  auto& body = m.add<Body>("body");
  m.connect(world.frame_b, constraint.frame_a);
  m.connect(constraint.frame_b, body.frame_a);
  const std::string msg = error_of([&] { compile(m); });
  EXPECT_TRUE(contains(msg,
                       "RevoluteConstraint 'constraint' is the only path from World "
                       "'world' to its frame_b, but a constraint joint has no coordinates"))
      << msg;
}

}  // namespace
}  // namespace acausal
