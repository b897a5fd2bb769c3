// Frame kinematics of the tree against the kinematics module (link frames,
// geometric Jacobian), against the Euler-Lagrange model's link Jacobians, and
// accelerations against the time derivative of velocities.
#include <random>

#include <gtest/gtest.h>

#include "dynamics/frame_kinematics.hpp"
#include "dynamics/seed000_inertia.hpp"
#include "dynamics_test_support.hpp"
#include "kinematics/forward_kinematics.hpp"
#include "kinematics/jacobians.hpp"
#include "kinematics/robot_catalog.hpp"

namespace acausal::dynamics {
namespace {

using testing::random_vector;

TEST(FrameKinematics, BodyPosesAreTheChainsLinkFrames) {
  const kinematics::SerialChain chain = kinematics::seed000_robot6().chain();
  const RigidBodyTree tree = seed000_rigid_body_tree();
  DynamicsWorkspace ws(tree);
  std::mt19937 random(21);
  for (int trial = 0; trial < 100; ++trial) {
    const Eigen::VectorXd q = random_vector(random, 6, testing::kPi);
    update_frame_kinematics(tree, ws, q);
    const kinematics::ChainFrames frames = kinematics::compute_frames(chain, q);
    for (int i = 0; i < 6; ++i) {
      const Eigen::Isometry3d pose = body_pose(ws, i);
      const Eigen::Isometry3d& expected = frames.link_frames[static_cast<std::size_t>(i)];
      EXPECT_LT((pose.translation() - expected.translation()).norm(), 1e-14);
      EXPECT_LT((pose.linear() - expected.linear()).norm(), 1e-14);
    }
  }
}

TEST(FrameKinematics, FlangeVelocityIsTheGeometricJacobianTimesQd) {
  const kinematics::SerialChain chain = kinematics::seed000_robot6().chain();
  const RigidBodyTree tree = seed000_rigid_body_tree();
  DynamicsWorkspace ws(tree);
  std::mt19937 random(22);
  for (int trial = 0; trial < 100; ++trial) {
    const Eigen::VectorXd q = random_vector(random, 6, testing::kPi);
    const Eigen::VectorXd qd = random_vector(random, 6, 2.0);
    update_frame_kinematics(tree, ws, q, qd);
    const Eigen::VectorXd expected = kinematics::geometric_jacobian(chain, q) * qd;  // [v; ω]
    const SpatialVector twist = body_velocity_in_world(ws, 5);                       // [ω; v]
    EXPECT_LT((twist.tail<3>() - expected.head(3)).norm(), 1e-13);
    EXPECT_LT((twist.head<3>() - expected.tail(3)).norm(), 1e-13);
  }
}

TEST(FrameKinematics, CentreOfMassVelocitiesMatchTheLinkJacobians) {
  const RigidBodyTree tree = seed000_rigid_body_tree();
  const EulerLagrangeModel lagrange = seed000_euler_lagrange_model();
  DynamicsWorkspace ws(tree);
  std::mt19937 random(23);
  for (int trial = 0; trial < 50; ++trial) {
    const Eigen::VectorXd q = random_vector(random, 6, testing::kPi);
    const Eigen::VectorXd qd = random_vector(random, 6, 2.0);
    update_frame_kinematics(tree, ws, q, qd);
    const auto jacobians = lagrange.link_jacobians(q);
    for (int i = 0; i < 6; ++i) {
      const SpatialVector twist = body_velocity_in_world(ws, i);
      const Eigen::Vector3d offset =
          center_of_mass_in_world(tree, ws, i) - body_pose(ws, i).translation();
      const Eigen::Vector3d com_velocity = twist.tail<3>() + twist.head<3>().cross(offset);
      const auto& jacobian = jacobians[static_cast<std::size_t>(i)];
      EXPECT_LT((com_velocity - jacobian.linear * qd).norm(), 1e-13);
      EXPECT_LT((twist.head<3>() - jacobian.angular * qd).norm(), 1e-13);
    }
  }
}

TEST(FrameKinematics, AccelerationsAreTheDerivativesOfVelocities) {
  // Along q(t) = q + q̇t + q̈t²/2 the body velocities at t = ±h, differenced,
  // give the classical accelerations at t = 0 (central difference, O(h²)).
  std::mt19937 random(24);
  const RigidBodyTree tree = testing::random_tree(random, {-1, 0, 1, 1, 3, 0, 5}, true);
  DynamicsWorkspace ws(tree), plus(tree), minus(tree);
  const int n = tree.dof();
  for (int trial = 0; trial < 20; ++trial) {
    const Eigen::VectorXd q = random_vector(random, n, 2.0);
    const Eigen::VectorXd qd = random_vector(random, n, 1.0);
    const Eigen::VectorXd qdd = random_vector(random, n, 3.0);
    const double h = 1e-5;
    update_frame_kinematics(tree, ws, q, qd, qdd);
    update_frame_kinematics(tree, plus, q + h * qd + h * h / 2 * qdd, qd + h * qdd);
    update_frame_kinematics(tree, minus, q - h * qd + h * h / 2 * qdd, qd - h * qdd);
    for (int i = 0; i < n; ++i) {
      const SpatialVector difference =
          (body_velocity_in_world(plus, i) - body_velocity_in_world(minus, i)) / (2 * h);
      EXPECT_LT((body_acceleration_in_world(ws, i) - difference).norm(), 1e-8) << "body " << i;
    }
  }
}

TEST(FrameKinematics, SecondCallOnOneWorkspaceLeavesNoStaleState) {
  const RigidBodyTree tree = seed000_rigid_body_tree();
  DynamicsWorkspace reused(tree);
  std::mt19937 random(25);
  const Eigen::VectorXd q1 = random_vector(random, 6, 3), q2 = random_vector(random, 6, 3);
  const Eigen::VectorXd qd = random_vector(random, 6, 2), qdd = random_vector(random, 6, 2);
  update_frame_kinematics(tree, reused, q1, qd, qdd);
  update_frame_kinematics(tree, reused, q2, qd, qdd);
  DynamicsWorkspace fresh(tree);
  update_frame_kinematics(tree, fresh, q2, qd, qdd);
  for (int i = 0; i < 6; ++i) {
    const auto k = static_cast<std::size_t>(i);
    EXPECT_EQ(reused.velocity[k], fresh.velocity[k]);
    EXPECT_EQ(reused.acceleration[k], fresh.acceleration[k]);
    EXPECT_TRUE(body_pose(reused, i).isApprox(body_pose(fresh, i), 0));
  }
}

}  // namespace
}  // namespace acausal::dynamics
