// Rigid-body transforms and the pose error used by inverse kinematics.
#include "kinematics/transforms.hpp"

#include <numbers>

#include <gtest/gtest.h>

#include "kinematics/rotations.hpp"

namespace acausal::kinematics {
namespace {

TEST(Transforms, ElementaryTransformsComposeInOrder) {
  const Eigen::Isometry3d t =
      translation(1, 0, 0) * rotation_transform_z(std::numbers::pi / 2) * translation(1, 0, 0);
  EXPECT_TRUE(t.translation().isApprox(Eigen::Vector3d(1, 1, 0)));
  EXPECT_TRUE(rotation_transform_x(0.3).linear().isApprox(rotation_x(0.3)));
  EXPECT_TRUE(rotation_transform_y(0.3).linear().isApprox(rotation_y(0.3)));
  const Eigen::Isometry3d rpy = make_transform_rpy({1, 2, 3}, {0.1, 0.2, 0.3});
  EXPECT_TRUE(rpy.linear().isApprox(from_roll_pitch_yaw({0.1, 0.2, 0.3})));
  EXPECT_TRUE(rpy.translation().isApprox(Eigen::Vector3d(1, 2, 3)));
}

TEST(Transforms, PoseErrorIsZeroOnlyAtTheTargetAndLinearForSmallMotions) {
  const Eigen::Isometry3d target =
      make_transform(from_euler_zyz({0.3, 1.0, -0.4}), {0.5, 0.1, 0.2});
  EXPECT_LT(pose_error(target, target).norm(), 1e-15);
  // A small known motion: translation d, rotation ω (world frame) applied to the target.
  const Eigen::Vector3d d(1e-5, -2e-5, 3e-5), w(-2e-5, 1e-5, 4e-5);
  Eigen::Isometry3d moved = target;
  moved.translation() += d;
  moved.linear() = from_rotation_vector(w) * target.linear();
  const Vector6d e = pose_error(target, moved);
  EXPECT_LT((e.head<3>() + d).norm(), 1e-15);
  EXPECT_LT((e.tail<3>() + w).norm(), 1e-14);
  EXPECT_NEAR(position_distance(target, moved), d.norm(), 1e-15);
  EXPECT_NEAR(orientation_distance(target, moved), w.norm(), 1e-14);
}

TEST(Transforms, OrthonormalizedRestoresAProperRotation) {
  Eigen::Isometry3d drifted = make_transform(rotation_z(0.4), {1, 2, 3});
  drifted.linear() *= 1.0 + 1e-9;
  const Eigen::Isometry3d repaired = orthonormalized(drifted);
  EXPECT_TRUE(is_rotation_matrix(repaired.linear(), 1e-14));
  EXPECT_TRUE(repaired.translation().isApprox(Eigen::Vector3d(1, 2, 3)));
  EXPECT_NEAR(angle_between(repaired.linear(), rotation_z(0.4)), 0, 1e-12);
}

}  // namespace
}  // namespace acausal::kinematics
