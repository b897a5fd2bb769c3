// Rotation representations: round trips, the conventions written in
// rotations.hpp, singular cases, and the Euler rate matrices.
#include "kinematics/rotations.hpp"

#include <cmath>
#include <numbers>
#include <random>

#include <gtest/gtest.h>

#include "kinematics_test_support.hpp"

namespace acausal::kinematics {
namespace {

using testing::kDeg;
constexpr double kPi = std::numbers::pi;

Eigen::Matrix3d random_rotation(std::mt19937& random) {
  std::normal_distribution<double> normal;
  Eigen::Quaterniond q(normal(random), normal(random), normal(random), normal(random));
  return q.normalized().toRotationMatrix();
}

TEST(Rotations, ElementaryRotationsTurnAxesRightHanded) {
  EXPECT_TRUE((rotation_z(kPi / 2) * Eigen::Vector3d::UnitX()).isApprox(Eigen::Vector3d::UnitY()));
  EXPECT_TRUE((rotation_x(kPi / 2) * Eigen::Vector3d::UnitY()).isApprox(Eigen::Vector3d::UnitZ()));
  EXPECT_TRUE((rotation_y(kPi / 2) * Eigen::Vector3d::UnitZ()).isApprox(Eigen::Vector3d::UnitX()));
  EXPECT_TRUE(rotation_about(Eigen::Vector3d(0, 0, 2), 0.3).isApprox(rotation_z(0.3)));
}

TEST(Rotations, EulerConventionsAreTheDocumentedProducts) {
  const Eigen::Vector3d angles(0.3, -0.7, 1.9);
  EXPECT_TRUE(
      from_euler_zyz(angles).isApprox(rotation_z(0.3) * rotation_y(-0.7) * rotation_z(1.9)));
  EXPECT_TRUE(
      from_euler_xyz(angles).isApprox(rotation_x(0.3) * rotation_y(-0.7) * rotation_z(1.9)));
  // roll about x, then pitch about fixed y, then yaw about fixed z.
  EXPECT_TRUE(
      from_roll_pitch_yaw(angles).isApprox(rotation_z(1.9) * rotation_y(-0.7) * rotation_x(0.3)));
}

TEST(Rotations, ThreeAngleExtractionRoundTripsOnBothBranches) {
  std::mt19937 random(7);
  for (const EulerConvention convention :
       {EulerConvention::zyz, EulerConvention::xyz, EulerConvention::roll_pitch_yaw}) {
    for (int i = 0; i < 500; ++i) {
      const Eigen::Matrix3d r = random_rotation(random);
      for (const EulerBranch branch :
           {EulerBranch::positive_middle, EulerBranch::negative_middle}) {
        const Eigen::Vector3d angles = to_euler(convention, r, branch);
        EXPECT_LT((from_euler(convention, angles) - r).cwiseAbs().maxCoeff(), 1e-12);
        if (convention == EulerConvention::zyz) {
          EXPECT_EQ(angles[1] >= 0, branch == EulerBranch::positive_middle);
        } else {
          EXPECT_EQ(std::cos(angles[1]) >= 0, branch == EulerBranch::positive_middle);
        }
      }
    }
  }
}

TEST(Rotations, SeedZeroCircleOrientationIsToolPointingDown) {
  // Seed 000, Sec. 2.4: ZYZ (0, 180°, 180°).
  const Eigen::Matrix3d r = from_euler_zyz({0, 180 * kDeg, 180 * kDeg});
  EXPECT_TRUE(r.isApprox(Eigen::Vector3d(1, -1, -1).asDiagonal().toDenseMatrix(), 1e-15));
  // A representation singularity: φ set to 0, ψ carries the rest.
  const Eigen::Vector3d back = to_euler_zyz(r);
  EXPECT_NEAR(back[0], 0, 1e-15);
  EXPECT_NEAR(back[1], kPi, 1e-15);
  EXPECT_NEAR(std::abs(back[2]), kPi, 1e-15);
}

TEST(Rotations, SingularExtractionsStillReproduceTheMatrix) {
  for (const double middle : {0.0, kPi}) {  // ZYZ: first and last axes aligned
    const Eigen::Matrix3d zyz = from_euler_zyz({0.4, middle, 1.1});
    EXPECT_LT((from_euler_zyz(to_euler_zyz(zyz)) - zyz).norm(), 1e-12);
    EXPECT_EQ(to_euler_zyz(zyz)[0], 0.0);
  }
  for (const double middle : {kPi / 2, -kPi / 2}) {  // XYZ and RPY: gimbal lock
    const Eigen::Matrix3d xyz = from_euler_xyz({0.4, middle, 1.1});
    EXPECT_LT((from_euler_xyz(to_euler_xyz(xyz)) - xyz).norm(), 1e-12);
    const Eigen::Matrix3d rpy = from_roll_pitch_yaw({0.4, middle, 1.1});
    EXPECT_LT((from_roll_pitch_yaw(to_roll_pitch_yaw(rpy)) - rpy).norm(), 1e-12);
    EXPECT_EQ(to_roll_pitch_yaw(rpy)[0], 0.0);
  }
}

TEST(Rotations, QuaternionAxisAngleAndRotationVectorAgree) {
  std::mt19937 random(11);
  for (int i = 0; i < 200; ++i) {
    const Eigen::Matrix3d r = random_rotation(random);
    const Eigen::Quaterniond q = to_quaternion(r);
    EXPECT_GE(q.w(), 0);
    EXPECT_LT((from_quaternion(q) - r).norm(), 1e-13);
    const AxisAngle aa = to_axis_angle(r);
    EXPECT_GE(aa.angle, 0);
    EXPECT_LE(aa.angle, kPi);
    EXPECT_NEAR(aa.axis.norm(), 1, 1e-14);
    EXPECT_LT((from_axis_angle(aa) - r).norm(), 1e-13);
    EXPECT_LT((from_rotation_vector(rotation_vector(r)) - r).norm(), 1e-13);
    // Quaternion angle relation: w = cos(angle/2).
    EXPECT_NEAR(q.w(), std::cos(aa.angle / 2), 1e-13);
  }
  // Half a turn: the axis survives.
  const AxisAngle half = to_axis_angle(rotation_about(Eigen::Vector3d(1, 2, 2) / 3, kPi));
  EXPECT_NEAR(half.angle, kPi, 1e-12);
  EXPECT_NEAR(std::abs(half.axis.dot(Eigen::Vector3d(1, 2, 2) / 3)), 1, 1e-12);
}

TEST(Rotations, SlerpMovesAtConstantRateAlongTheShortArc) {
  const Eigen::Matrix3d a = rotation_x(0.2), b = rotation_x(0.2) * rotation_about({0, 1, 1}, 1.2);
  EXPECT_TRUE(slerp(a, b, 0).isApprox(a));
  EXPECT_TRUE(slerp(a, b, 1).isApprox(b));
  EXPECT_NEAR(angle_between(a, slerp(a, b, 0.25)), 0.3, 1e-13);
  EXPECT_NEAR(angle_between(slerp(a, b, 0.25), slerp(a, b, 0.75)), 0.6, 1e-13);
  // Same as Eigen's quaternion slerp.
  const Eigen::Quaterniond qa(a), qb(b);
  EXPECT_LT((slerp(a, b, 0.4) - qa.slerp(0.4, qb).toRotationMatrix()).norm(), 1e-13);
}

TEST(Rotations, EulerRateMatrixMapsAngleRatesToAngularVelocity) {
  std::mt19937 random(3);
  std::uniform_real_distribution<double> angle(-1.2, 1.2);
  for (const EulerConvention convention :
       {EulerConvention::zyz, EulerConvention::xyz, EulerConvention::roll_pitch_yaw}) {
    for (int i = 0; i < 50; ++i) {
      Eigen::Vector3d phi(angle(random),
                          angle(random) + (convention == EulerConvention::zyz ? 1.5 : 0),
                          angle(random));
      const Eigen::Vector3d rates(angle(random), angle(random), angle(random));
      const double h = 1e-6;
      const Eigen::Matrix3d dr =
          (from_euler(convention, phi + h * rates) - from_euler(convention, phi - h * rates)) /
          (2 * h);
      const Eigen::Matrix3d omega_skew = dr * from_euler(convention, phi).transpose();
      const Eigen::Vector3d omega(omega_skew(2, 1), omega_skew(0, 2), omega_skew(1, 0));
      EXPECT_LT((euler_rate_matrix(convention, phi) * rates - omega).norm(), 1e-8);
    }
  }
}

TEST(Rotations, NearestRotationRepairsRoundedInput) {
  Eigen::Matrix3d rounded = from_euler_zyz({0.1, 0.2, 0.3});
  rounded = (rounded * 1e4).array().round() / 1e4;  // four printed decimals
  EXPECT_FALSE(is_rotation_matrix(rounded, 1e-9));
  const Eigen::Matrix3d repaired = nearest_rotation(rounded);
  EXPECT_TRUE(is_rotation_matrix(repaired, 1e-12));
  EXPECT_LT((repaired - rounded).cwiseAbs().maxCoeff(), 1e-4);
  EXPECT_LT(nearest_rotation(-Eigen::Matrix3d::Identity()).determinant(), 1.0 + 1e-12);
  EXPECT_GT(nearest_rotation(-Eigen::Matrix3d::Identity()).determinant(), 1.0 - 1e-12);
}

TEST(Rotations, WrapAngleLandsInHalfOpenInterval) {
  EXPECT_DOUBLE_EQ(wrap_angle(3 * kPi), kPi);
  EXPECT_DOUBLE_EQ(wrap_angle(-kPi), kPi);
  EXPECT_NEAR(wrap_angle(-3 * kPi / 2), kPi / 2, 1e-15);
  EXPECT_NEAR(wrap_angle(0.25 + 8 * kPi), 0.25, 1e-14);
}

}  // namespace
}  // namespace acausal::kinematics
