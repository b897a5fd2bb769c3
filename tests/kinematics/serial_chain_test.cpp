// SerialChain: validation messages, joint values of driven joints, limits and
// coupled ranges, whole-turn wrapping.
#include "kinematics/serial_chain.hpp"

#include <numbers>

#include <gtest/gtest.h>

#include "core/errors.hpp"
#include "kinematics/transforms.hpp"

namespace acausal::kinematics {
namespace {

constexpr double kPi = std::numbers::pi;

SerialChain two_link(JointLimit limit = {-kPi / 2, 3 * kPi}) {
  std::vector<Coordinate> coordinates = {{"a", JointType::revolute, limit},
                                         {"b", JointType::prismatic, {0.0, 0.5}}};
  std::vector<Joint> joints(3);
  joints[0].drive = {{0, 1.0}};
  joints[1].type = JointType::prismatic;
  joints[1].axis = Eigen::Vector3d(0, 0, 2);  // normalised on construction
  joints[1].drive = {{1, 1.0}};
  joints[2].drive = {{0, -2.0}, {1, 0.5}};
  joints[2].offset = 0.1;
  return SerialChain("two", coordinates, joints, Eigen::Isometry3d::Identity(),
                     Eigen::Isometry3d::Identity(), {{"a + b", {{0, 1.0}, {1, 1.0}}, -1.0, 1.0}});
}

TEST(SerialChain, DrivenJointFollowsItsCoordinates) {
  const SerialChain chain = two_link();
  EXPECT_EQ(chain.dof(), 2);
  EXPECT_EQ(chain.joint_count(), 3);
  EXPECT_FALSE(chain.one_coordinate_per_joint());
  EXPECT_DOUBLE_EQ(chain.joints()[1].axis.norm(), 1.0);
  const Eigen::VectorXd values = chain.joint_values(Eigen::Vector2d(0.3, 0.2));
  EXPECT_DOUBLE_EQ(values[0], 0.3);
  EXPECT_DOUBLE_EQ(values[1], 0.2);
  EXPECT_DOUBLE_EQ(values[2], 0.1 - 0.6 + 0.1);
}

TEST(SerialChain, LimitsAndCoupledRangesAreReportedByName) {
  const SerialChain chain = two_link();
  EXPECT_TRUE(chain.within_limits(Eigen::Vector2d(0.3, 0.2)));
  const auto box = chain.limit_violations(Eigen::Vector2d(-2.0, 0.2));
  ASSERT_EQ(box.size(), 2u);  // a = −2 is below −π/2; a + b = −1.8 is outside [−1, 1]
  EXPECT_NE(box[0].find("a = -2 outside [-1.5708, 9.42478]"), std::string::npos);
  EXPECT_NE(box[1].find("a + b = -1.8"), std::string::npos);
  const auto coupled = chain.limit_violations(Eigen::Vector2d(0.9, 0.4));
  ASSERT_EQ(coupled.size(), 1u);
  EXPECT_NE(coupled[0].find("a + b = 1.3"), std::string::npos);
  EXPECT_FALSE(chain.within_limits(Eigen::Vector2d(0.9, 0.4)));
  EXPECT_TRUE(
      chain.clamp_to_limits(Eigen::Vector2d(-3, 0.9)).isApprox(Eigen::Vector2d(-kPi / 2, 0.5)));
}

TEST(SerialChain, WrapIntoLimitsPrefersThePrincipalTurn) {
  const SerialChain chain = two_link();
  Eigen::VectorXd q = Eigen::Vector2d(0.5 + 4 * kPi, 0.1);
  EXPECT_TRUE(chain.wrap_into_limits(q));
  EXPECT_NEAR(q[0], 0.5, 1e-12);
  q = Eigen::Vector2d(-2.0, 0.1);  // −2 is below −π/2, but −2 + 2π is inside
  EXPECT_TRUE(chain.wrap_into_limits(q));
  EXPECT_NEAR(q[0], -2.0 + 2 * kPi, 1e-12);
  const SerialChain narrow = two_link({-0.1, 0.1});
  q = Eigen::Vector2d(1.0, 0.1);
  EXPECT_FALSE(narrow.wrap_into_limits(q));
}

TEST(SerialChain, ClosestEquivalentKeepsTrackedAnglesContinuous) {
  const SerialChain chain = two_link();
  const Eigen::VectorXd q =
      chain.closest_equivalent(Eigen::Vector2d(-3.1, 0.2), Eigen::Vector2d(3.1, 0.2));
  EXPECT_NEAR(q[0], -3.1 + 2 * kPi, 1e-12);
}

TEST(SerialChain, InvalidDescriptionsAreRejectedWithTheReason) {
  std::vector<Joint> joints(1);
  joints[0].drive = {{1, 1.0}};
  try {
    SerialChain("bad", {{"q1"}}, joints);
    FAIL();
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("drive names coordinate 1"), std::string::npos);
  }
  joints[0].drive = {{0, 1.0}};
  joints[0].axis = Eigen::Vector3d::Zero();
  EXPECT_THROW(SerialChain("bad", {{"q1"}}, joints), ModelError);
  joints[0].axis = Eigen::Vector3d::UnitZ();
  EXPECT_THROW(SerialChain("bad", {{"q1"}, {"unused"}}, joints), ModelError);
  EXPECT_THROW(SerialChain("bad", {{"q1", JointType::revolute, {1.0, -1.0}}}, joints), ModelError);
  const SerialChain ok("ok", {{"q1"}}, joints);
  EXPECT_THROW(ok.check_coordinates(Eigen::Vector2d(0, 0), "test"), ModelError);
  EXPECT_THROW(ok.check_coordinates(Eigen::VectorXd::Constant(1, std::nan("")), "test"),
               ModelError);
}

TEST(SerialChain, WithBaseAndToolReplaceOnlyThoseTransforms) {
  const SerialChain chain = two_link();
  const SerialChain moved = chain.with_base(translation(1, 2, 3)).with_tool(translation(0, 0, 1));
  EXPECT_TRUE(moved.base().translation().isApprox(Eigen::Vector3d(1, 2, 3)));
  EXPECT_TRUE(moved.tool().translation().isApprox(Eigen::Vector3d(0, 0, 1)));
  EXPECT_TRUE(chain.base().isApprox(Eigen::Isometry3d::Identity()));
  EXPECT_EQ(moved.joint_count(), chain.joint_count());
}

}  // namespace
}  // namespace acausal::kinematics
