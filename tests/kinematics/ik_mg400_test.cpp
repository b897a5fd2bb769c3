// MG400 kinematics: the chain equals eq. (6) and the standard-DH Table 2 with
// the parallelogram as a driven row; eq. (27) round-trips over the ranges.
#include "kinematics/ik_mg400.hpp"

#include <cmath>
#include <numbers>
#include <random>

#include <gtest/gtest.h>

#include "kinematics/dh_robot.hpp"
#include "kinematics/forward_kinematics.hpp"
#include "kinematics/robot_catalog.hpp"
#include "kinematics/rotations.hpp"
#include "kinematics/transforms.hpp"
#include "kinematics_test_support.hpp"

namespace acausal::kinematics {
namespace {

using testing::kDeg;

// Seed 001, eq. (6), in metres.
Eigen::Vector3d equation6(const Eigen::VectorXd& q) {
  const double r = 0.175 * std::cos(q[1] + q[2]) + 0.175 * std::sin(q[1]) + 0.1095;
  return {r * std::cos(q[0]), r * std::sin(q[0]),
          0.175 * std::cos(q[1]) - 0.175 * std::sin(q[1] + q[2]) + 0.192};
}

TEST(Mg400, ChainIsEquation6AndTable2) {
  const SerialChain chain = mg400().chain();
  const SerialChain table2 = make_chain(mg400_standard_dh_table());
  EXPECT_EQ(table2.dof(), 4);
  std::mt19937 random(400);
  for (int i = 0; i < 500; ++i) {
    const Eigen::VectorXd q = testing::random_configuration(chain, random);
    const Eigen::Isometry3d pose = forward_kinematics(chain, q);
    EXPECT_LT((pose.translation() - equation6(q)).norm(), 1e-15);
    // The flange stays level and turns by θ1 + θ4.
    EXPECT_LT((pose.linear() - rotation_z(q[0] + q[3])).norm(), 1e-14);
    EXPECT_LT((forward_kinematics(table2, q).matrix() - pose.matrix()).norm(), 1e-14);
  }
  // Zero angles: Table 1 places A4 at (279.5, 0, 367) mm with J1 at x = −5 mm.
  const Eigen::Vector3d zero = forward_kinematics(chain, Eigen::VectorXd::Zero(4)).translation();
  EXPECT_TRUE(zero.isApprox(Eigen::Vector3d(0.2845, 0, 0.367), 1e-14));
}

TEST(Mg400, RoundTripsOverThousandsOfConfigurationsInTheRanges) {
  const Mg400Ik ik;
  std::mt19937 random(401);
  int recovered = 0;
  const int poses = 3000;
  for (int i = 0; i < poses; ++i) {
    const Eigen::VectorXd q = testing::random_configuration(ik.chain(), random, 1e-3);
    const Eigen::Isometry3d pose = forward_kinematics(ik.chain(), q);
    const IkResult result = ik.solve(pose);
    ASSERT_TRUE(result.reachable()) << result.failure;
    for (const IkSolution& s : result.solutions) {
      EXPECT_LT(position_distance(forward_kinematics(ik.chain(), s.q), pose), 1e-10);
      EXPECT_LT(orientation_distance(forward_kinematics(ik.chain(), s.q), pose), 1e-10);
      EXPECT_TRUE(ik.chain().within_limits(s.q));
      bool same = true;
      for (int j = 0; j < 3; ++j) same = same && std::abs(s.q[j] - q[j]) < 1e-8;
      same = same && std::abs(wrap_angle(s.q[3] - q[3])) < 1e-8;
      recovered += same;
    }
  }
  EXPECT_EQ(recovered, poses);
}

TEST(Mg400, OtherBranchOfEquation27IsOutsideTheRangesHere) {
  // The other branch (θ3 = 180° − asin) of Table 3 row 5 needs θ2 = 88.8°,
  // beyond J2's 85°: the solver returns only the in-range branch.
  Mg400Parameters wide = mg400_default_parameters();
  wide.theta2 = {-std::numbers::pi, std::numbers::pi};
  wide.theta3 = {-std::numbers::pi, std::numbers::pi};
  wide.forearm_angle = {-2 * std::numbers::pi, 2 * std::numbers::pi};
  const Eigen::VectorXd q = (Eigen::VectorXd(4) << 97.76, 38.44, -39.66, -187.25).finished() * kDeg;
  const Eigen::Isometry3d pose = forward_kinematics(Mg400Ik().chain(), q);
  const IkResult in_range = Mg400Ik().solve(pose);
  ASSERT_EQ(in_range.solutions.size(), 1u);
  const IkResult unrestricted = Mg400Ik(wide).solve(pose, {.shoulder = Shoulder::right});
  ASSERT_EQ(unrestricted.solutions.size(), 2u);
  const IkSolution* other = unrestricted.find({.shoulder = Shoulder::right, .elbow = Elbow::down});
  ASSERT_NE(other, nullptr);
  EXPECT_NEAR(other->q[1] / kDeg, 88.780, 0.001);
  EXPECT_NEAR(other->q[2] / kDeg, 180 + 39.66 - 360, 1e-9);  // 180° − θ3, wrapped
}

TEST(Mg400, UnreachableAndTiltedTargetsAreExplained) {
  const Mg400Ik ik;
  // 0.8 m out at shoulder height: the wrist point is 0.8 − 0.1095 m from J2
  // horizontally and 0.036 m below it; reach 0.35 m.
  const IkResult far = ik.solve(translation(0.8, 0, 0.228));
  EXPECT_FALSE(far.reachable());
  EXPECT_NEAR(far.distance_to_workspace, std::hypot(0.8 - 0.1095, 0.036) - 0.35, 1e-12);
  EXPECT_NE(far.failure.find("outside the reach"), std::string::npos);
  Eigen::Isometry3d tilted = forward_kinematics(ik.chain(), Eigen::Vector4d(0.1, 0.3, 0.2, 0.0));
  tilted.linear() = tilted.linear() * rotation_y(2 * kDeg);
  const IkResult refused = ik.solve(tilted);
  EXPECT_FALSE(refused.reachable());
  EXPECT_NE(refused.failure.find("tilted 2 deg"), std::string::npos) << refused.failure;
}

TEST(Mg400, CoupledForearmRangeIsEnforced) {
  const SerialChain chain = mg400().chain();
  // θ2 = 80°, θ3 = 30°: both inside their own ranges, θ2 + θ3 = 110° > 105°.
  const Eigen::VectorXd q = Eigen::Vector4d(0, 80 * kDeg, 30 * kDeg, 0);
  EXPECT_FALSE(chain.within_limits(q));
  const auto violations = chain.limit_violations(q);
  ASSERT_EQ(violations.size(), 1u);
  EXPECT_NE(violations[0].find("theta2 + theta3"), std::string::npos);
  const IkResult result = Mg400Ik().solve(forward_kinematics(chain, q));
  EXPECT_FALSE(result.reachable());
  EXPECT_NE(result.failure.find("theta2 + theta3"), std::string::npos) << result.failure;
}

}  // namespace
}  // namespace acausal::kinematics
