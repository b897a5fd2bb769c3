// KinematicPTP with the semantics of MSL's KinematicPTP2: hand-computed
// phases, one axis at its limits and the others synchronised, start time,
// axes that do not move.
#include "kinematics/trajectory_kinematic_ptp.hpp"

#include <cmath>

#include <gtest/gtest.h>

#include "core/errors.hpp"
#include "kinematics_test_support.hpp"

namespace acausal::kinematics {
namespace {

TEST(KinematicPtp, PhasesOfAProfileWithCruise) {
  // Δq = (1, 2), qd_max = 1, qdd_max = 1: axis 2 limits the path:
  // sd_max = 1/2, sdd_max = 1/2, acceleration 1 s, cruise until 2 s, end 3 s.
  const KinematicPtp ptp(Eigen::Vector2d(0, 0), Eigen::Vector2d(1, 2), Eigen::Vector2d(1, 1),
                         Eigen::Vector2d(1, 1));
  EXPECT_FALSE(ptp.triangular());
  EXPECT_DOUBLE_EQ(ptp.end_time(), 3.0);
  const TrajectorySample a = ptp.sample(0.5), b = ptp.sample(1.5), c = ptp.sample(2.5);
  EXPECT_NEAR(a.position[1], 2 * 0.5 / 2 * 0.25, 1e-15);  // s = sdd t²/2
  EXPECT_NEAR(a.acceleration[1], 1.0, 1e-15);             // axis 2 at its limit
  EXPECT_NEAR(a.acceleration[0], 0.5, 1e-15);             // axis 1 scaled
  EXPECT_NEAR(b.velocity[1], 1.0, 1e-15);
  EXPECT_NEAR(b.velocity[0], 0.5, 1e-15);
  EXPECT_NEAR(b.position[1], 2 * (0.25 + 0.5 * 0.5), 1e-15);
  EXPECT_NEAR(c.acceleration[1], -1.0, 1e-15);
  EXPECT_NEAR(c.position[1], 2 * (1 - 0.5 / 2 * 0.25), 1e-15);
  EXPECT_LT((ptp.sample(3.0).position - Eigen::Vector2d(1, 2)).norm(), 1e-15);
  EXPECT_EQ(ptp.sample(3.0).velocity.norm(), 0.0);
}

TEST(KinematicPtp, TriangularWhenTheSpeedLimitIsNeverReached) {
  // Δq = 1, qd_max = 10, qdd_max = 4: Ta1 = √(1/4) = 0.5 s, end 1 s, peak 2.
  const KinematicPtp ptp(Eigen::VectorXd::Zero(1), Eigen::VectorXd::Ones(1),
                         Eigen::VectorXd::Constant(1, 10), Eigen::VectorXd::Constant(1, 4), 2.0);
  EXPECT_TRUE(ptp.triangular());
  EXPECT_DOUBLE_EQ(ptp.start_time(), 2.0);
  EXPECT_DOUBLE_EQ(ptp.end_time(), 3.0);
  EXPECT_NEAR(ptp.sample(2.5).velocity[0], 2.0, 1e-14);
  EXPECT_NEAR(ptp.sample(2.5).position[0], 0.5, 1e-14);
  EXPECT_EQ(ptp.sample(1.9).position[0], 0.0);
  EXPECT_TRUE(ptp.moving(2.9)[0]);
  EXPECT_FALSE(ptp.moving(3.0)[0]);
}

TEST(KinematicPtp, LimitsHoldForEveryAxisAndDerivativesAgree) {
  const Eigen::Vector3d q0(0.2, -1, 3), q1(-0.4, 1.5, 3), vmax(0.5, 2, 1), amax(1, 3, 1);
  const KinematicPtp ptp(q0, q1, vmax, amax, 0.3);
  for (double t = 0.3; t <= ptp.end_time(); t += 1e-3) {
    const TrajectorySample s = ptp.sample(t);
    EXPECT_TRUE((s.velocity.cwiseAbs().array() <= vmax.array() * (1 + 1e-12)).all());
    EXPECT_TRUE((s.acceleration.cwiseAbs().array() <= amax.array() * (1 + 1e-12)).all());
  }
  const std::vector<bool> moving = ptp.moving(0.5);
  EXPECT_TRUE(moving[0]);
  EXPECT_TRUE(moving[1]);
  EXPECT_FALSE(moving[2]);  // no distance to go
  std::vector<double> times;
  for (const double t : testing::interior_times(0.3, ptp.end_time(), 97)) times.push_back(t);
  const auto mismatch = testing::derivative_mismatch(ptp, times, 1e-7);
  EXPECT_LT(mismatch.velocity, 1e-6);
}

TEST(KinematicPtp, NoDistanceMeansAtRest) {
  const KinematicPtp ptp(Eigen::Vector2d(1, 2), Eigen::Vector2d(1, 2), Eigen::Vector2d(1, 1),
                         Eigen::Vector2d(1, 1));
  EXPECT_EQ(ptp.end_time(), 0.0);
  EXPECT_LT((ptp.sample(0.5).position - Eigen::Vector2d(1, 2)).norm(), 1e-15);
  EXPECT_THROW(KinematicPtp(Eigen::Vector2d(0, 0), Eigen::Vector2d(1, 1), Eigen::Vector2d(1, 0),
                            Eigen::Vector2d(1, 1)),
               ModelError);
}

}  // namespace
}  // namespace acausal::kinematics
