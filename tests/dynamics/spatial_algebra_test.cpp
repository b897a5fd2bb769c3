// Spatial algebra: the structured transform and inertia operations agree with
// their 6×6 matrix forms (Featherstone 2008, Ch. 2), compose, invert, and
// conserve power.
#include <random>

#include <gtest/gtest.h>
#include <Eigen/Eigenvalues>

#include "dynamics/joint_model.hpp"
#include "dynamics/spatial_inertia.hpp"
#include "dynamics/spatial_transform.hpp"
#include "dynamics/spatial_vector.hpp"
#include "dynamics_test_support.hpp"

namespace acausal::dynamics {
namespace {

using testing::random_body_inertia;
using testing::random_pose;

SpatialVector random_spatial(std::mt19937& random) {
  return testing::random_vector(random, 6, 2.0);
}

TEST(SpatialAlgebra, CrossProductsMatchTheirMatricesAndAreDual) {
  std::mt19937 random(1);
  for (int trial = 0; trial < 50; ++trial) {
    const SpatialVector v = random_spatial(random), m = random_spatial(random),
                        f = random_spatial(random);
    EXPECT_LT((motion_cross(v, m) - motion_cross_matrix(v) * m).norm(), 1e-14);
    EXPECT_LT((force_cross(v, f) - force_cross_matrix(v) * f).norm(), 1e-14);
    // (v ×m m)·f = −m·(v ×* f): the two products are negative transposes.
    EXPECT_NEAR(motion_cross(v, m).dot(f), -m.dot(force_cross(v, f)), 1e-13);
    EXPECT_LT(motion_cross(v, v).norm(), 1e-15);
  }
}

TEST(SpatialAlgebra, TransformAppliesAsItsMatrices) {
  std::mt19937 random(2);
  for (int trial = 0; trial < 50; ++trial) {
    const SpatialTransform x = SpatialTransform::from_pose(random_pose(random, 1.0));
    const SpatialVector m = random_spatial(random), f = random_spatial(random);
    EXPECT_LT((x.apply_motion(m) - x.motion_matrix() * m).norm(), 1e-13);
    EXPECT_LT((x.apply_force(f) - x.force_matrix() * f).norm(), 1e-13);
    EXPECT_LT((x.inverse_apply_motion(m) - x.motion_matrix().inverse() * m).norm(), 1e-12);
    EXPECT_LT((x.transpose_apply_force(f) - x.motion_matrix().transpose() * f).norm(), 1e-13);
    // X* = X⁻ᵀ: force and motion transforms are dual.
    EXPECT_LT((x.force_matrix() - x.motion_matrix().inverse().transpose()).norm(), 1e-12);
    // Power f·m does not depend on the frame.
    EXPECT_NEAR(x.apply_force(f).dot(x.apply_motion(m)), f.dot(m), 1e-12);
  }
}

TEST(SpatialAlgebra, ComposesAndInvertsLikePoses) {
  std::mt19937 random(3);
  for (int trial = 0; trial < 50; ++trial) {
    const Eigen::Isometry3d b_in_a = random_pose(random, 1.0), c_in_b = random_pose(random, 1.0);
    const SpatialTransform b_from_a = SpatialTransform::from_pose(b_in_a);
    const SpatialTransform c_from_b = SpatialTransform::from_pose(c_in_b);
    const SpatialTransform c_from_a = c_from_b * b_from_a;
    EXPECT_LT(
        (c_from_a.motion_matrix() - c_from_b.motion_matrix() * b_from_a.motion_matrix()).norm(),
        1e-12);
    EXPECT_TRUE(c_from_a.pose().isApprox(b_in_a * c_in_b, 1e-13));
    EXPECT_LT((b_from_a.inverse().motion_matrix() - b_from_a.motion_matrix().inverse()).norm(),
              1e-12);
    EXPECT_TRUE(b_from_a.pose().isApprox(b_in_a, 1e-15));
  }
}

TEST(SpatialAlgebra, InertiaMatchesItsMatrixAndTransformsAsXtIX) {
  std::mt19937 random(4);
  for (int trial = 0; trial < 50; ++trial) {
    const BodyInertia body = random_body_inertia(random);
    const SpatialInertia inertia(body);
    const SpatialVector v = random_spatial(random);
    EXPECT_LT((inertia * v - inertia.matrix() * v).norm(), 1e-13);
    EXPECT_NEAR(inertia.kinetic_energy(v), 0.5 * v.dot(inertia.matrix() * v), 1e-13);
    // Symmetric positive definite for a body with full inertia.
    EXPECT_LT((inertia.matrix() - inertia.matrix().transpose()).norm(), 1e-15);
    EXPECT_GT(Eigen::SelfAdjointEigenSolver<SpatialMatrix>(inertia.matrix()).eigenvalues()[0], 0);
    const SpatialTransform x = SpatialTransform::from_pose(random_pose(random, 1.0));
    const SpatialMatrix expected =
        x.motion_matrix().transpose() * inertia.matrix() * x.motion_matrix();
    EXPECT_LT((inertia.expressed_in_source_of(x).matrix() - expected).norm(), 1e-12);
    // Round trip back to mass, centre of mass and central inertia.
    const BodyInertia back = inertia.body_inertia();
    EXPECT_NEAR(back.mass, body.mass, 1e-15);
    EXPECT_LT((back.center_of_mass - body.center_of_mass).norm(), 1e-15);
    EXPECT_LT((back.inertia_about_center_of_mass - body.inertia_about_center_of_mass).norm(),
              1e-14);
  }
}

TEST(SpatialAlgebra, InertiaTransformAgreesWithMovingTheBody) {
  // The body's inertia expressed in A equals the inertia of the same body
  // whose parameters were moved into A first.
  std::mt19937 random(5);
  const BodyInertia body = random_body_inertia(random);
  const Eigen::Isometry3d b_in_a = random_pose(random, 1.0);
  const SpatialInertia in_a =
      SpatialInertia(body).expressed_in_source_of(SpatialTransform::from_pose(b_in_a));
  const SpatialInertia expected(expressed_in(body, b_in_a));
  EXPECT_LT((in_a.matrix() - expected.matrix()).norm(), 1e-13);
}

TEST(SpatialAlgebra, MasslessInertiaStaysExactUnderTransforms) {
  BodyInertia rotor;
  rotor.inertia_about_center_of_mass = Eigen::Vector3d(0.1, 0.1, 0.2).asDiagonal();
  std::mt19937 random(6);
  const SpatialTransform x = SpatialTransform::from_pose(random_pose(random, 1.0));
  const SpatialInertia moved = SpatialInertia(rotor).expressed_in_source_of(x);
  EXPECT_EQ(moved.mass(), 0.0);
  EXPECT_LT(moved.first_moment().norm(), 1e-15);
  EXPECT_LT((moved.matrix() -
             x.motion_matrix().transpose() * SpatialInertia(rotor).matrix() * x.motion_matrix())
                .norm(),
            1e-14);
}

TEST(SpatialAlgebra, RevoluteJointTransformRotatesAboutItsAxis) {
  std::mt19937 random(7);
  for (int trial = 0; trial < 20; ++trial) {
    const Eigen::Vector3d axis = testing::random_vector3(random, 1).normalized();
    const double angle = testing::uniform(random, -3, 3);
    const JointModel joint(JointType::revolute, axis * 3.0);  // any length
    const SpatialTransform x = joint.transform(angle);
    EXPECT_TRUE(
        x.pose().linear().isApprox(Eigen::AngleAxisd(angle, axis).toRotationMatrix(), 1e-14));
    EXPECT_LT(x.translation().norm(), 1e-16);
    EXPECT_LT((joint.motion_subspace().head<3>() - axis).norm(), 1e-15);
  }
  const JointModel slider(JointType::prismatic, Eigen::Vector3d(0, 2, 0));
  EXPECT_TRUE(slider.transform(0.3).pose().translation().isApprox(Eigen::Vector3d(0, 0.3, 0)));
  EXPECT_LT((slider.motion_subspace() - make_spatial({0, 0, 0}, {0, 1, 0})).norm(), 1e-16);
}

TEST(SpatialAlgebra, JointTransformAfterATreeTransformIsTheirProduct) {
  // The specialised products for x, y, z axes and the general one.
  std::mt19937 random(8);
  const std::vector<Eigen::Vector3d> axes = {Eigen::Vector3d::UnitX(), Eigen::Vector3d::UnitY(),
                                             Eigen::Vector3d::UnitZ(),
                                             testing::random_vector3(random, 1)};
  for (const JointType type : {JointType::revolute, JointType::prismatic})
    for (const Eigen::Vector3d& axis : axes) {
      const JointModel joint(type, axis);
      const SpatialTransform tree = SpatialTransform::from_pose(random_pose(random, 1.0));
      const double value = testing::uniform(random, -3, 3);
      const SpatialTransform expected = joint.transform(value) * tree;
      const SpatialTransform fused = joint.transform_after(tree, value);
      EXPECT_LT((fused.motion_matrix() - expected.motion_matrix()).norm(), 1e-14)
          << joint_type_name(type) << " about " << axis.transpose();
    }
}

}  // namespace
}  // namespace acausal::dynamics
