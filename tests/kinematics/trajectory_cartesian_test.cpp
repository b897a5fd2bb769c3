// Cartesian lines and circles: end poses, slerped orientation, velocities and
// accelerations against finite differences, time laws.
#include "kinematics/trajectory_cartesian.hpp"

#include <cmath>
#include <numbers>

#include <gtest/gtest.h>

#include "core/errors.hpp"
#include "kinematics/rotations.hpp"
#include "kinematics/transforms.hpp"

namespace acausal::kinematics {
namespace {

constexpr double kPi = std::numbers::pi;

// Largest mismatch of the path's reported rates against central differences.
double rate_mismatch(const CartesianPath& path) {
  const double h = 1e-6;
  double worst = 0;
  for (int i = 1; i < 100; ++i) {
    const double t = path.start_time() + (path.end_time() - path.start_time()) * i / 100;
    const CartesianSample s = path.sample(t), plus = path.sample(t + h), minus = path.sample(t - h);
    const Eigen::Vector3d v = (plus.pose.translation() - minus.pose.translation()) / (2 * h);
    const Eigen::Vector3d a = (plus.linear_velocity - minus.linear_velocity) / (2 * h);
    const Eigen::Vector3d w =
        rotation_vector(plus.pose.linear() * minus.pose.linear().transpose()) / (2 * h);
    const Eigen::Vector3d dw = (plus.angular_velocity - minus.angular_velocity) / (2 * h);
    worst = std::max({worst, (v - s.linear_velocity).norm(), (a - s.linear_acceleration).norm(),
                      (w - s.angular_velocity).norm(), (dw - s.angular_acceleration).norm()});
  }
  return worst;
}

TEST(CartesianPath, LineGoesStraightAndSlerpsTheOrientation) {
  const Eigen::Isometry3d a = make_transform(from_euler_zyz({0.1, 0.5, -0.3}), {0.5, 0.1, 0.3});
  const Eigen::Isometry3d b = make_transform(from_euler_zyz({1.0, 1.2, 0.4}), {0.2, -0.3, 0.6});
  const CartesianLine line(a, b, TimeLaw::quintic(1.5, 0.5));
  EXPECT_LT((line.sample(0.5).pose.matrix() - a.matrix()).norm(), 1e-14);
  EXPECT_LT((line.sample(2.0).pose.matrix() - b.matrix()).norm(), 1e-14);
  const Eigen::Vector3d direction = (b.translation() - a.translation()).normalized();
  for (double t = 0.6; t < 2.0; t += 0.1) {
    const CartesianSample s = line.sample(t);
    const Eigen::Vector3d offset = s.pose.translation() - a.translation();
    EXPECT_LT(offset.cross(direction).norm(), 1e-15);  // on the segment
    EXPECT_LT(s.linear_velocity.cross(direction).norm(), 1e-14);
    // Orientation on the slerp arc: angles from both ends add up.
    EXPECT_NEAR(
        angle_between(a.linear(), s.pose.linear()) + angle_between(s.pose.linear(), b.linear()),
        angle_between(a.linear(), b.linear()), 1e-12);
  }
  EXPECT_LT(rate_mismatch(line), 1e-7);
}

TEST(CartesianPath, CircleThroughThreePointsPassesTheMiddleOne) {
  const Eigen::Isometry3d start = make_transform(Eigen::Matrix3d::Identity(), {1, 0, 0});
  const Eigen::Vector3d via(0, 1, 0.2);
  const Eigen::Isometry3d end = make_transform(rotation_z(kPi / 2), {-1, 0, 0.4});
  const CartesianCircle circle = CartesianCircle::through(start, via, end, TimeLaw::cycloidal(2.0));
  double closest = 1e9;
  for (double t = 0; t <= 2.0; t += 1e-4)
    closest = std::min(closest, (circle.sample(t).pose.translation() - via).norm());
  EXPECT_LT(closest, 1e-4);
  EXPECT_LT((circle.sample(2.0).pose.translation() - end.translation()).norm(), 1e-13);
  EXPECT_LT(angle_between(circle.sample(2.0).pose.linear(), end.linear()), 1e-13);
  EXPECT_GT(circle.radius(), 0.9);
  EXPECT_LT(rate_mismatch(circle), 1e-7);
}

TEST(CartesianPath, FullCircleWithTrapezoidalTimeLawComesBack) {
  const Eigen::Isometry3d start = make_transform(rotation_x(kPi), {0.7, 0, 0.5});
  const CartesianCircle circle({0.6, 0, 0.5}, Eigen::Vector3d::UnitZ(), start, 2 * kPi,
                               start.linear(), TimeLaw::trapezoidal(2.0, 0.25));
  EXPECT_NEAR(circle.radius(), 0.1, 1e-15);
  EXPECT_LT((circle.sample(2.0).pose.translation() - start.translation()).norm(), 1e-12);
  EXPECT_NEAR(circle.sample(1.0).pose.translation().x(), 0.5, 1e-12);  // halfway round
  // Constant speed in the cruise phase: 2π·r / (T·(1 − 1/4)).
  EXPECT_NEAR(circle.sample(1.0).linear_velocity.norm(), 2 * kPi * 0.1 / 1.5, 1e-12);
  EXPECT_LT(circle.sample(0.0).linear_velocity.norm(), 1e-15);
}

TEST(CartesianPath, TimeLawsRunFromZeroToOne) {
  for (const TimeLaw& law : {TimeLaw::quintic(2.0, 1.0), TimeLaw::cycloidal(2.0, 1.0),
                             TimeLaw::trapezoidal(2.0, 0.5, 1.0)}) {
    EXPECT_DOUBLE_EQ(law.start_time(), 1.0);
    EXPECT_NEAR(law.end_time(), 3.0, 1e-12);
    EXPECT_NEAR(law.at(1.0).position, 0.0, 1e-15);
    EXPECT_NEAR(law.at(3.0).position, 1.0, 1e-12);
    EXPECT_NEAR(law.at(2.0).position, 0.5, 1e-12);  // all three are symmetric
  }
  EXPECT_THROW(TimeLaw::trapezoidal(2.0, 0.7), ModelError);
  EXPECT_THROW(CartesianCircle({0, 0, 0}, Eigen::Vector3d::UnitZ(), translation(0, 0, 1), 1.0,
                               Eigen::Matrix3d::Identity(), TimeLaw::quintic(1)),
               ModelError);
}

}  // namespace
}  // namespace acausal::kinematics
