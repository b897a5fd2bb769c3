// Seed 000 robot (Table 1, modified DH, signs of Craig's PUMA 560): its
// frames, FK/IK round trips, and the circle of Sec. 2.4 tracked by the closed
// form with continuous joint velocities.
#include <cmath>
#include <numbers>
#include <optional>
#include <random>

#include <gtest/gtest.h>

#include "kinematics/forward_kinematics.hpp"
#include "kinematics/jacobians.hpp"
#include "kinematics/robot_catalog.hpp"
#include "kinematics/rotations.hpp"
#include "kinematics/trajectory_cartesian.hpp"
#include "kinematics/trajectory_cycloidal.hpp"
#include "kinematics/transforms.hpp"
#include "kinematics_test_support.hpp"

namespace acausal::kinematics {
namespace {

constexpr double kPi = std::numbers::pi;

TEST(Seed000Robot, TableAsEncoded) {
  const DhTable table = seed000_robot6_table();
  EXPECT_EQ(table.convention, DhConvention::modified);
  ASSERT_EQ(table.rows.size(), 6u);
  // (a_{i−1} [mm], α_{i−1} [deg], d_i [mm]) of Table 1, minus signs restored.
  const double expected[6][3] = {{0, 0, 500},     {150, -90, 0}, {400, 0, 0},
                                 {100, -90, 540}, {0, 90, 0},    {0, -90, 100}};
  for (std::size_t i = 0; i < 6; ++i) {
    EXPECT_NEAR(table.rows[i].a * 1000, expected[i][0], 1e-12);
    EXPECT_NEAR(table.rows[i].alpha * 180 / kPi, expected[i][1], 1e-12);
    EXPECT_NEAR(table.rows[i].d * 1000, expected[i][2], 1e-12);
  }
  EXPECT_EQ(seed000_robot6().closed_form(), ClosedFormIk::spherical_wrist);
}

TEST(Seed000Robot, ZeroAndHomePoses) {
  const Robot robot = seed000_robot6();
  // Zero: upper arm horizontal, forearm down, tool down — the circle's orientation.
  const Eigen::Isometry3d zero = robot.forward_kinematics(Eigen::VectorXd::Zero(6));
  EXPECT_TRUE(zero.translation().isApprox(Eigen::Vector3d(0.65, 0, -0.14), 1e-14));
  EXPECT_LT((zero.linear() - from_euler_zyz({0, kPi, kPi})).norm(), 1e-14);
  // θ2 = −90°: upper arm up, forearm forward, tool forward (the usual home pose).
  Eigen::VectorXd home = Eigen::VectorXd::Zero(6);
  home[1] = -kPi / 2;
  const Eigen::Isometry3d h = robot.forward_kinematics(home);
  EXPECT_TRUE(
      h.translation().isApprox(Eigen::Vector3d(0.15 + 0.54 + 0.10, 0, 0.5 + 0.4 + 0.1), 1e-14));
  EXPECT_TRUE((h.linear() * Eigen::Vector3d::UnitZ()).isApprox(Eigen::Vector3d::UnitX(), 1e-14));
}

TEST(Seed000Robot, ClosedFormRoundTripsOnEveryBranch) {
  const Robot robot = seed000_robot6();
  std::mt19937 random(2024);
  for (int i = 0; i < 500; ++i) {
    const Eigen::VectorXd q = testing::random_configuration(robot.chain(), random, 1e-3);
    const Eigen::Isometry3d pose = robot.forward_kinematics(q);
    const IkResult result = robot.inverse_kinematics(pose);
    ASSERT_TRUE(result.reachable());
    for (const IkSolution& s : result.solutions) {
      EXPECT_LT(position_distance(robot.forward_kinematics(s.q), pose), 1e-9);
      EXPECT_LT(orientation_distance(robot.forward_kinematics(s.q), pose), 1e-9);
    }
  }
}

// Sec. 2.4: x = 600 + 100 cos θ(t), y = 100 sin θ(t), z = 500 mm, ZYZ (0, 180°,
// 180°), θ(t) = 2π((t − t0)/T − sin(2π(t − t0)/T)/(2π)), t0 = 0, T = 2 s.
CartesianCircle seed_circle() {
  const Eigen::Matrix3d down = from_euler_zyz({0, kPi, kPi});
  return CartesianCircle({0.6, 0, 0.5}, Eigen::Vector3d::UnitZ(),
                         make_transform(down, {0.7, 0, 0.5}), 2 * kPi, down,
                         TimeLaw::cycloidal(2.0));
}

TEST(Seed000Robot, CirclePathIsTheSeedsFormula) {
  const CartesianCircle circle = seed_circle();
  const CycloidalTrajectory theta(Eigen::VectorXd::Zero(1), Eigen::VectorXd::Constant(1, 2 * kPi),
                                  2.0);
  for (double t = 0; t <= 2.0; t += 0.01) {
    const double angle = theta.sample(t).position[0];
    const double rate = theta.sample(t).velocity[0];
    const CartesianSample s = circle.sample(t);
    EXPECT_NEAR(s.pose.translation().x(), 0.6 + 0.1 * std::cos(angle), 1e-14);
    EXPECT_NEAR(s.pose.translation().y(), 0.1 * std::sin(angle), 1e-14);
    EXPECT_NEAR(s.pose.translation().z(), 0.5, 1e-14);
    EXPECT_NEAR(s.linear_velocity.x(), -0.1 * std::sin(angle) * rate, 1e-13);
    EXPECT_NEAR(s.linear_velocity.y(), 0.1 * std::cos(angle) * rate, 1e-13);
    EXPECT_LT(s.angular_velocity.norm(), 1e-15);
  }
}

TEST(Seed000Robot, CircleTrackedByClosedFormWithContinuousJointVelocities) {
  const Robot robot = seed000_robot6();
  const CartesianCircle circle = seed_circle();
  const ArmConfiguration branch{Shoulder::right, Elbow::up, Wrist::no_flip};
  const double dt = 1e-3;
  std::optional<Eigen::VectorXd> previous;
  Eigen::VectorXd previous_rate = Eigen::VectorXd::Zero(6);
  double largest_rate_jump = 0, largest_rate = 0, smallest_sigma = 1e9;
  for (int k = 0; k <= 2000; ++k) {
    const double t = k * dt;
    const CartesianSample target = circle.sample(t);
    const IkResult result = robot.inverse_kinematics(target.pose, branch, previous);
    ASSERT_EQ(result.solutions.size(), 1u) << "t = " << t << ": " << result.failure;
    Eigen::VectorXd q = result.solutions[0].q;
    if (previous) q = robot.chain().closest_equivalent(q, *previous);
    EXPECT_LT(position_distance(robot.forward_kinematics(q), target.pose), 1e-12);
    EXPECT_LT(orientation_distance(robot.forward_kinematics(q), target.pose), 1e-12);
    // Joint velocity from the Jacobian and the path's twist ...
    const Eigen::MatrixXd jacobian = geometric_jacobian(robot.chain(), q);
    Eigen::Matrix<double, 6, 1> twist;
    twist << target.linear_velocity, target.angular_velocity;
    const Eigen::VectorXd rate = jacobian.partialPivLu().solve(twist);
    smallest_sigma =
        std::min(smallest_sigma, analyse_singularity(robot.chain(), q).smallest_singular_value);
    // ... agrees with the difference of consecutive IK solutions (no branch jump).
    if (previous) {
      const Eigen::VectorXd difference = (q - *previous) / dt;
      EXPECT_LT((difference - (rate + previous_rate) / 2).cwiseAbs().maxCoeff(), 1e-4)
          << "t = " << t;
      largest_rate_jump = std::max(largest_rate_jump, (rate - previous_rate).cwiseAbs().maxCoeff());
    }
    largest_rate = std::max(largest_rate, rate.cwiseAbs().maxCoeff());
    previous = q;
    previous_rate = rate;
  }
  // At rest at both ends (cycloidal time law); continuous in between: one
  // millisecond changes no joint rate by more than 0.02 rad/s (the largest
  // joint acceleration is about 15 rad/s²); a change of branch would jump by
  // whole rad/s and break the difference check above.
  EXPECT_LT(previous_rate.norm(), 1e-12);
  EXPECT_LT(largest_rate_jump, 0.02);
  EXPECT_GT(largest_rate, 0.1);     // the joints do move
  EXPECT_GT(smallest_sigma, 0.01);  // never near a singularity
}

}  // namespace
}  // namespace acausal::kinematics
