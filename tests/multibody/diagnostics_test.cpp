// Bad multibody input gets a clear error naming the components and what to change.
#include <gtest/gtest.h>

#include "components/multibody/body.hpp"
#include "components/multibody/body_box.hpp"
#include "components/multibody/fixed_rotation.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/world.hpp"
#include "components/rotational/inertia.hpp"
#include "core/compile/compiled_model.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using namespace multibody;

using testing::contains;
using testing::error_of;

TEST(MultibodyDiagnostics, MechanismWithoutWorldIsRefused) {
  Model m("no_world");
  auto& rev = m.add<Revolute>("rev");
  auto& body = m.add<Body>("body");
  m.connect(rev.frame_b, body.frame_a);
  const std::string msg = error_of([&] { compile(m); });
  EXPECT_TRUE(contains(msg, "no World in model 'no_world'")) << msg;
  EXPECT_TRUE(contains(msg, "'rev', 'body'")) << msg;
  EXPECT_TRUE(contains(msg, "connect its frame_b")) << msg;
}

TEST(MultibodyDiagnostics, TwoWorldsAreRefused) {
  Model m("two_worlds");
  auto& w1 = m.add<World>("world");
  auto& w2 = m.add<World>("world2");
  auto& rev = m.add<Revolute>("rev");
  auto& body = m.add<Body>("body");
  m.connect(w1.frame_b, rev.frame_a);
  m.connect(rev.frame_b, body.frame_a);
  m.connect(w2.frame_b, rev.frame_a);
  const std::string msg = error_of([&] { compile(m); });
  EXPECT_TRUE(contains(msg, "has 2 Worlds ('world', 'world2')")) << msg;
  EXPECT_TRUE(contains(msg, "Remove all but one")) << msg;
}

TEST(MultibodyDiagnostics, FramesNotReachingTheWorldAreNamed) {
  Model m("detached");
  auto& world = m.add<World>("world");
  auto& rev = m.add<Revolute>("rev");
  auto& body = m.add<Body>("body");
  auto& loose = m.add<Body>("loose");
  auto& arm = m.add<FixedTranslation>("arm", FixedTranslation::Params{.r = {1, 0, 0}});
  m.connect(world.frame_b, rev.frame_a);
  m.connect(rev.frame_b, body.frame_a);
  m.connect(arm.frame_b, loose.frame_a);
  const std::string msg = error_of([&] { compile(m); });
  EXPECT_TRUE(contains(msg, "'loose', 'arm' not connected to World 'world'")) << msg;
  EXPECT_TRUE(contains(msg, "'world.frame_b'")) << msg;
}

TEST(MultibodyDiagnostics, PlanarLoopThatCannotCloseIsReported) {
  // Two links hinged to the world, whose ends are joined by a third revolute,
  // all axes along z (a planar loop, accepted: its out-of-plane residues are
  // dropped), but the second link ends 0.5 m out of the plane: the loop's z
  // position residue is a nonzero constant.
  Model m("loop");
  auto& world = m.add<World>("world");
  auto& base = m.add<FixedTranslation>("base", FixedTranslation::Params{.r = {1, 0, 0}});
  auto& j1 = m.add<Revolute>("j1");
  auto& j2 = m.add<Revolute>("j2");
  auto& l1 = m.add<FixedTranslation>("l1", FixedTranslation::Params{.r = {0, 1, 0}});
  auto& l2 = m.add<FixedTranslation>("l2", FixedTranslation::Params{.r = {-1, 1, 0.5}});
  auto& j3 = m.add<Revolute>("j3");
  m.connect(world.frame_b, j1.frame_a);
  m.connect(world.frame_b, base.frame_a);
  m.connect(base.frame_b, j2.frame_a);
  m.connect(j1.frame_b, l1.frame_a);
  m.connect(j2.frame_b, l2.frame_a);
  m.connect(l1.frame_b, j3.frame_a);
  m.connect(l2.frame_b, j3.frame_b);
  const std::string msg = error_of([&] { compile(m); });
  EXPECT_TRUE(contains(msg, "the kinematic loop closed by Revolute 'j3'")) << msg;
  EXPECT_TRUE(contains(msg, "cannot close")) << msg;
  EXPECT_TRUE(contains(msg, "position closure residue 3 is the constant")) << msg;
  EXPECT_TRUE(contains(msg, "'j1'")) << msg;
  EXPECT_TRUE(contains(msg, "'l2'")) << msg;
}

TEST(MultibodyDiagnostics, FreeJointMovingNoMassIsRefused) {
  Model m("massless");
  auto& world = m.add<World>("world");
  auto& rev = m.add<Revolute>("rev");
  auto& arm = m.add<FixedTranslation>("arm", FixedTranslation::Params{.r = {1, 0, 0}});
  m.connect(world.frame_b, rev.frame_a);
  m.connect(rev.frame_b, arm.frame_a);
  const std::string msg = error_of([&] { compile(m); });
  EXPECT_TRUE(contains(msg, "Revolute 'rev' moves no mass")) << msg;
  EXPECT_TRUE(contains(msg, "connect a 1-D inertia (or a motion source) to rev.axis")) << msg;

  // The same joint with a 1-D inertia on its axis flange is fine: J a = 0.
  Model ok("flange_inertia");
  auto& world2 = ok.add<World>("world");
  auto& rev2 = ok.add<Revolute>("rev", Revolute::Params{.use_axis_flange = true});
  auto& rotor = ok.add<rotational::Inertia>("rotor");
  ok.connect(world2.frame_b, rev2.frame_a);
  ok.connect(rotor.flange_a, rev2.axis);
  ok.set_start("rev.phi", 0.0, true);
  ok.set_start("rev.w", 2.0, true);
  EXPECT_EQ(error_of([&] { compile(ok); }), "(no error)");
}

TEST(MultibodyDiagnostics, ZeroJointAxisNamesTheParameter) {
  Model m("axis");
  const std::string msg = error_of([&] {
    m.add<Revolute>("rev", Revolute::Params{.n = {0, 0, 0}});
  });
  EXPECT_TRUE(contains(msg, "Revolute 'rev': n = {0, 0, 0} has no direction. Set rev.n")) << msg;
}

TEST(MultibodyDiagnostics, ImpossibleInertiaNamesTheBody) {
  Model m("inertia");
  const std::string msg = error_of(
      [&] { m.add<Body>("link", Body::Params{.m = 1, .I_11 = 1, .I_22 = 0.1, .I_33 = 0.1}); });
  EXPECT_TRUE(contains(msg, "'link'")) << msg;
  EXPECT_TRUE(contains(msg, "set the parameters m, r_CM, I_11 ... I_32 of 'link'")) << msg;
  const std::string negative = error_of([&] { m.add<Body>("link2", Body::Params{.m = -1}); });
  EXPECT_TRUE(contains(negative, "'link2'")) << negative;
}

TEST(MultibodyDiagnostics, FrameCannotConnectToARotationalFlange) {
  Model m("mixed");
  auto& rev = m.add<Revolute>("rev");
  auto& inertia = m.add<rotational::Inertia>("inertia");
  const std::string msg = error_of([&] { m.connect(rev.frame_a, inertia.flange_a); });
  EXPECT_TRUE(contains(msg, "domain mismatch")) << msg;
  EXPECT_TRUE(contains(msg, "multibody frame")) << msg;
}

TEST(MultibodyDiagnostics, NonRotationMatrixIsRefused) {
  Model m("rot");
  const std::string msg = error_of([&] {
    m.add<FixedRotation>("tilt",
                         FixedRotation::Params{.R = Matrix3d{{{1, 0, 0}, {0, 1, 0}, {0, 0, -1}}}});
  });
  EXPECT_TRUE(contains(msg, "FixedRotation 'tilt': R is not a proper rotation")) << msg;
}

TEST(MultibodyComponents, BodyBoxDerivesMslMassProperties) {
  // CASE.md of the DoublePendulum reference: m = 13.86 kg, r_CM = {0.25, 0, 0},
  // I = diag(0.008316, 0.292908, 0.292908) for r = {0.5, 0, 0}, width 0.06, steel.
  Model m("box");
  auto& box = m.add<BodyBox>("box", BodyBox::Params{.r = {0.5, 0, 0}, .width = 0.06});
  EXPECT_NEAR(box.body_params.m, 13.86, 1e-12);
  EXPECT_NEAR(box.body_params.r_CM[0], 0.25, 1e-15);
  EXPECT_NEAR(box.body_params.I_11, 0.008316, 1e-12);
  EXPECT_NEAR(box.body_params.I_22, 0.292908, 1e-12);
  EXPECT_NEAR(box.body_params.I_33, 0.292908, 1e-12);
  EXPECT_EQ(box.body_params.I_21, 0.0);
  EXPECT_NEAR(m.parameter_value("box.body.m"), 13.86, 1e-12);
}

}  // namespace
}  // namespace acausal
