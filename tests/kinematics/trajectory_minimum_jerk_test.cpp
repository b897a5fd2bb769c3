// Minimum jerk through via points: passes them, rests at the ends, is C⁴,
// reduces to the classic profile for two points, and beats other motions
// through the same points on ∫ jerk².
#include "kinematics/trajectory_minimum_jerk.hpp"

#include <cmath>

#include <gtest/gtest.h>

#include "core/errors.hpp"
#include "kinematics/trajectory_quintic.hpp"
#include "kinematics_test_support.hpp"

namespace acausal::kinematics {
namespace {

Eigen::MatrixXd via_points() {
  Eigen::MatrixXd p(2, 5);
  p << 0.0, 1.0, 0.5, 2.0, 1.5,  //
      0.0, -0.5, 0.8, 0.8, 0.0;
  return p;
}
const std::vector<double> kTimes = {0.0, 0.7, 1.5, 2.0, 3.2};

double jerk_cost(const std::function<double(double)>& jerk_squared, double a, double b) {
  // Composite Simpson, fine enough for piecewise polynomials of degree ≤ 4.
  const int n = 20000;
  const double h = (b - a) / n;
  double sum = jerk_squared(a) + jerk_squared(b);
  for (int i = 1; i < n; ++i) sum += (i % 2 ? 4 : 2) * jerk_squared(a + i * h);
  return sum * h / 3;
}

TEST(MinimumJerkTrajectory, PassesTheViaPointsAndRestsAtTheEnds) {
  const MinimumJerkTrajectory m(via_points(), kTimes);
  for (std::size_t k = 0; k < kTimes.size(); ++k)
    EXPECT_LT(
        (m.sample(kTimes[k]).position - via_points().col(static_cast<Eigen::Index>(k))).norm(),
        1e-12);
  for (const double t : {kTimes.front(), kTimes.back()}) {
    // Approached from inside.
    const double inside = t == kTimes.front() ? t + 1e-9 : t - 1e-9;
    EXPECT_LT(m.sample(inside).velocity.norm(), 1e-7);
    EXPECT_LT(m.sample(inside).acceleration.norm(), 1e-6);
  }
  const auto mismatch = testing::derivative_mismatch(m, testing::interior_times(0, 3.2, 101));
  EXPECT_LT(mismatch.velocity, 1e-8);
  EXPECT_LT(mismatch.acceleration, 1e-7);
}

TEST(MinimumJerkTrajectory, VelocityAccelerationAndJerkAreContinuousAtViaPoints) {
  const MinimumJerkTrajectory m(via_points(), kTimes);
  for (std::size_t k = 1; k + 1 < kTimes.size(); ++k) {
    const double t = kTimes[k], e = 1e-9;
    EXPECT_LT((m.sample(t - e).velocity - m.sample(t + e).velocity).norm(), 1e-7);
    EXPECT_LT((m.sample(t - e).acceleration - m.sample(t + e).acceleration).norm(), 1e-6);
    EXPECT_LT((m.jerk(t - e) - m.jerk(t + e)).norm(), 1e-5);
  }
}

TEST(MinimumJerkTrajectory, TwoPointsGiveTheFlashHoganProfile) {
  Eigen::MatrixXd p(1, 2);
  p << 1.0, 3.0;
  const MinimumJerkTrajectory m(p, {0.5, 2.5});
  const QuinticTrajectory q(Eigen::VectorXd::Constant(1, 1.0), Eigen::VectorXd::Constant(1, 3.0),
                            2.0, 0.5);
  for (double t = 0.5; t <= 2.5; t += 0.1) {
    EXPECT_NEAR(m.sample(t).position[0], q.sample(t).position[0], 1e-13);
    EXPECT_NEAR(m.sample(t).velocity[0], q.sample(t).velocity[0], 1e-12);
  }
}

TEST(MinimumJerkTrajectory, HasLessJerkThanStoppingAtEveryViaPoint) {
  Eigen::MatrixXd p = via_points().topRows(1);
  const MinimumJerkTrajectory m(p, kTimes);
  const double optimal =
      jerk_cost([&](double t) { return m.jerk(t).squaredNorm(); }, kTimes.front(), kTimes.back());
  // Rest-to-rest quintics between consecutive points: also through the points.
  double stop_and_go = 0;
  for (std::size_t k = 0; k + 1 < kTimes.size(); ++k) {
    const double a = p(0, static_cast<Eigen::Index>(k)), b = p(0, static_cast<Eigen::Index>(k + 1));
    const double h = kTimes[k + 1] - kTimes[k];
    // ∫ jerk² of the rest-to-rest quintic = 720 Δ² / h⁵.
    stop_and_go += 720 * (b - a) * (b - a) / std::pow(h, 5);
  }
  EXPECT_LT(optimal, stop_and_go);
  // Perturbing the optimum (a bump vanishing with its derivatives at the via
  // points) raises the cost: stationarity along one direction.
  auto perturbed_cost = [&](double epsilon) {
    return jerk_cost(
        [&](double t) {
          // bump(t) = ε·sin(π (t − t0)/(tN − t0))·Π (t − t_k)³ has no effect at the via points up
          // to second derivatives; its jerk is taken numerically.
          auto bump = [&](double x) {
            double v = epsilon;
            for (const double tk : kTimes) v *= std::pow(x - tk, 3);
            return v;
          };
          const double h = 1e-3;
          const double third =
              (bump(t + 2 * h) - 2 * bump(t + h) + 2 * bump(t - h) - bump(t - 2 * h)) /
              (2 * h * h * h);
          const double j = m.jerk(t)[0] + third;
          return j * j;
        },
        kTimes.front(), kTimes.back());
  };
  EXPECT_GT(perturbed_cost(0.01), optimal);
  EXPECT_GT(perturbed_cost(-0.01), optimal);
}

TEST(MinimumJerkTrajectory, RejectsBadViaPoints) {
  EXPECT_THROW(MinimumJerkTrajectory(via_points(), {0.0, 1.0, 1.0, 2.0, 3.0}), ModelError);
  EXPECT_THROW(MinimumJerkTrajectory(via_points(), {0.0, 1.0}), ModelError);
  EXPECT_THROW(MinimumJerkTrajectory(Eigen::MatrixXd::Zero(2, 1), {0.0}), ModelError);
}

}  // namespace
}  // namespace acausal::kinematics
