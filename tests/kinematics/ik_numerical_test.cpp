// Numerical IK: converges on every seed robot, agrees with the closed forms,
// honours limits and weights, and never reports a false success.
#include "kinematics/ik_numerical.hpp"

#include <chrono>
#include <cmath>
#include <random>

#include <gtest/gtest.h>

#include "core/errors.hpp"
#include "kinematics/dh_robot.hpp"
#include "kinematics/forward_kinematics.hpp"
#include "kinematics/robot_catalog.hpp"
#include "kinematics/transforms.hpp"
#include "kinematics_test_support.hpp"

namespace acausal::kinematics {
namespace {

TEST(NumericalIk, ConvergesFromNearbyStartsOnEverySeedRobot) {
  std::mt19937 random(501);
  std::normal_distribution<double> nudge(0.0, 0.1);
  for (const std::string& name : builtin_robot_names()) {
    const SerialChain chain = builtin_robot(name).chain();
    const NumericalIk ik(chain);
    int converged = 0;
    for (int i = 0; i < 200; ++i) {
      const Eigen::VectorXd q = testing::random_configuration(chain, random, 0.05);
      const Eigen::Isometry3d pose = forward_kinematics(chain, q);
      Eigen::VectorXd start = q;
      for (int k = 0; k < chain.dof(); ++k) start[k] += nudge(random);
      const NumericalIkReport report = ik.solve(pose, start);
      if (!report.converged) continue;
      ++converged;
      const Eigen::Isometry3d reached = forward_kinematics(chain, report.q);
      EXPECT_LT(position_distance(reached, pose), 1e-10) << name;
      EXPECT_LT(orientation_distance(reached, pose), 1e-10) << name;
      EXPECT_TRUE(chain.within_limits(report.q)) << name;
      EXPECT_EQ(report.termination, IkTermination::converged);
    }
    EXPECT_GE(converged, 195) << name;  // a few starts may stall at a joint limit
  }
}

TEST(NumericalIk, NeverClaimsSuccessForAnUnreachablePose) {
  const SerialChain chain = seed000_robot6().chain();
  const NumericalIk ik(chain, {.max_iterations = 100, .restarts = 3});
  const Eigen::Isometry3d far = translation(3, 0, 0.5);
  const NumericalIkReport report = ik.solve(far, Eigen::VectorXd::Zero(6));
  EXPECT_FALSE(report.converged);
  EXPECT_NE(report.termination, IkTermination::converged);
  EXPECT_EQ(report.starts, 4);
  // The report is honest about the best it found: FK of q is that far away.
  const double gap = position_distance(forward_kinematics(chain, report.q), far);
  EXPECT_NEAR(report.position_error, gap, 1e-12);
  // The shoulder axis passes 2.85 m from the target; arm and tool reach 1.049 m.
  EXPECT_GT(report.position_error, 2.85 - 0.4 - std::hypot(0.1, 0.54) - 0.1);
  EXPECT_NE(report.message.find("did not converge"), std::string::npos);
  EXPECT_NE(report.message.find("probably unreachable"), std::string::npos);
}

TEST(NumericalIk, RespectsJointLimitsAndReportsWhenTheyBlock) {
  DhTable table = seed000_robot6_table();
  for (DhRow& row : table.rows) row.limit = {-0.5, 0.5};
  const SerialChain chain = make_chain(table);
  const NumericalIk ik(chain, {.restarts = 4});
  // A pose of θ1 = 1.2: outside the narrowed range for every solution.
  const Eigen::VectorXd q = (Eigen::VectorXd(6) << 1.2, -0.3, 0.2, 0.1, 0.4, 0.1).finished();
  const NumericalIkReport report =
      ik.solve(forward_kinematics(seed000_robot6().chain(), q), Eigen::VectorXd::Zero(6));
  EXPECT_FALSE(report.converged);
  EXPECT_TRUE(chain.within_limits(report.q));  // every iterate is kept inside
  EXPECT_GT(report.position_error, 0.05);
}

TEST(NumericalIk, ZeroWeightsFreeComponents) {
  // Position only: any orientation will do.
  const SerialChain chain = seed000_robot6().chain();
  Vector6d weights;
  weights << 1, 1, 1, 0, 0, 0;
  const NumericalIk ik(chain, {.weights = weights});
  const Eigen::Isometry3d target = make_transform_rpy({0.6, 0.2, 0.4}, {0.3, 2.0, -1.0});
  const NumericalIkReport report = ik.solve(target, Eigen::VectorXd::Zero(6));
  ASSERT_TRUE(report.converged) << report.message;
  EXPECT_LT(position_distance(forward_kinematics(chain, report.q), target), 1e-10);
  EXPECT_EQ(report.orientation_error, 0.0);  // not counted
  EXPECT_GT(orientation_distance(forward_kinematics(chain, report.q), target), 1e-3);
}

TEST(NumericalIk, AgreesWithTheClosedFormNearTheSameBranch) {
  const Robot robot = seed000_robot6();
  const NumericalIk ik(robot.chain());
  const Eigen::VectorXd q = (Eigen::VectorXd(6) << 0.4, -1.0, 0.3, 0.5, 0.8, -0.6).finished();
  const Eigen::Isometry3d pose = robot.forward_kinematics(q);
  const IkResult closed = robot.inverse_kinematics(pose);
  ASSERT_EQ(closed.solutions.size(), 8u);
  for (const IkSolution& s : closed.solutions) {
    const NumericalIkReport report = ik.solve(pose, s.q + Eigen::VectorXd::Constant(6, 0.05));
    ASSERT_TRUE(report.converged) << report.message;
    EXPECT_LT((report.q - s.q).cwiseAbs().maxCoeff(), 1e-8) << s.configuration.to_string();
  }
}

TEST(NumericalIk, RejectsNonsenseOptions) {
  const SerialChain chain = mg400().chain();
  EXPECT_THROW(NumericalIk(chain, {.max_iterations = 0}), ModelError);
  Vector6d negative = Vector6d::Ones();
  negative[2] = -1;
  EXPECT_THROW(NumericalIk(chain, {.weights = negative}), ModelError);
  EXPECT_THROW(NumericalIk(chain).solve(Eigen::Isometry3d::Identity(), Eigen::VectorXd::Zero(3)),
               ModelError);
}

}  // namespace
}  // namespace acausal::kinematics

namespace acausal::kinematics {
namespace {

// Issue 14: IK on a 1000-joint DH chain used to solve a 1000×1000 system per
// damping attempt and did not return; the task-space step is 6×6.
TEST(NumericalIk, AThousandJointChainIsSolvedInTaskSpaceQuickly) {
  DhTable table;
  table.name = "snake";
  for (int i = 0; i < 1000; ++i)
    table.rows.push_back(DhRow{.name = "q" + std::to_string(i + 1),
                               .a = 0.001,
                               .alpha = (i % 2 == 0) ? 1.5707963267948966 : -1.5707963267948966});
  const SerialChain chain = make_chain(table);
  Eigen::VectorXd q = Eigen::VectorXd::Constant(chain.dof(), 0.002);
  const Eigen::Isometry3d pose = forward_kinematics(chain, q);
  const NumericalIk ik(chain, {.max_iterations = 50});
  const auto begin = std::chrono::steady_clock::now();
  const NumericalIkReport report = ik.solve(pose, Eigen::VectorXd::Zero(chain.dof()));
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  EXPECT_TRUE(report.converged) << report.message;
  EXPECT_LT(position_distance(forward_kinematics(chain, report.q), pose), 1e-9);
  EXPECT_LT(seconds, 20.0);
}

}  // namespace
}  // namespace acausal::kinematics
