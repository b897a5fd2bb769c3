// Closed-form SCARA IK: round trips on both elbow branches, orientations the
// arm cannot take, reversed axes, unreachable targets.
#include "kinematics/ik_scara.hpp"

#include <cmath>
#include <numbers>
#include <random>

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

TEST(ScaraIk, RoundTripsOverThousandsOfPosesOnBothBranches) {
  const ScaraIk ik(scara_seed002().chain());
  std::mt19937 random(77);
  int right = 0, left = 0, recovered = 0;
  const int poses = 3000;
  for (int i = 0; i < poses; ++i) {
    const Eigen::VectorXd q = testing::random_configuration(ik.chain(), random, 1e-3);
    const Eigen::Isometry3d pose = forward_kinematics(ik.chain(), q);
    const IkResult result = ik.solve(pose);
    ASSERT_TRUE(result.reachable()) << result.failure;
    ASSERT_LE(result.solutions.size(), 2u);
    for (const IkSolution& s : result.solutions) {
      const Eigen::Isometry3d reached = forward_kinematics(ik.chain(), s.q);
      EXPECT_LT(position_distance(reached, pose), 1e-10);
      EXPECT_LT(orientation_distance(reached, pose), 1e-10);
      (s.configuration.elbow == Elbow::right ? right : left) += 1;
      bool same = std::abs(s.q[3] - q[3]) < 1e-9;
      for (int j = 0; j < 3; ++j) same = same && std::abs(wrap_angle(s.q[j] - q[j])) < 1e-8;
      recovered += same;
    }
  }
  EXPECT_EQ(recovered, poses);
  EXPECT_GT(right, poses / 3);
  EXPECT_GT(left, poses / 3);
}

TEST(ScaraIk, ElbowRightMeansPositiveSecondAngleForTheSeedRobot) {
  const ScaraIk ik(scara_seed002().chain());
  const Eigen::VectorXd q = Eigen::Vector4d(0.3, 0.8, -0.2, 0.05);
  const IkResult result = ik.solve(forward_kinematics(ik.chain(), q), {.elbow = Elbow::right});
  ASSERT_EQ(result.solutions.size(), 1u);
  EXPECT_LT((result.solutions[0].q - q).norm(), 1e-12);
  const IkResult mirrored = ik.solve(forward_kinematics(ik.chain(), q), {.elbow = Elbow::left});
  ASSERT_EQ(mirrored.solutions.size(), 1u);
  EXPECT_NEAR(mirrored.solutions[0].q[1], -0.8, 1e-12);
  // Same tool angle θ1 + θ2 + θ3 on both branches, same stroke.
  EXPECT_NEAR(wrap_angle(mirrored.solutions[0].q.head<3>().sum() - q.head<3>().sum()), 0, 1e-12);
  EXPECT_NEAR(mirrored.solutions[0].q[3], 0.05, 1e-12);
}

TEST(ScaraIk, TiltedOrientationIsRefusedWithTheTilt) {
  const ScaraIk ik(scara_seed002().chain());
  Eigen::Isometry3d pose = forward_kinematics(ik.chain(), Eigen::Vector4d(0.3, 0.8, -0.2, 0.05));
  pose.linear() = pose.linear() * rotation_x(5 * testing::kDeg);
  const IkResult result = ik.solve(pose);
  EXPECT_FALSE(result.reachable());
  EXPECT_NE(result.failure.find("tilted 5 deg"), std::string::npos) << result.failure;
}

TEST(ScaraIk, TargetBeyondTheArmReportsTheDistance) {
  const ScaraIk ik(scara_seed002().chain());
  // Links 0.22 m and 0.24 m: a target 0.6 m from the first axis is 0.14 m too far.
  const IkResult result = ik.solve(translation(0.6, 0, 0.3));
  EXPECT_FALSE(result.reachable());
  EXPECT_NEAR(result.distance_to_workspace, 0.14, 1e-12);
  EXPECT_NE(result.failure.find("0.14 m outside"), std::string::npos) << result.failure;
}

TEST(ScaraIk, ReversedAxesAndAMiddlePrismaticJointAreHandled) {
  // z down for joint 2, the prismatic joint second in the chain.
  std::vector<Coordinate> coordinates = {
      {"a"}, {"s", JointType::prismatic, {-0.2, 0.2}}, {"b"}, {"c"}};
  std::vector<Joint> joints(4);
  joints[0] = {"a",
               JointType::revolute,
               translation(0, 0, 0.4),
               Eigen::Vector3d::UnitZ(),
               Eigen::Isometry3d::Identity(),
               0.1,
               {{0, 1.0}}};
  joints[1] = {"s",
               JointType::prismatic,
               translation(0.3, 0, 0),
               -Eigen::Vector3d::UnitZ(),
               Eigen::Isometry3d::Identity(),
               0.0,
               {{1, 1.0}}};
  joints[2] = {"b",
               JointType::revolute,
               Eigen::Isometry3d::Identity(),
               -Eigen::Vector3d::UnitZ(),
               Eigen::Isometry3d::Identity(),
               0.0,
               {{2, 1.0}}};
  joints[3] = {"c",
               JointType::revolute,
               translation(0.25, 0.02, -0.1),
               Eigen::Vector3d::UnitZ(),
               Eigen::Isometry3d::Identity(),
               -0.3,
               {{3, 1.0}}};
  const SerialChain chain("odd scara", coordinates, joints, Eigen::Isometry3d::Identity(),
                          translation(0.01, 0, -0.05));
  const ScaraIk ik(chain);
  std::mt19937 random(8);
  for (int i = 0; i < 200; ++i) {
    const Eigen::VectorXd q = testing::random_configuration(chain, random, 1e-3);
    const Eigen::Isometry3d pose = forward_kinematics(chain, q);
    const IkResult result = ik.solve(pose);
    ASSERT_TRUE(result.reachable()) << result.failure;
    for (const IkSolution& s : result.solutions)
      EXPECT_LT(position_distance(forward_kinematics(chain, s.q), pose), 1e-10);
    bool original = false;
    for (const IkSolution& s : result.solutions)
      original = original || (s.q - chain.closest_equivalent(q, s.q)).norm() < 1e-8;
    EXPECT_TRUE(original);
  }
}

TEST(ScaraIk, SixAxisArmIsNotAScara) {
  EXPECT_THROW(ScaraIk{seed000_robot6().chain()}, ModelError);
  EXPECT_NE(ScaraIk::mismatch(mg400().chain()).find("four joints"), std::string::npos);
}

}  // namespace
}  // namespace acausal::kinematics
