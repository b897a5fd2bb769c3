// Mechanisms whose equations of motion are known in closed form: the simple
// and the compound pendulum, the planar double pendulum (Siciliano et al.
// 2009, Sec. 7.3.2, the two-link planar arm) and the cart-pole.
#include <cmath>
#include <random>

#include <gtest/gtest.h>

#include "dynamics/forward_dynamics.hpp"
#include "dynamics/inverse_dynamics.hpp"
#include "dynamics/mass_matrix.hpp"
#include "dynamics_test_support.hpp"

namespace acausal::dynamics {
namespace {

using testing::uniform;

constexpr double kG = 9.81;
const Eigen::Vector3d kGravityDownY(0, -kG, 0);

// A pendulum about z hanging along −y at q = 0 (gravity along −y).
RigidBodyTree pendulum(const BodyInertia& bob) {
  BodyDescription b;
  b.name = "bob";
  b.joint_axis = Eigen::Vector3d::UnitZ();
  b.inertia = bob;
  return RigidBodyTree("pendulum", {b}, kGravityDownY);
}

TEST(ClosedForm, SimplePendulumTorqueIsMglSinQ) {
  const double m = 2.5, l = 0.8;
  const RigidBodyTree tree = pendulum(point_mass(m, {0, -l, 0}));
  DynamicsWorkspace ws(tree);
  std::mt19937 random(41);
  for (int trial = 0; trial < 100; ++trial) {
    const double q = uniform(random, -4, 4), qd = uniform(random, -3, 3),
                 qdd = uniform(random, -5, 5);
    const Eigen::VectorXd vq = Eigen::VectorXd::Constant(1, q);
    const Eigen::VectorXd vqd = Eigen::VectorXd::Constant(1, qd);
    const Eigen::VectorXd vqdd = Eigen::VectorXd::Constant(1, qdd);
    EXPECT_NEAR(gravity_torques(tree, ws, vq)[0], m * kG * l * std::sin(q), 1e-13);
    // Velocity adds no torque about a fixed axis for a point mass on it.
    EXPECT_NEAR(inverse_dynamics(tree, ws, vq, vqd, vqdd)[0],
                m * l * l * qdd + m * kG * l * std::sin(q), 1e-12);
    const double tau = uniform(random, -10, 10);
    EXPECT_NEAR(forward_dynamics(tree, ws, vq, vqd, Eigen::VectorXd::Constant(1, tau))[0],
                (tau - m * kG * l * std::sin(q)) / (m * l * l), 1e-12);
  }
}

TEST(ClosedForm, PendulumWithReflectedRotorInertia) {
  // A motor of rotor inertia I_m behind a gear n: τ = (m l² + n² I_m) q̈ + m g l sin q.
  const double m = 2.5, l = 0.8, rotor = 2e-4, ratio = 50;
  const RigidBodyTree tree =
      pendulum(point_mass(m, {0, -l, 0}))
          .with_armature(Eigen::VectorXd::Constant(1, ratio * ratio * rotor));
  DynamicsWorkspace ws(tree);
  const Eigen::VectorXd q = Eigen::VectorXd::Constant(1, 0.4);
  const Eigen::VectorXd qd = Eigen::VectorXd::Constant(1, 2.0);
  const Eigen::VectorXd qdd = Eigen::VectorXd::Constant(1, -3.0);
  const double inertia = m * l * l + ratio * ratio * rotor;
  const double tau = inertia * -3.0 + m * kG * l * std::sin(0.4);
  EXPECT_NEAR(inverse_dynamics(tree, ws, q, qd, qdd)[0], tau, 1e-12);
  EXPECT_NEAR(mass_matrix(tree, ws, q)(0, 0), inertia, 1e-14);
  EXPECT_NEAR(forward_dynamics(tree, ws, q, qd, Eigen::VectorXd::Constant(1, tau))[0], -3.0, 1e-12);
}

TEST(ClosedForm, CompoundPendulumOfAUniformRod) {
  // Rod of length L from the pivot: J_pivot = mL²/3, weight at L/2.
  const double m = 1.2, length = 0.9;
  const RigidBodyTree tree =
      pendulum(solid_cylinder(m, 0.0, length, Eigen::Vector3d::UnitY(), {0, -length / 2, 0}));
  DynamicsWorkspace ws(tree);
  const Eigen::VectorXd q = Eigen::VectorXd::Constant(1, 0.7);
  const Eigen::VectorXd qd = Eigen::VectorXd::Constant(1, -1.3);
  const Eigen::VectorXd qdd = Eigen::VectorXd::Constant(1, 2.1);
  EXPECT_NEAR(inverse_dynamics(tree, ws, q, qd, qdd)[0],
              m * length * length / 3 * 2.1 + m * kG * length / 2 * std::sin(0.7), 1e-13);
  EXPECT_NEAR(mass_matrix(tree, ws, q)(0, 0), m * length * length / 3, 1e-15);
}

struct DoublePendulum {
  double m1 = 1.5, m2 = 0.9;     // kg
  double l1 = 0.6;               // joint 1 → joint 2 [m]
  double c1 = 0.25, c2 = 0.3;    // joint → centre of mass [m]
  double i1 = 0.02, i2 = 0.011;  // about the centre of mass, z [kg m²]

  // Links along their x axes, both joints about z, gravity along −y: the
  // two-link planar arm of Siciliano et al. 2009, eq. (7.82).
  RigidBodyTree tree() const {
    std::vector<BodyDescription> bodies(2);
    bodies[0].name = "link1";
    bodies[0].inertia = {m1, {c1, 0, 0}, Eigen::Vector3d(i1 / 2, i1 / 2, i1).asDiagonal()};
    bodies[1].name = "link2";
    bodies[1].parent = 0;
    bodies[1].joint_placement = Eigen::Isometry3d(Eigen::Translation3d(l1, 0, 0));
    bodies[1].inertia = {m2, {c2, 0, 0}, Eigen::Vector3d(i2 / 2, i2 / 2, i2).asDiagonal()};
    return RigidBodyTree("double pendulum", bodies, kGravityDownY);
  }

  Eigen::Matrix2d mass_matrix(double q2) const {
    const double c = std::cos(q2);
    Eigen::Matrix2d m;
    m(0, 0) = i1 + i2 + m1 * c1 * c1 + m2 * (l1 * l1 + c2 * c2 + 2 * l1 * c2 * c);
    m(0, 1) = m(1, 0) = i2 + m2 * (c2 * c2 + l1 * c2 * c);
    m(1, 1) = i2 + m2 * c2 * c2;
    return m;
  }
  Eigen::Vector2d coriolis(double q2, double qd1, double qd2) const {
    const double h = -m2 * l1 * c2 * std::sin(q2);
    return {h * (2 * qd1 * qd2 + qd2 * qd2), -h * qd1 * qd1};
  }
  Eigen::Vector2d gravity(double q1, double q2) const {
    return {(m1 * c1 + m2 * l1) * kG * std::cos(q1) + m2 * c2 * kG * std::cos(q1 + q2),
            m2 * c2 * kG * std::cos(q1 + q2)};
  }
};

TEST(ClosedForm, DoublePendulumMassMatrixCoriolisAndGravity) {
  const DoublePendulum p;
  const RigidBodyTree tree = p.tree();
  DynamicsWorkspace ws(tree);
  std::mt19937 random(42);
  for (int trial = 0; trial < 200; ++trial) {
    const Eigen::Vector2d q(uniform(random, -4, 4), uniform(random, -4, 4));
    const Eigen::Vector2d qd(uniform(random, -3, 3), uniform(random, -3, 3));
    const Eigen::Vector2d qdd(uniform(random, -5, 5), uniform(random, -5, 5));
    const Eigen::VectorXd vq = q, vqd = qd, vqdd = qdd;
    EXPECT_LT(testing::max_abs_difference(mass_matrix(tree, ws, vq), p.mass_matrix(q[1])), 1e-14);
    const Eigen::Vector2d g = p.gravity(q[0], q[1]);
    EXPECT_LT(testing::max_abs_difference(gravity_torques(tree, ws, vq), g), 1e-13);
    const Eigen::Vector2d coriolis = p.coriolis(q[1], qd[0], qd[1]);
    EXPECT_LT(testing::max_abs_difference(bias_forces(tree, ws, vq, vqd), coriolis + g), 1e-13);
    const Eigen::Vector2d tau = p.mass_matrix(q[1]) * qdd + coriolis + g;
    EXPECT_LT(testing::max_abs_difference(inverse_dynamics(tree, ws, vq, vqd, vqdd), tau), 1e-12);
    EXPECT_LT(testing::max_abs_difference(forward_dynamics(tree, ws, vq, vqd, tau), qdd), 1e-11);
  }
}

TEST(ClosedForm, CartPoleCouplesAPrismaticAndARevoluteJoint) {
  // Cart of mass mc sliding along x; pole point mass mp at distance l, about z,
  // hanging along −y at θ = 0. M = [mc+mp, mp l cosθ; mp l cosθ, mp l²].
  const double mc = 3.0, mp = 0.7, l = 0.5;
  std::vector<BodyDescription> bodies(2);
  bodies[0].name = "cart";
  bodies[0].joint_type = JointType::prismatic;
  bodies[0].joint_axis = Eigen::Vector3d::UnitX();
  bodies[0].inertia = solid_box(mc, {0.3, 0.1, 0.2}, Eigen::Vector3d::Zero());
  bodies[1].name = "pole";
  bodies[1].parent = 0;
  bodies[1].inertia = point_mass(mp, {0, -l, 0});
  const RigidBodyTree tree("cart-pole", bodies, kGravityDownY);
  DynamicsWorkspace ws(tree);
  std::mt19937 random(43);
  for (int trial = 0; trial < 100; ++trial) {
    const double x = uniform(random, -1, 1), theta = uniform(random, -4, 4);
    const double xd = uniform(random, -2, 2), thetad = uniform(random, -3, 3);
    const double xdd = uniform(random, -5, 5), thetadd = uniform(random, -5, 5);
    const Eigen::Vector2d q(x, theta), qd(xd, thetad), qdd(xdd, thetadd);
    const double force = (mc + mp) * xdd + mp * l * std::cos(theta) * thetadd -
                         mp * l * std::sin(theta) * thetad * thetad;
    const double torque =
        mp * l * std::cos(theta) * xdd + mp * l * l * thetadd + mp * kG * l * std::sin(theta);
    const Eigen::VectorXd tau = inverse_dynamics(tree, ws, q, qd, qdd);
    EXPECT_NEAR(tau[0], force, 1e-12);
    EXPECT_NEAR(tau[1], torque, 1e-12);
    const Eigen::MatrixXd m = mass_matrix(tree, ws, q);
    EXPECT_NEAR(m(0, 0), mc + mp, 1e-14);
    EXPECT_NEAR(m(0, 1), mp * l * std::cos(theta), 1e-14);
    EXPECT_NEAR(m(1, 1), mp * l * l, 1e-14);
  }
}

TEST(ClosedForm, VerticalSlideCarriesItsWeight) {
  BodyDescription lift;
  lift.name = "lift";
  lift.joint_type = JointType::prismatic;
  lift.joint_axis = Eigen::Vector3d(0, 0, 2);
  lift.inertia = point_mass(4, {0.1, 0.2, 0});
  const RigidBodyTree tree("lift", {lift});
  DynamicsWorkspace ws(tree);
  const Eigen::VectorXd q = Eigen::VectorXd::Constant(1, 0.3);
  const Eigen::VectorXd qd = Eigen::VectorXd::Constant(1, -0.7);
  const Eigen::VectorXd qdd = Eigen::VectorXd::Constant(1, 1.5);
  EXPECT_NEAR(inverse_dynamics(tree, ws, q, qd, qdd)[0], 4 * (1.5 + kG), 1e-13);
}

}  // namespace
}  // namespace acausal::dynamics
