// Trapezoidal profiles: limits respected, synchronised axes stop together,
// triangular profiles, given durations, derivatives.
#include "kinematics/trajectory_trapezoidal.hpp"

#include <cmath>

#include <gtest/gtest.h>

#include "core/errors.hpp"
#include "kinematics_test_support.hpp"

namespace acausal::kinematics {
namespace {

const Eigen::Vector3d kStart(0, 1, -1), kEnd(2, 0.5, -1.02);
const Eigen::Vector3d kVelocity(1, 2, 1), kAcceleration(2, 1, 4);

TEST(TrapezoidalTrajectory, FastestAxisTimesAreTheTextbookOnes) {
  const TrapezoidalTrajectory t(kStart, kEnd, kVelocity, kAcceleration, {.synchronise = false});
  // Axis 0: 2 ≥ v²/a = 0.5 → T = 2/1 + 1/2 = 2.5 s, cruise 1.
  EXPECT_NEAR(t.axis_duration(0), 2.5, 1e-14);
  EXPECT_NEAR(t.axis_peak_velocity(0), 1.0, 1e-14);
  // Axis 1: 0.5 < 4/1 → triangular, T = 2·√(0.5/1).
  EXPECT_NEAR(t.axis_duration(1), 2 * std::sqrt(0.5), 1e-14);
  // Axis 2: 0.02 < 0.25 → triangular, T = 2·√(0.02/4).
  EXPECT_NEAR(t.axis_duration(2), 2 * std::sqrt(0.005), 1e-14);
  EXPECT_NEAR(t.end_time(), 2.5, 1e-14);
  EXPECT_NEAR(t.sample(t.axis_duration(2)).position[2], -1.02, 1e-15);
}

TEST(TrapezoidalTrajectory, SynchronisedAxesStopTogetherWithinTheirLimits) {
  const TrapezoidalTrajectory t(kStart, kEnd, kVelocity, kAcceleration);
  for (int i = 0; i < 3; ++i) EXPECT_NEAR(t.axis_duration(i), 2.5, 1e-14);
  EXPECT_NEAR(t.axis_peak_velocity(0), 1.0, 1e-12);  // the slowest axis at its limit
  double fastest = 0, hardest = 0;
  for (double time = 0; time <= 2.5; time += 1e-3) {
    const TrajectorySample s = t.sample(time);
    for (int i = 0; i < 3; ++i) {
      EXPECT_LE(std::abs(s.velocity[i]), kVelocity[i] * (1 + 1e-12));
      EXPECT_LE(std::abs(s.acceleration[i]), kAcceleration[i] * (1 + 1e-12));
    }
    fastest = std::max(fastest, std::abs(s.velocity[0]));
    hardest = std::max(hardest, std::abs(s.acceleration[1]));
  }
  EXPECT_NEAR(fastest, 1.0, 1e-12);
  EXPECT_NEAR(hardest, 1.0, 1e-12);  // each axis accelerates at its own limit
  EXPECT_LT((t.sample(2.5).position - kEnd).norm(), 1e-14);
  EXPECT_LT((t.sample(1e3).position - kEnd).norm(), 1e-14);
  EXPECT_EQ(t.sample(1e3).velocity.norm(), 0.0);
}

TEST(TrapezoidalTrajectory, DerivativesMatchFiniteDifferencesInsideEachPhase) {
  const TrapezoidalTrajectory t(kStart, kEnd, kVelocity, kAcceleration,
                                {.duration = 3.0, .start_time = 0.5});
  EXPECT_NEAR(t.end_time(), 3.5, 1e-14);
  std::vector<double> times;
  for (const double time : testing::interior_times(0.5, 3.5, 97)) {
    bool near_switch = false;  // acceleration jumps at phase changes
    for (int i = 0; i < 3; ++i)
      for (const double edge : {t.axis_acceleration_time(i), 3.0 - t.axis_acceleration_time(i)})
        near_switch = near_switch || std::abs(time - 0.5 - edge) < 1e-4;
    if (!near_switch) times.push_back(time);
  }
  const auto mismatch = testing::derivative_mismatch(t, times);
  EXPECT_LT(mismatch.velocity, 1e-8);
  EXPECT_LT(mismatch.acceleration, 1e-8);
}

TEST(TrapezoidalTrajectory, TooShortADurationIsRefused) {
  try {
    TrapezoidalTrajectory(kStart, kEnd, kVelocity, kAcceleration, {.duration = 2.0});
    FAIL();
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("duration 2 s is shorter than the 2.5 s"),
              std::string::npos);
  }
  EXPECT_THROW(TrapezoidalTrajectory(kStart, kEnd, Eigen::Vector3d(1, 0, 1), kAcceleration),
               ModelError);
}

}  // namespace
}  // namespace acausal::kinematics
