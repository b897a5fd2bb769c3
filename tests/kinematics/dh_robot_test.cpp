// DH tables: each convention's row transform is the textbook matrix, and the
// chain built from a table has the DH frames as link frames.
#include "kinematics/dh_robot.hpp"

#include <cmath>
#include <random>

#include <gtest/gtest.h>

#include "kinematics/forward_kinematics.hpp"
#include "kinematics/transforms.hpp"

namespace acausal::kinematics {
namespace {

DhRow row(JointType type, double a, double alpha, double d, double theta, double offset = 0) {
  DhRow r;
  r.type = type;
  r.a = a;
  r.alpha = alpha;
  r.d = d;
  r.theta = theta;
  r.offset = offset;
  return r;
}

TEST(DhRobot, StandardRowIsSicilianosMatrix) {
  const double a = 0.3, alpha = 0.7, d = -0.2, theta = 1.1;
  const double ct = std::cos(theta), st = std::sin(theta), ca = std::cos(alpha),
               sa = std::sin(alpha);
  Eigen::Matrix4d expected;
  expected << ct, -st * ca, st * sa, a * ct, st, ct * ca, -ct * sa, a * st, 0, sa, ca, d, 0, 0, 0,
      1;
  const auto revolute =
      dh_transform(DhConvention::standard, row(JointType::revolute, a, alpha, d, 9), theta);
  EXPECT_LT((revolute.matrix() - expected).norm(), 1e-15);
  const auto prismatic =
      dh_transform(DhConvention::standard, row(JointType::prismatic, a, alpha, 9, theta), d);
  EXPECT_LT((prismatic.matrix() - expected).norm(), 1e-15);
}

TEST(DhRobot, ModifiedRowIsCraigsMatrix) {
  const double a = 0.3, alpha = 0.7, d = -0.2, theta = 1.1;
  const double ct = std::cos(theta), st = std::sin(theta), ca = std::cos(alpha),
               sa = std::sin(alpha);
  Eigen::Matrix4d expected;
  expected << ct, -st, 0, a, st * ca, ct * ca, -sa, -sa * d, st * sa, ct * sa, ca, ca * d, 0, 0, 0,
      1;
  const auto revolute =
      dh_transform(DhConvention::modified, row(JointType::revolute, a, alpha, d, 9), theta);
  EXPECT_LT((revolute.matrix() - expected).norm(), 1e-15);
  const auto prismatic =
      dh_transform(DhConvention::modified, row(JointType::prismatic, a, alpha, 9, theta), d);
  EXPECT_LT((prismatic.matrix() - expected).norm(), 1e-15);
}

TEST(DhRobot, ChainLinkFramesAreTheProductsOfRowTransforms) {
  std::mt19937 random(5);
  std::uniform_real_distribution<double> u(-1.5, 1.5);
  for (const DhConvention convention : {DhConvention::standard, DhConvention::modified}) {
    DhTable table;
    table.name = "random";
    table.convention = convention;
    for (int i = 0; i < 7; ++i)
      table.rows.push_back(row(i % 3 == 2 ? JointType::prismatic : JointType::revolute, u(random),
                               u(random), u(random), u(random), u(random)));
    table.base = make_transform_rpy({0.1, 0.2, 0.3}, {0.3, -0.2, 0.1});
    table.tool = make_transform_rpy({0, 0, 0.15}, {0, 0.5, 0});
    const SerialChain chain = make_chain(table);
    ASSERT_EQ(chain.dof(), 7);
    ASSERT_TRUE(chain.one_coordinate_per_joint());
    Eigen::VectorXd q(7);
    for (int i = 0; i < 7; ++i) q[i] = u(random);
    const ChainFrames frames = compute_frames(chain, q);
    Eigen::Isometry3d expected = table.base;
    for (int i = 0; i < 7; ++i) {
      const DhRow& r = table.rows[static_cast<std::size_t>(i)];
      expected = expected * dh_transform(convention, r, r.offset + q[i]);
      EXPECT_LT(
          (frames.link_frames[static_cast<std::size_t>(i)].matrix() - expected.matrix()).norm(),
          1e-13);
    }
    EXPECT_LT((frames.tool.matrix() - (expected * table.tool).matrix()).norm(), 1e-13);
  }
}

TEST(DhRobot, CoupledRowUsesTheNamedCoordinates) {
  DhTable table;
  table.convention = DhConvention::standard;
  table.rows = {row(JointType::revolute, 1, 0, 0, 0), row(JointType::revolute, 1, 0, 0, 0),
                row(JointType::revolute, 1, 0, 0, 0)};
  table.rows[2].coupling = {{0, -1.0}, {1, -1.0}};  // keeps the last link parallel to x
  const SerialChain chain = make_chain(table);
  EXPECT_EQ(chain.dof(), 2);
  const Eigen::Isometry3d tool = forward_kinematics(chain, Eigen::Vector2d(0.4, 0.9));
  EXPECT_TRUE(tool.linear().isApprox(Eigen::Matrix3d::Identity(), 1e-14));
  EXPECT_NEAR(tool.translation().x(), std::cos(0.4) + std::cos(1.3) + 1, 1e-14);
  EXPECT_NEAR(tool.translation().y(), std::sin(0.4) + std::sin(1.3), 1e-14);
}

}  // namespace
}  // namespace acausal::kinematics
