// Closed loops assembled from the start values at flatten time: the branch of
// the given positions, and loops that cannot be assembled, are ambiguous,
// are over-determined by fixed start values or have redundant constraints,
// each reported with the loop's joints and what to change.
#include <cmath>
#include <cstdio>
#include <numbers>
#include <optional>

#include <gtest/gtest.h>

#include "components/multibody/body.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/revolute_planar_loop_constraint.hpp"
#include "components/multibody/world.hpp"
#include "core/passes/flatten.hpp"
#include "models/msl/multibody_engines.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using namespace multibody;
using models::msl::LoopCut;
using testing::contains;
using testing::error_of;
constexpr double kDeg = std::numbers::pi / 180;

double start_of(const FlatSystem& flat, const std::string& name) {
  for (const FlatVariable& v : flat.variables)
    if (v.name == name) return v.options.start.value_or(0.0);
  ADD_FAILURE() << "no variable " << name;
  return NAN;
}

TEST(MultibodyLoopAssembly, StartValuesOfTheLoopsJointsBecomeTheAssembledPositions) {
  // One cylinder, crank offset 90 deg: piston s = 0.32 - 0.2 cos 30 deg on
  // the branch of the MSL start value s = -0.3, rod turned by -30 deg; b1
  // (a Revolute closing the loop, angle 0 at start) turned by -120 deg.
  auto m = models::msl::multibody_engine_one_cylinder(
      {.crankAngleOffset = 90 * kDeg, .cut = LoopCut::revolute});
  const FlatSystem flat = flatten(*m);
  EXPECT_NEAR(start_of(flat, "cylinder1.cylinder.s"), 0.32 - 0.2 * std::cos(30 * kDeg), 1e-10);
  EXPECT_NEAR(start_of(flat, "cylinder1.b2.phi"), -30 * kDeg, 1e-10);
  const double b1 = start_of(flat, "cylinder1.b1.phi");
  EXPECT_NEAR(std::remainder(b1 + 120 * kDeg, 2 * std::numbers::pi), 0.0, 1e-10);
  // The alias of the piston's position on the gas force flange follows.
  EXPECT_NEAR(start_of(flat, "cylinder1.gasForce.flange_b.s"), 0.32 - 0.2 * std::cos(30 * kDeg),
              1e-10);
  // A fixed start value is never moved.
  EXPECT_EQ(start_of(flat, "load.phi"), 0.0);
}

TEST(MultibodyLoopAssembly, TheOtherBranchIsTakenWhenTheStartValuesSaySo) {
  // The piston below the crank pin (s near 0.5): the mirrored crank-slider.
  auto m = models::msl::multibody_engine_one_cylinder(
      {.crankAngleOffset = 90 * kDeg, .gas_force = false, .cut = LoopCut::planar});
  m->set_start("cylinder1.cylinder.s", 0.5);
  m->set_start("cylinder1.b2.phi", 3.0);
  const FlatSystem flat = flatten(*m);
  EXPECT_NEAR(start_of(flat, "cylinder1.cylinder.s"), 0.32 + 0.2 * std::cos(30 * kDeg), 1e-10);
  EXPECT_NEAR(start_of(flat, "cylinder1.b2.phi"), std::numbers::pi + 30 * kDeg, 1e-10);
}

TEST(MultibodyLoopAssembly, ALoopThatCannotCloseIsNamedWithItsJoints) {
  // A rod of 5 cm cannot reach from a crank pin 10 cm off the cylinder's axis.
  auto m = models::msl::multibody_engine_one_cylinder(
      {.rodLength = 0.05, .crankAngleOffset = 90 * kDeg, .gas_force = false});
  const std::string e = error_of([&] { flatten(*m); });
  EXPECT_TRUE(contains(e,
                       "multibody: the kinematic loop closed by RevolutePlanarLoopConstraint "
                       "'cylinder1.b1' ('cylinder1.b1', 'bearing', 'cylinder1.cylinder', "
                       "'cylinder1.b2') cannot be assembled near the start values: the "
                       "closest configuration found leaves its offset of frame_b's origin "
                       "from frame_a's along in-plane axis 1 at -0.05 m."))
      << e;
  EXPECT_TRUE(contains(e,
                       "Held while assembling: bearing.phi = 0 (fixed start value of "
                       "'load.phi')"))
      << e;
  EXPECT_TRUE(contains(e, "Check the lengths and axes of the loop's parts")) << e;
}

TEST(MultibodyLoopAssembly, FixedStartValuesThatContradictTheLoopAreReported) {
  // Crank angle (load.phi) and piston position both fixed, inconsistently.
  auto m = models::msl::multibody_engine_one_cylinder(
      {.crankAngleOffset = 90 * kDeg, .gas_force = false});
  m->set_start("cylinder1.cylinder.s", 0.05, true);
  const std::string e = error_of([&] { flatten(*m); });
  EXPECT_TRUE(contains(e, "cannot be assembled near the start values")) << e;
  EXPECT_TRUE(contains(e, "cylinder1.cylinder.s = 0.05 (fixed start value)")) << e;
  EXPECT_TRUE(contains(e, "bearing.phi = 0 (fixed start value of 'load.phi')")) << e;
  EXPECT_TRUE(contains(e, "and whether those start values can hold together")) << e;
}

TEST(MultibodyLoopAssembly, ConsistentButTooManyFixedStartValuesOverDetermineTheLoop) {
  auto m = models::msl::multibody_engine_one_cylinder(
      {.crankAngleOffset = 90 * kDeg, .gas_force = false});
  m->set_start("cylinder1.cylinder.s", 0.32 - 0.2 * std::cos(30 * kDeg), true);
  const std::string e = error_of([&] { flatten(*m); });
  EXPECT_TRUE(contains(e,
                       "multibody: the start values over-determine the kinematic loop closed "
                       "by RevolutePlanarLoopConstraint 'cylinder1.b1'"))
      << e;
  EXPECT_TRUE(contains(e,
                       "Give fewer fixed start values (or motion sources) on the loop's "
                       "joints"))
      << e;
}

TEST(MultibodyLoopAssembly, ALoopAtADeadCentreWhereBranchesMeetIsAmbiguous) {
  // Rod as long as the crank pin's offset, crank at 90 deg: the rod lies
  // perpendicular to the cylinder, the two assembly branches meet there.
  auto m = models::msl::multibody_engine_one_cylinder(
      {.rodLength = 0.1, .crankAngleOffset = 90 * kDeg, .gas_force = false});
  const std::string e = error_of([&] { flatten(*m); });
  EXPECT_TRUE(contains(e,
                       "multibody: the kinematic loop closed by RevolutePlanarLoopConstraint "
                       "'cylinder1.b1'"))
      << e;
  EXPECT_TRUE(contains(e,
                       "is ambiguous: assembled from the start values it sits at a singular "
                       "position (cylinder1.cylinder.s = "))
      << e;
  EXPECT_TRUE(contains(e, "two assembly branches meet")) << e;
}

// A parallelogram four-bar in the plane normal to `axis` (a unit vector),
// crank angle fixed; closed at j4 by a Revolute or a planar loop constraint.
std::unique_ptr<Model> parallelogram(const Vector3d& axis, bool planar_cut,
                                     std::optional<Vector3d> cut_axis = std::nullopt) {
  auto m = std::make_unique<Model>("parallelogram");
  // Two in-plane directions.
  const Vector3d u = std::fabs(axis[2]) < 0.9 ? Vector3d{-axis[1], axis[0], 0} : Vector3d{1, 0, 0};
  const double nu = std::sqrt(u[0] * u[0] + u[1] * u[1] + u[2] * u[2]);
  const Vector3d e{u[0] / nu, u[1] / nu, u[2] / nu};
  auto scaled = [&](double k) { return Vector3d{k * e[0], k * e[1], k * e[2]}; };
  auto& world = m->add<World>("world");
  auto& j1 = m->add<Revolute>("j1", Revolute::Params{.n = axis});
  auto& crank = m->add<FixedTranslation>("crank", FixedTranslation::Params{.r = scaled(0.5)});
  auto& crank_mass =
      m->add<Body>("crank_mass", Body::Params{.m = 1, .I_11 = 0.01, .I_22 = 0.01, .I_33 = 0.01});
  auto& base = m->add<FixedTranslation>("base", FixedTranslation::Params{.r = scaled(0.8)});
  auto& j2 = m->add<Revolute>("j2", Revolute::Params{.n = axis});
  auto& follower = m->add<FixedTranslation>("follower", FixedTranslation::Params{.r = scaled(0.5)});
  auto& j3 = m->add<Revolute>("j3", Revolute::Params{.n = axis});
  auto& coupler = m->add<FixedTranslation>("coupler", FixedTranslation::Params{.r = scaled(0.8)});
  auto& coupler_mass =
      m->add<Body>("coupler_mass", Body::Params{.m = 1, .I_11 = 0.01, .I_22 = 0.01, .I_33 = 0.01});
  m->connect(world.frame_b, j1.frame_a);
  m->connect(j1.frame_b, crank.frame_a);
  m->connect(crank.frame_b, crank_mass.frame_a);
  m->connect(world.frame_b, base.frame_a);
  m->connect(base.frame_b, j2.frame_a);
  m->connect(j2.frame_b, follower.frame_a);
  m->connect(crank.frame_b, j3.frame_a);
  m->connect(j3.frame_b, coupler.frame_a);
  m->connect(j3.frame_b, coupler_mass.frame_a);
  if (planar_cut) {
    auto& j4 = m->add<RevolutePlanarLoopConstraint>(
        "j4", RevolutePlanarLoopConstraint::Params{.n = cut_axis.value_or(axis)});
    m->connect(coupler.frame_b, j4.frame_a);
    m->connect(follower.frame_b, j4.frame_b);
  } else {
    auto& j4 = m->add<Revolute>("j4", Revolute::Params{.n = axis, .closes_loop = true});
    m->connect(coupler.frame_b, j4.frame_a);
    m->connect(follower.frame_b, j4.frame_b);
  }
  m->set_state_select("j1.phi", StateSelect::Always);
  m->set_state_select("j1.w", StateSelect::Always);
  m->set_start("j1.phi", 1.0, true);
  m->set_start("j1.w", 0.0, true);
  m->set_start("j2.phi", 0.9);
  m->set_start("j3.phi", -0.9);
  return m;
}

TEST(MultibodyLoopAssembly, APlanarLoopItsPlaneUnrecognisedIsRedundantAndThePlanarCutJointFixesIt) {
  // Axes along (1, 1, 0)/sqrt 2: the out-of-plane residues do not fold to
  // constants, they vanish numerically everywhere.
  const double c = std::sqrt(0.5);
  const std::string e = error_of([&] { flatten(*parallelogram({c, c, 0}, false)); });
  EXPECT_TRUE(contains(e,
                       "multibody: the closure constraints of the kinematic loop closed by "
                       "Revolute 'j4' ('j4', 'j3', 'j1', 'j2') are redundant at every "
                       "position"))
      << e;
  EXPECT_TRUE(contains(e, "Close a planar loop with a RevolutePlanarLoopConstraint")) << e;
  // The same loop closed by the planar cut joint runs, and stays closed.
  auto m = parallelogram({c, c, 0}, true);
  Simulation sim(compile(*m));
  const Results r = sim.run({.t_stop = 1.0, .output_interval = 0.01, .rtol = 1e-8});
  // A parallelogram: the follower turns with the crank, the coupler translates.
  double worst = 0;
  for (std::size_t i = 0; i < r.rows(); ++i)
    worst = std::max(worst, std::fabs(r.series("j2.phi")[i] - r.series("j1.phi")[i]) +
                                std::fabs(r.series("j3.phi")[i] + r.series("j1.phi")[i]));
  EXPECT_LT(worst, 1e-8);
  std::printf(
      "[ figures  ] parallelogram about (1,1,0)/sqrt 2, planar cut: |j2 - j1| + |j3 + j1| "
      "<= %.3g rad over 1 s, j1.phi(1 s) = %.6f rad\n",
      worst, r.final("j1.phi"));
  EXPECT_GT(std::fabs(r.final("j1.phi") - 1.0), 0.1);  // it swings under gravity (g along -y)
}

TEST(MultibodyLoopAssembly, APlanarCutJointOutsideAPlanarLoopIsRefused) {
  // A loop in the x-y plane closed by a planar cut joint whose axis is x.
  const std::string e = error_of([&] {
    flatten(*parallelogram({0, 0, 1}, true, Vector3d{1, 0, 0}));
  });
  EXPECT_TRUE(contains(e,
                       "multibody: RevolutePlanarLoopConstraint 'j4' closes a loop that does "
                       "not move in the plane normal to its axis n"))
      << e;
  EXPECT_TRUE(contains(e, "use a Revolute with closes_loop instead")) << e;
}

TEST(MultibodyLoopAssembly, APlanarCutJointThatClosesNoLoopIsRefused) {
  Model m("open");
  auto& world = m.add<World>("world");
  auto& j = m.add<RevolutePlanarLoopConstraint>("j");
  auto& body = m.add<Body>("body", Body::Params{.m = 1, .I_11 = 1, .I_22 = 1, .I_33 = 1});
  m.connect(world.frame_b, j.frame_a);
  m.connect(j.frame_b, body.frame_a);
  const std::string e = error_of([&] { flatten(m); });
  EXPECT_EQ(
      e,
      "multibody: RevolutePlanarLoopConstraint 'j' is the only path from World 'world' to its "
      "frame_b, but it has no angle of its own and can only close a loop. Use a Revolute "
      "there, or connect that frame to the mechanism through another path so that 'j' "
      "closes a loop.");
}

}  // namespace
}  // namespace acausal
