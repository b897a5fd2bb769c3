// Cubic B-splines through and near via points: interpolation, rest at the
// ends, C² at the knots, convex hull, derivatives.
#include "kinematics/trajectory_bspline.hpp"

#include <cmath>

#include <gtest/gtest.h>

#include "core/errors.hpp"
#include "kinematics_test_support.hpp"

namespace acausal::kinematics {
namespace {

Eigen::MatrixXd via_points() {
  Eigen::MatrixXd p(2, 6);
  p << 0.0, 1.0, 0.5, 2.0, 1.5, 1.0,  //
      0.0, -0.5, 0.8, 0.8, 0.0, 0.3;
  return p;
}
const std::vector<double> kTimes = {0.0, 0.4, 1.1, 1.5, 2.6, 3.0};

// Sample times away from the knots, where the jerk jumps (a central
// difference of the velocity straddling a knot is off by h·Δjerk/2).
std::vector<double> times_between_knots(const CubicBSplineTrajectory& b) {
  std::vector<double> times;
  for (const double t : testing::interior_times(b.start_time(), b.end_time(), 101)) {
    bool near_knot = false;
    for (const double knot : b.knots()) near_knot = near_knot || std::abs(t - knot) < 1e-5;
    if (!near_knot) times.push_back(t);
  }
  return times;
}

TEST(CubicBSplineTrajectory, ThroughPassesEveryViaPointAtItsTimeAndStartsAndStopsAtRest) {
  const CubicBSplineTrajectory b(via_points(), kTimes, BSplineFit::through);
  EXPECT_EQ(b.control_points().cols(), 8);  // points + 2
  for (std::size_t k = 0; k < kTimes.size(); ++k)
    EXPECT_LT(
        (b.sample(kTimes[k]).position - via_points().col(static_cast<Eigen::Index>(k))).norm(),
        1e-13);
  EXPECT_LT(b.sample(1e-12).velocity.norm(), 1e-9);
  EXPECT_LT(b.sample(3.0 - 1e-12).velocity.norm(), 1e-9);
  const auto mismatch = testing::derivative_mismatch(b, times_between_knots(b));
  EXPECT_LT(mismatch.velocity, 1e-8);
  EXPECT_LT(mismatch.acceleration, 1e-7);
}

TEST(CubicBSplineTrajectory, AccelerationIsContinuousAcrossKnots) {
  for (const BSplineFit fit : {BSplineFit::through, BSplineFit::near}) {
    const CubicBSplineTrajectory b(via_points(), kTimes, fit);
    const auto& knots = b.knots();
    for (std::size_t k = 4; k + 4 < knots.size(); ++k) {
      const double t = knots[k], e = 1e-9;
      EXPECT_LT((b.sample(t - e).acceleration - b.sample(t + e).acceleration).norm(), 1e-6);
      EXPECT_LT((b.sample(t - e).velocity - b.sample(t + e).velocity).norm(), 1e-7);
    }
  }
}

TEST(CubicBSplineTrajectory, NearStaysInTheConvexHullAndEndsOnTheEndPoints) {
  const CubicBSplineTrajectory b(via_points(), kTimes, BSplineFit::near);
  EXPECT_LT((b.sample(0).position - via_points().col(0)).norm(), 1e-15);
  EXPECT_LT((b.sample(3).position - via_points().col(5)).norm(), 1e-15);
  EXPECT_LT(b.sample(1e-12).velocity.norm(), 1e-9);  // doubled end points
  double largest_miss = 0;
  for (double t = 0; t <= 3; t += 1e-3) {
    const Eigen::VectorXd p = b.sample(t).position;
    // Bounding box of the via points contains the curve.
    EXPECT_GE(p[0], -1e-12);
    EXPECT_LE(p[0], 2.0 + 1e-12);
    EXPECT_GE(p[1], -0.5 - 1e-12);
    EXPECT_LE(p[1], 0.8 + 1e-12);
  }
  for (std::size_t k = 1; k + 1 < kTimes.size(); ++k)
    largest_miss = std::max(
        largest_miss,
        (b.sample(kTimes[k]).position - via_points().col(static_cast<Eigen::Index>(k))).norm());
  EXPECT_GT(largest_miss, 0.05);  // near, not through
  EXPECT_LT(largest_miss, 0.8);
  const auto mismatch = testing::derivative_mismatch(b, times_between_knots(b));
  EXPECT_LT(mismatch.velocity, 1e-8);
  EXPECT_LT(mismatch.acceleration, 1e-7);
}

TEST(CubicBSplineTrajectory, TwoPointsGiveASmoothStep) {
  Eigen::MatrixXd p(1, 2);
  p << 0.0, 1.0;
  for (const BSplineFit fit : {BSplineFit::through, BSplineFit::near}) {
    const CubicBSplineTrajectory b(p, {0.0, 1.0}, fit);
    // Bezier with control points 0, 0, 1, 1: 3s² − 2s³.
    for (const double s : {0.2, 0.5, 0.9})
      EXPECT_NEAR(b.sample(s).position[0], 3 * s * s - 2 * s * s * s, 1e-14);
  }
}

TEST(CubicBSplineTrajectory, RejectsBadInput) {
  EXPECT_THROW(CubicBSplineTrajectory(via_points(), {0, 1, 2}), ModelError);
  EXPECT_THROW(CubicBSplineTrajectory(via_points(), {0, 1, 1, 2, 3, 4}), ModelError);
}

}  // namespace
}  // namespace acausal::kinematics
