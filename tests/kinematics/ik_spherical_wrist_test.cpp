// Closed-form IK of 6R arms with a spherical wrist: FK(IK(x)) = x over
// thousands of poses on every branch, selection by configuration, the
// original configuration recovered, singular and unreachable poses.
#include "kinematics/ik_spherical_wrist.hpp"

#include <cmath>
#include <map>
#include <numbers>
#include <random>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "core/errors.hpp"
#include "kinematics/forward_kinematics.hpp"
#include "kinematics/robot_catalog.hpp"
#include "kinematics/rotations.hpp"
#include "kinematics/transforms.hpp"
#include "kinematics_test_support.hpp"

namespace acausal::kinematics {
namespace {

constexpr double kPi = std::numbers::pi;

double wrapped_distance(const Eigen::VectorXd& a, const Eigen::VectorXd& b) {
  double worst = 0;
  for (Eigen::Index i = 0; i < a.size(); ++i)
    worst = std::max(worst, std::abs(wrap_angle(a[i] - b[i])));
  return worst;
}

class SphericalWristRoundTrip : public ::testing::TestWithParam<const char*> {};

TEST_P(SphericalWristRoundTrip, EverySolutionReproducesThePoseAndTheOriginalIsAmongThem) {
  const Robot robot = builtin_robot(GetParam());
  const SphericalWristIk ik(robot.chain());
  std::mt19937 random(1234);
  std::map<std::string, int> branches;
  int recovered = 0, poses = 0;
  for (; poses < 2000; ++poses) {
    const Eigen::VectorXd q = testing::random_configuration(robot.chain(), random, 1e-3);
    const Eigen::Isometry3d pose = forward_kinematics(robot.chain(), q);
    const IkResult result = ik.solve(pose);
    ASSERT_TRUE(result.reachable()) << result.failure;
    ASSERT_LE(result.solutions.size(), 8u);
    bool found = false;
    for (const IkSolution& s : result.solutions) {
      const Eigen::Isometry3d reached = forward_kinematics(robot.chain(), s.q);
      EXPECT_LT(position_distance(reached, pose), 1e-9);
      EXPECT_LT(orientation_distance(reached, pose), 1e-9);
      EXPECT_TRUE(robot.chain().within_limits(s.q));
      ++branches[s.configuration.to_string()];
      found = found || wrapped_distance(s.q, q) < 1e-7;
    }
    recovered += found;
  }
  // Random poses are almost never singular: the original comes back every time.
  EXPECT_EQ(recovered, poses);
  // Every one of the eight branches occurs (COMAU: the arm cannot reach over
  // its back for most poses, but some do).
  EXPECT_EQ(branches.size(), 8u);
  for (const auto& [branch, count] : branches) EXPECT_GT(count, 10) << branch;
}

INSTANTIATE_TEST_SUITE_P(SeedRobots, SphericalWristRoundTrip,
                         ::testing::Values("seed000.robot6", "comau.smartsix"));

TEST(SphericalWristIk, SeedZeroPoseHasEightDistinctSolutionsSelectableByConfiguration) {
  const SphericalWristIk ik(seed000_robot6().chain());
  const Eigen::VectorXd q = (Eigen::VectorXd(6) << 0.2, -1.1, 0.6, 0.4, 0.9, -0.5).finished();
  const Eigen::Isometry3d pose = forward_kinematics(ik.chain(), q);
  const IkResult all = ik.solve(pose);
  ASSERT_EQ(all.solutions.size(), 8u);
  for (const Shoulder shoulder : {Shoulder::right, Shoulder::left})
    for (const Elbow elbow : {Elbow::up, Elbow::down})
      for (const Wrist wrist : {Wrist::no_flip, Wrist::flip}) {
        const ArmConfiguration wanted{shoulder, elbow, wrist};
        const IkResult one = ik.solve(pose, wanted);
        ASSERT_EQ(one.solutions.size(), 1u) << wanted.to_string();
        EXPECT_EQ(one.solutions[0].configuration, wanted);
        ASSERT_NE(all.find(wanted), nullptr);
        EXPECT_LT((all.find(wanted)->q - one.solutions[0].q).norm(), 1e-12);
      }
  // The given configuration is shoulder right (θ1 ≈ atan2(y, x)), elbow up,
  // wrist no-flip (θ5 > 0).
  const IkSolution* original = all.find({Shoulder::right, Elbow::up, Wrist::no_flip});
  ASSERT_NE(original, nullptr);
  EXPECT_LT((original->q - q).norm(), 1e-10);
  // Flip pairs: (θ4 + π, −θ5, θ6 + π).
  const IkSolution* flipped = all.find({Shoulder::right, Elbow::up, Wrist::flip});
  EXPECT_NEAR(wrap_angle(flipped->q[3] - q[3]), kPi, 1e-10);
  EXPECT_NEAR(flipped->q[4], -q[4], 1e-10);
  EXPECT_NEAR(std::abs(wrap_angle(flipped->q[5] - q[5])), kPi, 1e-10);
}

TEST(SphericalWristIk, WristSingularityTakesTheFreeJointFromTheReference) {
  const SphericalWristIk ik(seed000_robot6().chain());
  const Eigen::VectorXd q = (Eigen::VectorXd(6) << 0.2, -1.1, 0.6, 0.4, 0.0, -0.5).finished();
  const Eigen::Isometry3d pose = forward_kinematics(ik.chain(), q);
  Eigen::VectorXd reference = q;
  reference[3] = 1.0;  // any θ4 works when θ5 = 0; θ6 compensates
  const IkResult result = ik.solve(pose, {Shoulder::right, Elbow::up, Wrist::any}, reference);
  ASSERT_TRUE(result.reachable()) << result.failure;
  const IkSolution& s = result.solutions.front();
  EXPECT_NEAR(s.q[3], 1.0, 1e-9);
  EXPECT_NEAR(s.q[4], 0.0, 1e-9);
  EXPECT_NEAR(wrap_angle(s.q[3] + s.q[5] - (q[3] + q[5])), 0, 1e-9);
  EXPECT_LT(s.position_error, 1e-12);
}

TEST(SphericalWristIk, UnreachablePoseReportsItsDistanceFromTheWorkspace) {
  const SphericalWristIk ik(seed000_robot6().chain());
  // Tool pointing down at (3, 0, 0.5): wrist centre (3, 0, 0.6); the right
  // shoulder's axis passes (0.15, 0, 0.5); reach 0.4 + |(0.1, 0.54)|.
  const Eigen::Isometry3d pose = make_transform(from_euler_zyz({0, kPi, kPi}), {3.0, 0, 0.5});
  const IkResult result = ik.solve(pose);
  EXPECT_FALSE(result.reachable());
  const double expected = std::hypot(2.85, 0.1) - 0.4 - std::hypot(0.1, 0.54);
  EXPECT_NEAR(result.distance_to_workspace, expected, 1e-12);
  EXPECT_NE(result.failure.find("pose unreachable"), std::string::npos);
  EXPECT_NE(result.failure.find(fmt::format("{:.6g} m outside the reach", expected)),
            std::string::npos)
      << result.failure;
  EXPECT_THROW(require_solutions(result), ModelError);
}

TEST(SphericalWristIk, JointLimitsRemoveSolutionsAndSayWhich) {
  DhTable table = seed000_robot6_table();
  table.rows[1].limit = {-kPi / 2, 0.0};  // θ2 only upwards
  const SphericalWristIk ik(make_chain(table));
  const Eigen::VectorXd q = (Eigen::VectorXd(6) << 0.2, -1.1, 0.6, 0.4, 0.9, -0.5).finished();
  const IkResult result = ik.solve(forward_kinematics(ik.chain(), q));
  for (const IkSolution& s : result.solutions) {
    EXPECT_GE(s.q[1], -kPi / 2 - 1e-9);
    EXPECT_LE(s.q[1], 1e-9);
  }
  EXPECT_LT(result.solutions.size(), 8u);
  EXPECT_NE(result.find({Shoulder::right, Elbow::up, Wrist::no_flip}), nullptr);
  // A base rotation the limits forbid on both shoulders: the message says so.
  DhTable narrow = seed000_robot6_table();
  narrow.rows[0].limit = {-0.1, 0.1};
  const SphericalWristIk limited(make_chain(narrow));
  const Eigen::VectorXd turned = (Eigen::VectorXd(6) << 1.0, -1.1, 0.6, 0.4, 0.9, -0.5).finished();
  const IkResult none = limited.solve(forward_kinematics(limited.chain(), turned));
  EXPECT_FALSE(none.reachable());
  EXPECT_NE(none.failure.find("reachable only outside the joint limits"), std::string::npos)
      << none.failure;
  EXPECT_NE(none.failure.find("joint1 = 1 outside [-0.1, 0.1]"), std::string::npos) << none.failure;
}

TEST(SphericalWristIk, ChainsWithoutTheGeometryAreRefusedWithTheReason) {
  EXPECT_NE(SphericalWristIk::mismatch(scara_seed002().chain()).find("six joints"),
            std::string::npos);
  DhTable offset_wrist = seed000_robot6_table();
  offset_wrist.rows[4].d = 0.02;  // axis 5 no longer meets axis 4
  const std::string reason = SphericalWristIk::mismatch(make_chain(offset_wrist));
  EXPECT_NE(reason.find("do not meet in one point"), std::string::npos) << reason;
  EXPECT_THROW(SphericalWristIk{make_chain(offset_wrist)}, ModelError);
  DhTable tilted = comau_smartsix_table();
  tilted.rows[1].alpha = 0.1;  // axes 2 and 3 no longer parallel
  EXPECT_NE(SphericalWristIk::mismatch(make_chain(tilted)).find("not parallel"), std::string::npos);
}

TEST(SphericalWristIk, BaseAndToolTransformsAreHonoured) {
  const SerialChain mounted = seed000_robot6()
                                  .chain()
                                  .with_base(make_transform_rpy({0.5, -0.2, 0.1}, {0, 0, 0.7}))
                                  .with_tool(make_transform_rpy({0.0, 0.03, 0.12}, {0.2, 0, 0}));
  const SphericalWristIk ik(mounted);
  const Eigen::VectorXd q = (Eigen::VectorXd(6) << -0.4, -0.9, 0.5, 1.2, -0.7, 2.0).finished();
  const IkResult result = ik.solve(forward_kinematics(mounted, q));
  ASSERT_TRUE(result.reachable()) << result.failure;
  EXPECT_NE(result.closest_to(q), nullptr);
  EXPECT_LT(wrapped_distance(result.closest_to(q)->q, q), 1e-9);
}

}  // namespace
}  // namespace acausal::kinematics
