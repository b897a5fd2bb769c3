// Body inertial parameters: the solids' textbook formulas, the parallel-axis
// sums, and the rejection of bodies that cannot exist, with messages that name
// the body and say what to change.
#include <gtest/gtest.h>

#include "dynamics/body_inertia.hpp"
#include "dynamics_test_support.hpp"

namespace acausal::dynamics {
namespace {

using testing::expect_contains;
using testing::model_error_message;

TEST(BodyInertia, SolidsFollowTheTextbookFormulas) {
  // Cylinder m = 2 kg, r = 0.1 m, L = 0.6 m along z: m r²/2 = 0.01, m(3r² + L²)/12 = 0.065.
  const BodyInertia cylinder = solid_cylinder(2.0, 0.1, 0.6, {0, 0, 5}, {1, 2, 3});
  EXPECT_TRUE(cylinder.inertia_about_center_of_mass.isApprox(
      Eigen::Vector3d(0.065, 0.065, 0.01).asDiagonal().toDenseMatrix(), 1e-14));
  EXPECT_EQ(cylinder.center_of_mass, Eigen::Vector3d(1, 2, 3));
  // Box 3 kg, 0.2 × 0.4 × 0.6 m: m(b² + c²)/12 = 0.13, 0.1, 0.05.
  const BodyInertia box = solid_box(3.0, {0.2, 0.4, 0.6}, Eigen::Vector3d::Zero());
  EXPECT_TRUE(box.inertia_about_center_of_mass.isApprox(
      Eigen::Vector3d(0.13, 0.10, 0.05).asDiagonal().toDenseMatrix(), 1e-14));
  // A cylinder along a tilted axis keeps its moments about that axis.
  const Eigen::Vector3d axis = Eigen::Vector3d(1, 1, 0).normalized();
  const BodyInertia tilted = solid_cylinder(2.0, 0.1, 0.6, axis, Eigen::Vector3d::Zero());
  EXPECT_NEAR(axis.dot(tilted.inertia_about_center_of_mass * axis), 0.01, 1e-15);
  EXPECT_NEAR(tilted.inertia_about_center_of_mass(0, 1), (0.01 - 0.065) / 2, 1e-15);
}

TEST(BodyInertia, ParallelAxisAndCombination) {
  // Two 1 kg point masses at x = ±0.5: combined centre at 0, Iyy = Izz = 0.5, Ixx = 0.
  const BodyInertia dumbbell = combined(point_mass(1, {0.5, 0, 0}), point_mass(1, {-0.5, 0, 0}));
  EXPECT_NEAR(dumbbell.mass, 2, 0);
  EXPECT_LT(dumbbell.center_of_mass.norm(), 1e-16);
  EXPECT_TRUE(dumbbell.inertia_about_center_of_mass.isApprox(
      Eigen::Vector3d(0, 0.5, 0.5).asDiagonal().toDenseMatrix(), 1e-15));
  // About the end x = 0.5: Izz = 1·1² = 1 (parallel axis: 0.5 + 2·0.5²).
  EXPECT_NEAR(inertia_about_point(dumbbell, {0.5, 0, 0})(2, 2), 1.0, 1e-15);
  // An off-diagonal product from an offset in x and y: Ixy = −m x y.
  const Eigen::Matrix3d about_origin = inertia_about_point(point_mass(2, {0.3, 0.4, 0}), {0, 0, 0});
  EXPECT_NEAR(about_origin(0, 1), -2 * 0.3 * 0.4, 1e-15);
  EXPECT_NEAR(about_origin(2, 2), 2 * 0.25, 1e-15);
}

TEST(BodyInertia, ExpressedInAnotherFrame) {
  Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();
  pose.linear() = Eigen::AngleAxisd(testing::kPi / 2, Eigen::Vector3d::UnitZ()).toRotationMatrix();
  pose.translation() = Eigen::Vector3d(1, 0, 0);
  const BodyInertia rod = solid_cylinder(1, 0.01, 1, Eigen::Vector3d::UnitX(), {0.5, 0, 0});
  const BodyInertia moved = expressed_in(rod, pose);
  EXPECT_TRUE(moved.center_of_mass.isApprox(Eigen::Vector3d(1, 0.5, 0), 1e-15));
  // The rod's axis is now y: smallest moment about y.
  EXPECT_NEAR(moved.inertia_about_center_of_mass(1, 1), 0.5e-4 * 1, 1e-15);
}

TEST(BodyInertia, AcceptsRealBodiesIncludingIdealisedOnes) {
  EXPECT_NO_THROW(check_body_inertia(solid_cylinder(1, 0.1, 0.3, {0, 0, 1}, {0, 0, 0}), "ok"));
  EXPECT_NO_THROW(check_body_inertia(point_mass(1, {1, 0, 0}), "point"));
  EXPECT_NO_THROW(check_body_inertia(BodyInertia{}, "massless"));
  // A thin rod (zero moment about its axis) sits on the triangle-inequality boundary.
  BodyInertia rod;
  rod.mass = 1;
  rod.inertia_about_center_of_mass = Eigen::Vector3d(0, 1.0 / 12, 1.0 / 12).asDiagonal();
  EXPECT_NO_THROW(check_body_inertia(rod, "rod"));
}

TEST(BodyInertia, RejectsNegativeMass) {
  const std::string message = model_error_message([] {
    check_body_inertia(point_mass(-1.5, {0, 0, 0}), "upper arm");
  });
  expect_contains(message, {"body 'upper arm'", "mass is -1.5 kg", "give a finite mass >= 0"});
}

TEST(BodyInertia, RejectsNonFiniteValues) {
  expect_contains(model_error_message([] {
                    check_body_inertia(point_mass(1, {0, std::nan(""), 0}), "wrist");
                  }),
                  {"body 'wrist'", "centre of mass"});
  BodyInertia body = point_mass(1, {0, 0, 0});
  body.inertia_about_center_of_mass(1, 1) = INFINITY;
  expect_contains(model_error_message([&] { check_body_inertia(body, "wrist"); }),
                  {"body 'wrist'", "non-finite"});
}

TEST(BodyInertia, RejectsAsymmetricTensor) {
  BodyInertia body = solid_box(1, {0.1, 0.2, 0.3}, Eigen::Vector3d::Zero());
  body.inertia_about_center_of_mass(0, 1) = 1e-3;
  expect_contains(
      model_error_message([&] { check_body_inertia(body, "link2"); }),
      {"body 'link2'", "not symmetric", "Ixy = 0.001", "Iyx = 0", "give a symmetric tensor"});
}

TEST(BodyInertia, RejectsTensorThatIsNotPositiveSemiDefinite) {
  BodyInertia body;
  body.mass = 2;
  body.inertia_about_center_of_mass = Eigen::Vector3d(0.1, 0.1, -0.05).asDiagonal();
  expect_contains(model_error_message([&] { check_body_inertia(body, "forearm"); }),
                  {"body 'forearm'", "not positive semi-definite", "-0.05", "products of inertia"});
  // Positive diagonal, but a product of inertia too large for any real body.
  body.inertia_about_center_of_mass << 0.1, 0.2, 0, 0.2, 0.1, 0, 0, 0, 0.1;
  expect_contains(model_error_message([&] { check_body_inertia(body, "forearm"); }),
                  {"body 'forearm'", "not positive semi-definite"});
}

TEST(BodyInertia, RejectsMomentsViolatingTheTriangleInequality) {
  BodyInertia body;
  body.mass = 1;
  body.inertia_about_center_of_mass = Eigen::Vector3d(0.01, 0.01, 0.05).asDiagonal();
  expect_contains(model_error_message([&] { check_body_inertia(body, "flange"); }),
                  {"body 'flange'", "triangle inequality", "about the centre of mass"});
}

}  // namespace
}  // namespace acausal::dynamics
