// The Euler-Lagrange model of seed 000 (Sec. 3.1) against the Newton-Euler
// side (Sec. 3.2, the RNEA) and against the structural properties every
// Lagrangian model has: M symmetric positive definite, Ṁ − 2S skew-symmetric,
// g the gradient of U.
#include <cmath>
#include <random>

#include <gtest/gtest.h>
#include <Eigen/Eigenvalues>

#include "dynamics/energy.hpp"
#include "dynamics/inverse_dynamics.hpp"
#include "dynamics/mass_matrix.hpp"
#include "dynamics/seed000_inertia.hpp"
#include "dynamics/serial_chain_tree.hpp"
#include "dynamics_test_support.hpp"
#include "kinematics/robot_catalog.hpp"

namespace acausal::dynamics {
namespace {

using testing::max_abs_difference;
using testing::random_vector;

TEST(EulerLagrange, MassMatrixEqualsCrba) {
  const EulerLagrangeModel lagrange = seed000_euler_lagrange_model();
  const RigidBodyTree tree = seed000_rigid_body_tree();
  DynamicsWorkspace ws(tree);
  std::mt19937 random(51);
  double worst = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const Eigen::VectorXd q = random_vector(random, 6, testing::kPi);
    const Eigen::MatrixXd m = lagrange.mass_matrix(q);
    worst = std::max(worst, max_abs_difference(m, mass_matrix(tree, ws, q)));
    EXPECT_LT(max_abs_difference(m, m.transpose()), 1e-14);
    EXPECT_GT(Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd>(m).eigenvalues()[0], 0);
  }
  EXPECT_LT(worst, 1e-12);
  std::printf("[ figures  ] seed000 M(q): Euler-Lagrange vs CRBA max |dM| = %.2e kg m^2\n", worst);
}

TEST(EulerLagrange, InverseDynamicsEqualsRneaOnRandomStates) {
  const EulerLagrangeModel lagrange = seed000_euler_lagrange_model();
  const RigidBodyTree tree = seed000_rigid_body_tree();
  DynamicsWorkspace ws(tree);
  std::mt19937 random(52);
  double worst = 0, largest = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const Eigen::VectorXd q = random_vector(random, 6, testing::kPi);
    const Eigen::VectorXd qd = random_vector(random, 6, 3.0);
    const Eigen::VectorXd qdd = random_vector(random, 6, 10.0);
    const Eigen::VectorXd expected = inverse_dynamics(tree, ws, q, qd, qdd);
    worst = std::max(worst, max_abs_difference(lagrange.inverse_dynamics(q, qd, qdd), expected));
    largest = std::max(largest, expected.cwiseAbs().maxCoeff());
  }
  EXPECT_LT(worst, 1e-9);  // N·m, torques up to ~`largest`
  std::printf(
      "[ figures  ] seed000 tau: Euler-Lagrange vs RNEA max |dtau| = %.2e N m (|tau| <= %.0f)\n",
      worst, largest);
}

TEST(EulerLagrange, InverseDynamicsEqualsRneaWithReflectedRotors) {
  const EulerLagrangeModel lagrange =
      seed000_euler_lagrange_model(downward_gravity(), Seed000Rotors::reflected);
  const RigidBodyTree tree = seed000_rigid_body_tree(downward_gravity(), Seed000Rotors::reflected);
  DynamicsWorkspace ws(tree);
  std::mt19937 random(58);
  for (int trial = 0; trial < 100; ++trial) {
    const Eigen::VectorXd q = random_vector(random, 6, testing::kPi);
    const Eigen::VectorXd qd = random_vector(random, 6, 3.0);
    const Eigen::VectorXd qdd = random_vector(random, 6, 10.0);
    EXPECT_LT(max_abs_difference(lagrange.inverse_dynamics(q, qd, qdd),
                                 inverse_dynamics(tree, ws, q, qd, qdd)),
              1e-9);
  }
}

TEST(EulerLagrange, GravityIsThePotentialGradientAndEqualsRnea) {
  const EulerLagrangeModel lagrange = seed000_euler_lagrange_model();
  const RigidBodyTree tree = seed000_rigid_body_tree();
  DynamicsWorkspace ws(tree);
  std::mt19937 random(53);
  for (int trial = 0; trial < 100; ++trial) {
    const Eigen::VectorXd q = random_vector(random, 6, testing::kPi);
    const Eigen::VectorXd g = lagrange.gravity(q);
    EXPECT_LT(max_abs_difference(g, gravity_torques(tree, ws, q)), 1e-11);
    // Both models' potential energies agree (same datum: the world origin).
    EXPECT_NEAR(lagrange.potential_energy(q), potential_energy(tree, ws, q), 1e-11);
    // A fourth-order central difference of U agrees with the complex step
    // to its own truncation error (a sanity check of the complex step).
    const double h = 1e-3;
    for (int k = 0; k < 6; ++k) {
      Eigen::VectorXd e = Eigen::VectorXd::Zero(6);
      e[k] = h;
      const double difference =
          (-lagrange.potential_energy(q + 2 * e) + 8 * lagrange.potential_energy(q + e) -
           8 * lagrange.potential_energy(q - e) + lagrange.potential_energy(q - 2 * e)) /
          (12 * h);
      EXPECT_NEAR(g[k], difference, 1e-8);
    }
  }
}

TEST(EulerLagrange, MdotMinusTwoSIsSkewSymmetric) {
  // Siciliano et al. 2009, Sec. 7.2.1: with S from Christoffel symbols,
  // Ṁ − 2S is skew-symmetric; Ṁ = Σ_k ∂M/∂q_k q̇_k.
  const EulerLagrangeModel lagrange = seed000_euler_lagrange_model();
  std::mt19937 random(54);
  for (int trial = 0; trial < 50; ++trial) {
    const Eigen::VectorXd q = random_vector(random, 6, testing::kPi);
    const Eigen::VectorXd qd = random_vector(random, 6, 3.0);
    const std::vector<Eigen::MatrixXd> dm = lagrange.mass_matrix_derivatives(q);
    Eigen::MatrixXd m_dot = Eigen::MatrixXd::Zero(6, 6);
    for (int k = 0; k < 6; ++k) m_dot += dm[static_cast<std::size_t>(k)] * qd[k];
    const Eigen::MatrixXd n = m_dot - 2 * lagrange.coriolis_matrix(q, qd);
    EXPECT_LT(max_abs_difference(n, -n.transpose()), 1e-13);
  }
}

TEST(EulerLagrange, MassMatrixDerivativeByComplexStepMatchesCrbaDifferences) {
  // ∂M/∂q_k against a fourth-order central difference of the CRBA's M.
  const EulerLagrangeModel lagrange = seed000_euler_lagrange_model();
  const RigidBodyTree tree = seed000_rigid_body_tree();
  DynamicsWorkspace ws(tree);
  std::mt19937 random(55);
  const Eigen::VectorXd q = random_vector(random, 6, testing::kPi);
  const std::vector<Eigen::MatrixXd> dm = lagrange.mass_matrix_derivatives(q);
  const double h = 1e-3;
  for (int k = 0; k < 6; ++k) {
    Eigen::VectorXd e = Eigen::VectorXd::Zero(6);
    e[k] = h;
    const Eigen::MatrixXd difference = (-Eigen::MatrixXd(mass_matrix(tree, ws, q + 2 * e)) +
                                        8 * Eigen::MatrixXd(mass_matrix(tree, ws, q + e)) -
                                        8 * Eigen::MatrixXd(mass_matrix(tree, ws, q - e)) +
                                        Eigen::MatrixXd(mass_matrix(tree, ws, q - 2 * e))) /
                                       (12 * h);
    EXPECT_LT(max_abs_difference(dm[static_cast<std::size_t>(k)], difference), 1e-9) << "k = " << k;
  }
}

TEST(EulerLagrange, ForwardDynamicsInvertsInverseDynamics) {
  const EulerLagrangeModel lagrange = seed000_euler_lagrange_model();
  std::mt19937 random(56);
  for (int trial = 0; trial < 30; ++trial) {
    const Eigen::VectorXd q = random_vector(random, 6, 3), qd = random_vector(random, 6, 2);
    const Eigen::VectorXd qdd = random_vector(random, 6, 5);
    const Eigen::VectorXd tau = lagrange.inverse_dynamics(q, qd, qdd);
    EXPECT_LT(max_abs_difference(lagrange.forward_dynamics(q, qd, tau), qdd), 1e-10);
  }
}

TEST(EulerLagrange, HandlesPrismaticJoints) {
  // The SCARA of seed 002 (R R R P) with random inertias: EL vs RNEA.
  std::mt19937 random(57);
  std::vector<BodyInertia> inertias;
  for (int i = 0; i < 4; ++i) inertias.push_back(testing::random_body_inertia(random));
  const kinematics::SerialChain chain = kinematics::make_chain(kinematics::scara_seed002_table());
  const EulerLagrangeModel lagrange(chain, inertias);
  const RigidBodyTree tree = make_rigid_body_tree(chain, inertias);
  DynamicsWorkspace ws(tree);
  for (int trial = 0; trial < 50; ++trial) {
    const Eigen::VectorXd q = random_vector(random, 4, 2), qd = random_vector(random, 4, 2);
    const Eigen::VectorXd qdd = random_vector(random, 4, 5);
    EXPECT_LT(max_abs_difference(lagrange.inverse_dynamics(q, qd, qdd),
                                 inverse_dynamics(tree, ws, q, qd, qdd)),
              1e-10);
  }
}

TEST(EulerLagrange, RefusesBadInput) {
  using testing::expect_contains;
  using testing::model_error_message;
  std::vector<BodyInertia> inertias = seed000_link_inertias();
  inertias[5].mass = -0.1;
  expect_contains(model_error_message(
                      [&] { EulerLagrangeModel(kinematics::seed000_robot6().chain(), inertias); }),
                  {"Euler-Lagrange model of robot 'seed000.robot6'", "body 'link6'", "mass"});
  expect_contains(model_error_message([&] {
                    EulerLagrangeModel(kinematics::seed000_robot6().chain(),
                                       seed000_link_inertias(), downward_gravity(),
                                       Eigen::VectorXd::Constant(6, -1.0));
                  }),
                  {"armature", "negative", "give values >= 0"});
  const EulerLagrangeModel lagrange = seed000_euler_lagrange_model();
  expect_contains(model_error_message([&] { lagrange.mass_matrix(Eigen::VectorXd::Zero(7)); }),
                  {"has 6 joint coordinates", "q has 7 entries"});
}

}  // namespace
}  // namespace acausal::dynamics
