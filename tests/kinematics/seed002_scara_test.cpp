// Seed 002 SCARA: the printed transforms (1)–(4), T_3^0 (6), the Jacobians
// (8), (10), (12), and the singularities at θ2 = 0 found numerically.
#include <cmath>
#include <numbers>
#include <random>

#include <gtest/gtest.h>

#include "kinematics/forward_kinematics.hpp"
#include "kinematics/jacobians.hpp"
#include "kinematics/robot_catalog.hpp"
#include "kinematics/transforms.hpp"

namespace acausal::kinematics {
namespace {

constexpr double kPi = std::numbers::pi;

Eigen::Matrix4d in_millimetres(const Eigen::Isometry3d& t) {
  Eigen::Matrix4d m = t.matrix();
  m.block<3, 1>(0, 3) *= 1000;
  return m;
}

Eigen::Matrix4d planar(double theta, double x, double z) {
  Eigen::Matrix4d m;
  m << std::cos(theta), -std::sin(theta), 0, x, std::sin(theta), std::cos(theta), 0, 0, 0, 0, 1, z,
      0, 0, 0, 1;
  return m;
}

TEST(Seed002Scara, LinkTransformsAreEquations1To4) {
  const SerialChain chain = scara_seed002().chain();
  const Eigen::Vector4d q(0.4, -1.1, 2.3, 0.07);
  const ChainFrames frames = compute_frames(chain, q);
  const Eigen::Isometry3d t10 = frames.link_frames[0];
  const Eigen::Isometry3d t21 = frames.link_frames[0].inverse() * frames.link_frames[1];
  const Eigen::Isometry3d t32 = frames.link_frames[1].inverse() * frames.link_frames[2];
  const Eigen::Isometry3d t43 = frames.link_frames[2].inverse() * frames.link_frames[3];
  EXPECT_LT((in_millimetres(t10) - planar(q[0], 0, 452.4)).norm(), 1e-11);
  EXPECT_LT((in_millimetres(t21) - planar(q[1], 220, 222.4)).norm(), 1e-11);
  EXPECT_LT((in_millimetres(t32) - planar(q[2], 240, -334)).norm(), 1e-11);
  EXPECT_LT((in_millimetres(t43) - planar(0, 0, q[3] * 1000)).norm(), 1e-11);
}

TEST(Seed002Scara, EndOfTheArmIsEquation6) {
  const SerialChain chain = scara_seed002().chain();
  std::mt19937 random(2);
  std::uniform_real_distribution<double> angle(-kPi, kPi);
  for (int i = 0; i < 100; ++i) {
    const double t1 = angle(random), t2 = angle(random), t3 = angle(random);
    const double c1 = std::cos(t1), s1 = std::sin(t1), c2 = std::cos(t2), s2 = std::sin(t2),
                 c3 = std::cos(t3), s3 = std::sin(t3);
    const Eigen::Matrix4d t30 =
        in_millimetres(compute_frames(chain, Eigen::Vector4d(t1, t2, t3, 0)).link_frames[2]);
    EXPECT_NEAR(t30(0, 0), c3 * (c1 * c2 - s1 * s2) - s3 * (c1 * s2 + c2 * s1), 1e-12);
    EXPECT_NEAR(t30(0, 1), -c3 * (c1 * s2 + c2 * s1) - s3 * (c1 * c2 - s1 * s2), 1e-12);
    EXPECT_NEAR(t30(0, 3), 220 * c1 + 240 * c1 * c2 - 240 * s1 * s2, 1e-10);
    EXPECT_NEAR(t30(1, 0), c3 * (c1 * s2 + s1 * c2) + s3 * (c1 * c2 - s2 * s1), 1e-12);
    EXPECT_NEAR(t30(1, 3), 220 * s1 + 240 * c1 * s2 + 240 * c2 * s1, 1e-10);
    EXPECT_NEAR(t30(2, 2), 1, 1e-15);
    EXPECT_NEAR(t30(2, 3), 1704.0 / 5, 1e-10);  // m34 = 340.8 mm
  }
}

TEST(Seed002Scara, JacobianIsEquations10And12) {
  const SerialChain chain = scara_seed002().chain();
  const double t1 = 0.7, t2 = -0.4;
  const Eigen::MatrixXd j = geometric_jacobian(chain, Eigen::Vector4d(t1, t2, 1.3, 0.02)) * 1000;
  const double c1 = std::cos(t1), s1 = std::sin(t1), c2 = std::cos(t2), s2 = std::sin(t2);
  Eigen::Matrix<double, 3, 4> printed;  // eq. (10), mm per rad (and per mm for q4)
  printed << -220 * s1 - 240 * c1 * s2 - 240 * c2 * s1, -240 * c1 * s2 - 240 * c2 * s1, 0, 0,
      220 * c1 + 240 * c1 * c2 - 240 * s1 * s2, 240 * c1 * c2 - 240 * s1 * s2, 0, 0, 0, 0, 0, 1000;
  EXPECT_LT((j.topRows<3>() - printed).norm(), 1e-10);
  // Eq. (12) and its determinant 52800 sin θ2 mm².
  const Eigen::MatrixXd planar = TaskSpace::planar_xy().select(j).leftCols(2);
  EXPECT_NEAR(planar.determinant(), 52800 * s2, 1e-9);
}

TEST(Seed002Scara, SingularitiesAtTheta2ZeroAreFoundNumerically) {
  const SerialChain chain = scara_seed002().chain();
  for (const double t1 : {-2.5, -1.0, 0.0, 0.3, 1.7, 3.0}) {
    // Sweeping θ2 over a full turn: singular at 0 (stretched) and at ±π
    // (folded back), for every θ1.
    const std::vector<double> found = find_singularities_along(
        chain, Eigen::Vector4d(t1, 1.0, 0.2, 0.0), 1, -kPi, kPi, TaskSpace::planar_xy());
    ASSERT_EQ(found.size(), 3u) << "θ1 = " << t1;
    EXPECT_NEAR(found[0], -kPi, 1e-9);
    EXPECT_NEAR(found[1], 0.0, 1e-9);
    EXPECT_NEAR(found[2], kPi, 1e-9);
    // The full 4-DOF task (x, y, z, yaw) is singular there too; θ1 never matters.
    EXPECT_TRUE(analyse_singularity(chain, Eigen::Vector4d(t1, 0.0, 0.2, 0.0)).singular);
    EXPECT_FALSE(analyse_singularity(chain, Eigen::Vector4d(t1, 0.5, 0.2, 0.0)).singular);
    EXPECT_TRUE(find_singularities_along(chain, Eigen::Vector4d(t1, 0.8, 0.2, 0.0), 0, -kPi, kPi,
                                         TaskSpace::planar_xy())
                    .empty());
  }
}

TEST(Seed002Scara, TablesAlphaOfPiWouldContradictTheSeedsMatrices) {
  // Table 1 prints α3 = π; the matrices (3), (6), (10) use α3 = 0. With π the
  // end of the arm would sit at z = 452.4 + 222.4 + 334 = 1008.8 mm and q4
  // would move it down (∂z/∂q4 = −1), not the printed 340.8 mm and +1.
  DhTable printed = scara_seed002_table();
  printed.rows[2].alpha = kPi;
  const SerialChain chain = make_chain(printed);
  const Eigen::Isometry3d end = compute_frames(chain, Eigen::Vector4d::Zero()).link_frames[2];
  EXPECT_NEAR(end.translation().z() * 1000, 1008.8, 1e-9);
  EXPECT_NEAR(geometric_jacobian(chain, Eigen::Vector4d::Zero())(2, 3), -1.0, 1e-15);
}

}  // namespace
}  // namespace acausal::kinematics
