// The cycloidal profile of seed 000: its formula, rest at both ends, peak
// rates, derivatives.
#include "kinematics/trajectory_cycloidal.hpp"

#include <cmath>
#include <numbers>

#include <gtest/gtest.h>

#include "core/errors.hpp"
#include "kinematics_test_support.hpp"

namespace acausal::kinematics {
namespace {

constexpr double kPi = std::numbers::pi;

TEST(CycloidalTrajectory, IsTheSeedsFormula) {
  // Seed 000, Sec. 3.4: θ0 = 0, θr = 10° per joint, t0 = 0, T = 2 s.
  const double theta_r = 10 * testing::kDeg;
  const CycloidalTrajectory c(Eigen::VectorXd::Zero(6), Eigen::VectorXd::Constant(6, theta_r), 2.0);
  for (double t = 0; t <= 2.0; t += 0.05) {
    const double expected = theta_r * (t / 2 - std::sin(2 * kPi * t / 2) / (2 * kPi));
    EXPECT_NEAR(c.sample(t).position[3], expected, 1e-16);
  }
}

TEST(CycloidalTrajectory, RestsAtBothEndsAndPeaksInTheMiddle) {
  const CycloidalTrajectory c(Eigen::Vector2d(0.5, -1), Eigen::Vector2d(2, 1), 4.0, 1.0);
  EXPECT_DOUBLE_EQ(c.start_time(), 1.0);
  EXPECT_DOUBLE_EQ(c.end_time(), 5.0);
  for (const double t : {1.0, 5.0}) {
    EXPECT_LT(c.sample(t).velocity.norm(), 1e-15);
    EXPECT_LT(c.sample(t).acceleration.norm(), 1e-15);
  }
  // Velocity peaks at 2θr/T at the middle; acceleration at ±2πθr/T² at quarters.
  EXPECT_NEAR(c.sample(3.0).velocity[0], 2 * 2 / 4.0, 1e-15);
  EXPECT_NEAR(c.sample(2.0).acceleration[0], 2 * kPi * 2 / 16, 1e-14);
  EXPECT_NEAR(c.sample(4.0).acceleration[1], -2 * kPi * 1 / 16, 1e-14);
  EXPECT_LT((c.sample(7.0).position - Eigen::Vector2d(2.5, 0)).norm(), 1e-15);
  const auto mismatch = testing::derivative_mismatch(c, testing::interior_times(1, 5, 60));
  EXPECT_LT(mismatch.velocity, 1e-8);
  EXPECT_LT(mismatch.acceleration, 1e-8);
}

TEST(CycloidalTrajectory, RejectsANonPositiveDuration) {
  EXPECT_THROW(CycloidalTrajectory(Eigen::Vector2d(0, 0), Eigen::Vector2d(1, 1), -1.0), ModelError);
}

}  // namespace
}  // namespace acausal::kinematics
