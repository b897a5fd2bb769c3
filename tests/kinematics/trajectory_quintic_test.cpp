// Quintic polynomial: boundary conditions, derivatives, the rest-to-rest shape.
#include "kinematics/trajectory_quintic.hpp"

#include <cmath>

#include <gtest/gtest.h>

#include "core/errors.hpp"
#include "kinematics_test_support.hpp"

namespace acausal::kinematics {
namespace {

TEST(QuinticTrajectory, MeetsArbitraryBoundaryConditions) {
  const TrajectorySample start{Eigen::Vector3d(0.1, -0.2, 1.0), Eigen::Vector3d(0.5, 0, -1),
                               Eigen::Vector3d(2, -1, 0)};
  const TrajectorySample end{Eigen::Vector3d(1.1, 0.4, -0.5), Eigen::Vector3d(0, 0.3, 0.2),
                             Eigen::Vector3d(-1, 0, 4)};
  const QuinticTrajectory q(start, end, 1.7, 0.4);
  EXPECT_DOUBLE_EQ(q.start_time(), 0.4);
  EXPECT_DOUBLE_EQ(q.end_time(), 2.1);
  const TrajectorySample a = q.sample(0.4), b = q.sample(2.1);
  EXPECT_LT((a.position - start.position).norm(), 1e-14);
  EXPECT_LT((a.velocity - start.velocity).norm(), 1e-14);
  EXPECT_LT((a.acceleration - start.acceleration).norm(), 1e-14);
  EXPECT_LT((b.position - end.position).norm(), 1e-13);
  EXPECT_LT((b.velocity - end.velocity).norm(), 1e-12);
  EXPECT_LT((b.acceleration - end.acceleration).norm(), 1e-11);
  const auto mismatch = testing::derivative_mismatch(q, testing::interior_times(0.4, 2.1, 50));
  EXPECT_LT(mismatch.velocity, 1e-8);
  EXPECT_LT(mismatch.acceleration, 1e-8);
}

TEST(QuinticTrajectory, RestToRestIsTheMinimumJerkShape) {
  const QuinticTrajectory q(Eigen::VectorXd::Constant(1, 2.0), Eigen::VectorXd::Constant(1, 5.0),
                            2.0);
  for (const double t : {0.1, 0.5, 1.0, 1.3, 1.9}) {
    const double tau = t / 2;
    const double shape = 10 * std::pow(tau, 3) - 15 * std::pow(tau, 4) + 6 * std::pow(tau, 5);
    EXPECT_NEAR(q.sample(t).position[0], 2.0 + 3.0 * shape, 1e-14);
  }
  // Peak velocity 15/8 · Δ/T at the midpoint.
  EXPECT_NEAR(q.sample(1.0).velocity[0], 15.0 / 8 * 3 / 2, 1e-14);
  // Before and after: at rest at the ends.
  EXPECT_EQ(q.sample(-1).position[0], 2.0);
  EXPECT_EQ(q.sample(-1).velocity[0], 0.0);
  EXPECT_NEAR(q.sample(9).position[0], 5.0, 1e-14);
  EXPECT_EQ(q.sample(9).acceleration[0], 0.0);
}

TEST(QuinticTrajectory, RejectsBadArguments) {
  EXPECT_THROW(QuinticTrajectory(Eigen::Vector2d(0, 0), Eigen::Vector2d(1, 1), 0.0), ModelError);
  EXPECT_THROW(QuinticTrajectory(Eigen::Vector2d(0, 0), Eigen::Vector3d(1, 1, 1), 1.0), ModelError);
}

}  // namespace
}  // namespace acausal::kinematics
