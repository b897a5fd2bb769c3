// Jacobians against finite differences of forward kinematics; manipulability
// and singularity detection at configurations known to be singular.
#include "kinematics/jacobians.hpp"

#include <cmath>
#include <numbers>
#include <random>

#include <gtest/gtest.h>

#include "core/errors.hpp"
#include "kinematics/forward_kinematics.hpp"
#include "kinematics/robot_catalog.hpp"
#include "kinematics_test_support.hpp"

namespace acausal::kinematics {
namespace {

constexpr double kPi = std::numbers::pi;

// [v; ω] for the joint-rate direction e_i, by central differences.
Eigen::Matrix<double, 6, 1> twist_by_differences(const SerialChain& chain, const Eigen::VectorXd& q,
                                                 int i, double h) {
  Eigen::VectorXd plus = q, minus = q;
  plus[i] += h;
  minus[i] -= h;
  const Eigen::Isometry3d a = forward_kinematics(chain, plus), b = forward_kinematics(chain, minus);
  const Eigen::Isometry3d mid = forward_kinematics(chain, q);
  const Eigen::Matrix3d skew = (a.linear() - b.linear()) / (2 * h) * mid.linear().transpose();
  Eigen::Matrix<double, 6, 1> twist;
  twist << (a.translation() - b.translation()) / (2 * h), skew(2, 1), skew(0, 2), skew(1, 0);
  return twist;
}

TEST(Jacobians, GeometricJacobianMatchesFiniteDifferencesForEveryBuiltInRobot) {
  std::mt19937 random(31);
  for (const std::string& name : builtin_robot_names()) {
    const SerialChain chain = builtin_robot(name).chain();
    for (int sample = 0; sample < 50; ++sample) {
      const Eigen::VectorXd q = testing::random_configuration(chain, random);
      const Eigen::MatrixXd jacobian = geometric_jacobian(chain, q);
      ASSERT_EQ(jacobian.rows(), 6);
      ASSERT_EQ(jacobian.cols(), chain.dof());
      for (int i = 0; i < chain.dof(); ++i)
        EXPECT_LT((jacobian.col(i) - twist_by_differences(chain, q, i, 1e-6)).norm(), 1e-8)
            << name << " column " << i;
    }
  }
}

TEST(Jacobians, AnalyticJacobianMatchesFiniteDifferencesOfTheAngles) {
  std::mt19937 random(32);
  const SerialChain chain = seed000_robot6().chain();
  for (const EulerConvention convention :
       {EulerConvention::zyz, EulerConvention::xyz, EulerConvention::roll_pitch_yaw}) {
    int checked = 0;
    while (checked < 40) {
      const Eigen::VectorXd q = testing::random_configuration(chain, random);
      const Eigen::Vector3d angles = to_euler(convention, forward_kinematics(chain, q).linear());
      if (std::abs(euler_rate_matrix(convention, angles).determinant()) < 0.1) continue;
      ++checked;
      const Eigen::MatrixXd analytic = analytic_jacobian(chain, q, convention);
      for (int i = 0; i < 6; ++i) {
        const double h = 1e-6;
        Eigen::VectorXd plus = q, minus = q;
        plus[i] += h;
        minus[i] -= h;
        const Eigen::Isometry3d a = forward_kinematics(chain, plus),
                                b = forward_kinematics(chain, minus);
        Eigen::Vector3d rate = to_euler(convention, a.linear()) - to_euler(convention, b.linear());
        for (int k = 0; k < 3; ++k) rate[k] = wrap_angle(rate[k]);
        Eigen::Matrix<double, 6, 1> expected;
        expected << (a.translation() - b.translation()) / (2 * h), rate / (2 * h);
        EXPECT_LT((analytic.col(i) - expected).norm(), 1e-7);
      }
    }
  }
}

TEST(Jacobians, AnalyticJacobianRefusesARepresentationSingularity) {
  // Zero pose of seed 000: tool z points down, ZYZ ϑ = π (sin ϑ = 0).
  EXPECT_THROW(
      analytic_jacobian(seed000_robot6().chain(), Eigen::VectorXd::Zero(6), EulerConvention::zyz),
      ModelError);
}

TEST(Jacobians, ManipulabilityIsTheRootOfTheGramDeterminant) {
  const SerialChain chain = comau_smartsix().chain();
  const Eigen::VectorXd q = (Eigen::VectorXd(6) << 0.2, 0.4, 0.9, -0.3, 0.8, 0.1).finished();
  const Eigen::MatrixXd j = geometric_jacobian(chain, q);
  EXPECT_NEAR(manipulability(j), std::sqrt((j * j.transpose()).determinant()),
              1e-12 * manipulability(j));
  const Eigen::MatrixXd position_rows = TaskSpace::position().select(j);
  EXPECT_EQ(position_rows.rows(), 3);
  EXPECT_NEAR(manipulability(position_rows),
              std::sqrt((position_rows * position_rows.transpose()).determinant()), 1e-12);
}

TEST(Jacobians, WristSingularityOfSeedZeroRobotIsDetectedWithItsNullMotion) {
  const SerialChain chain = seed000_robot6().chain();
  Eigen::VectorXd q = (Eigen::VectorXd(6) << 0.3, -1.2, 0.4, 0.7, 0.0, -0.2).finished();
  const SingularityAnalysis at = analyse_singularity(chain, q);
  EXPECT_TRUE(at.singular);
  EXPECT_LT(at.smallest_singular_value, 1e-12);
  // Joints 4 and 6 turn about one line: opposite rates cancel.
  const Eigen::VectorXd& v = at.weakest_joint_direction;
  EXPECT_NEAR(std::abs(v[3]), std::abs(v[5]), 1e-9);
  EXPECT_NEAR(v[3] * v[5] < 0 ? 1 : 0, 1, 0);
  EXPECT_NEAR(v.head<3>().norm() + std::abs(v[4]), 0, 1e-9);
  q[4] = 0.5;
  const SingularityAnalysis away = analyse_singularity(chain, q);
  EXPECT_FALSE(away.singular);
  EXPECT_GT(away.smallest_singular_value, 0.01);
  EXPECT_LT(away.condition_number, 1e3);
}

TEST(Jacobians, SweepFindsTheWristAndElbowSingularities) {
  const SerialChain chain = seed000_robot6().chain();
  const Eigen::VectorXd q = (Eigen::VectorXd(6) << 0.3, -1.2, 0.4, 0.7, 0.6, -0.2).finished();
  const std::vector<double> wrist = find_singularities_along(chain, q, 4, -kPi, kPi);
  ASSERT_EQ(wrist.size(), 3u);
  EXPECT_NEAR(wrist[0], -kPi, 1e-9);
  EXPECT_NEAR(wrist[1], 0, 1e-9);
  EXPECT_NEAR(wrist[2], kPi, 1e-9);
  // Elbow: stretched or folded when the upper arm and the elbow-to-wrist line
  // (a3 = 100 mm, d4 = 540 mm) are aligned: θ3 = atan2(a3, d4) − π/2 and + π/2.
  // (θ2 = 0 keeps the wrist centre off axis 1, which would be a third singularity.)
  Eigen::VectorXd level = q;
  level[1] = 0;
  const std::vector<double> elbow = find_singularities_along(chain, level, 2, -kPi, kPi);
  ASSERT_EQ(elbow.size(), 2u);
  const double alignment = std::atan2(0.100, 0.540);
  EXPECT_NEAR(elbow[0], alignment - kPi / 2, 1e-9);
  EXPECT_NEAR(elbow[1], alignment + kPi / 2, 1e-9);
}

}  // namespace
}  // namespace acausal::kinematics
