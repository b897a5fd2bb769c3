// The three O(n)/O(n²) algorithms checked against each other, on the seed 000
// arm, on branched random trees with prismatic joints, and on a 50-link chain:
//   RNEA = CRBA:  τ = M(q)·q̈ + RNEA(q, q̇, 0)
//   ABA  = M⁻¹:   q̈_ABA = M(q)⁻¹·(τ − RNEA(q, q̇, 0))
//   ABA ∘ RNEA = identity.
// Tolerances are relative to max(1, largest entry), 1e-10 unless stated.
#include <random>
#include <string>

#include <gtest/gtest.h>
#include <Eigen/Eigenvalues>

#include "dynamics/forward_dynamics.hpp"
#include "dynamics/frame_kinematics.hpp"
#include "dynamics/inverse_dynamics.hpp"
#include "dynamics/mass_matrix.hpp"
#include "dynamics/seed000_inertia.hpp"
#include "dynamics_test_support.hpp"
#include "kinematics/jacobians.hpp"
#include "kinematics/robot_catalog.hpp"

namespace acausal::dynamics {
namespace {

using testing::max_abs_difference;
using testing::random_vector;
using testing::scale_of;

struct Agreement {
  double rnea_vs_crba = 0;
  double aba_vs_mass_matrix = 0;
  double aba_of_rnea = 0;
  double symmetry = 0;
};

Agreement cross_check(const RigidBodyTree& tree, std::mt19937& random, int trials) {
  DynamicsWorkspace ws(tree);
  const int n = tree.dof();
  Agreement worst;
  for (int trial = 0; trial < trials; ++trial) {
    const Eigen::VectorXd q = random_vector(random, n, testing::kPi);
    const Eigen::VectorXd qd = random_vector(random, n, 2.0);
    const Eigen::VectorXd qdd = random_vector(random, n, 5.0);
    const Eigen::VectorXd tau = inverse_dynamics(tree, ws, q, qd, qdd);
    const Eigen::VectorXd bias = bias_forces(tree, ws, q, qd);
    const Eigen::MatrixXd m = mass_matrix(tree, ws, q);
    worst.rnea_vs_crba =
        std::max(worst.rnea_vs_crba, max_abs_difference(tau, m * qdd + bias) / scale_of(tau));
    worst.symmetry = std::max(worst.symmetry, max_abs_difference(m, m.transpose()) / scale_of(m));

    const Eigen::VectorXd torque = random_vector(random, n, 20.0);
    const Eigen::VectorXd aba = forward_dynamics(tree, ws, q, qd, torque);
    const Eigen::VectorXd via_m = m.llt().solve(torque - bias);
    worst.aba_vs_mass_matrix =
        std::max(worst.aba_vs_mass_matrix, max_abs_difference(aba, via_m) / scale_of(via_m));
    const Eigen::VectorXd back = forward_dynamics(tree, ws, q, qd, tau);
    worst.aba_of_rnea = std::max(worst.aba_of_rnea, max_abs_difference(back, qdd) / scale_of(qdd));
  }
  return worst;
}

void expect_agreement(const Agreement& a, double tolerance, const std::string& what) {
  EXPECT_LT(a.rnea_vs_crba, tolerance) << what;
  EXPECT_LT(a.aba_vs_mass_matrix, tolerance) << what;
  EXPECT_LT(a.aba_of_rnea, tolerance) << what;
  EXPECT_LT(a.symmetry, 1e-15) << what;
  std::printf("[ figures  ] %s: RNEA vs CRBA %.2e, ABA vs M^-1 %.2e, ABA(RNEA) %.2e\n",
              what.c_str(), a.rnea_vs_crba, a.aba_vs_mass_matrix, a.aba_of_rnea);
}

TEST(AlgorithmsCrossCheck, Seed000Arm) {
  std::mt19937 random(31);
  expect_agreement(cross_check(seed000_rigid_body_tree(), random, 500), 1e-10, "seed000.robot6");
}

TEST(AlgorithmsCrossCheck, Seed000ArmWithoutGravity) {
  std::mt19937 random(32);
  expect_agreement(cross_check(seed000_rigid_body_tree(Eigen::Vector3d::Zero()), random, 200),
                   1e-10, "seed000.robot6, g = 0");
}

TEST(AlgorithmsCrossCheck, BranchedTreesWithPrismaticJoints) {
  std::mt19937 random(33);
  for (int tree_index = 0; tree_index < 10; ++tree_index) {
    const RigidBodyTree tree = testing::random_tree(random, {-1, 0, 1, 1, 3, -1, 5, 0, 7, 2}, true,
                                                    testing::random_vector3(random, 10));
    expect_agreement(cross_check(tree, random, 50), 1e-10,
                     "random branched tree " + std::to_string(tree_index));
  }
}

TEST(AlgorithmsCrossCheck, TreesWithArmature) {
  // Reflected rotor inertias enter τ, M's diagonal and the ABA's D_i.
  std::mt19937 random(40);
  const RigidBodyTree tree = testing::random_tree(random, {-1, 0, 1, 1, 3, 0}, true)
                                 .with_armature(random_vector(random, 6, 0.5).cwiseAbs());
  expect_agreement(cross_check(tree, random, 100), 1e-10, "random tree with armature");
  expect_agreement(
      cross_check(seed000_rigid_body_tree(downward_gravity(), Seed000Rotors::reflected), random,
                  100),
      1e-10, "seed000.robot6 with reflected rotors");
}

TEST(AlgorithmsCrossCheck, FiftyLinkChain) {
  std::mt19937 random(34);
  // M⁻¹ of a long chain is ill-conditioned (cond ≈ 1e8 here), so the two
  // forward-dynamics routes may differ by cond·ε; the RNEA/CRBA identity holds to rounding.
  const RigidBodyTree tree = testing::long_chain(50);
  const Agreement a = cross_check(tree, random, 20);
  EXPECT_LT(a.rnea_vs_crba, 1e-10);
  EXPECT_LT(a.aba_vs_mass_matrix, 1e-6);
  EXPECT_LT(a.aba_of_rnea, 1e-6);
  std::printf("[ figures  ] chain50: RNEA vs CRBA %.2e, ABA vs M^-1 %.2e, ABA(RNEA) %.2e\n",
              a.rnea_vs_crba, a.aba_vs_mass_matrix, a.aba_of_rnea);
}

TEST(AlgorithmsCrossCheck, MassMatrixRouteOfForwardDynamicsMatchesAba) {
  const RigidBodyTree tree = seed000_rigid_body_tree();
  DynamicsWorkspace ws(tree);
  std::mt19937 random(35);
  for (int trial = 0; trial < 100; ++trial) {
    const Eigen::VectorXd q = random_vector(random, 6, 3), qd = random_vector(random, 6, 2);
    const Eigen::VectorXd tau = random_vector(random, 6, 50);
    const Eigen::VectorXd aba = forward_dynamics(tree, ws, q, qd, tau);
    const Eigen::VectorXd via_m = forward_dynamics_via_mass_matrix(tree, ws, q, qd, tau);
    EXPECT_LT(max_abs_difference(aba, via_m), 1e-10 * scale_of(aba));
  }
}

TEST(AlgorithmsCrossCheck, MassMatrixIsPositiveDefiniteAndKineticEnergyMatches) {
  const RigidBodyTree tree = seed000_rigid_body_tree();
  DynamicsWorkspace ws(tree);
  std::mt19937 random(36);
  for (int trial = 0; trial < 100; ++trial) {
    const Eigen::VectorXd q = random_vector(random, 6, 3), qd = random_vector(random, 6, 2);
    const Eigen::MatrixXd m = mass_matrix(tree, ws, q);
    EXPECT_GT(Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd>(m).eigenvalues()[0], 0);
    update_frame_kinematics(tree, ws, q, qd);
    double energy = 0;
    for (int i = 0; i < 6; ++i)
      energy += tree.body(i).inertia.kinetic_energy(ws.velocity[static_cast<std::size_t>(i)]);
    EXPECT_NEAR(energy, 0.5 * qd.dot(m * qd), 1e-12 * std::max(1.0, energy));
  }
}

TEST(AlgorithmsCrossCheck, ExternalForceAtTheFlangeActsThroughTheJacobianTranspose) {
  // A force F and moment N (world axes) on the flange (link 6 origin = tool
  // frame of seed000.robot6): τ = τ_0 − Jᵀ[F; N], J the geometric Jacobian.
  const kinematics::SerialChain chain = kinematics::seed000_robot6().chain();
  const RigidBodyTree tree = seed000_rigid_body_tree();
  DynamicsWorkspace ws(tree);
  std::mt19937 random(37);
  for (int trial = 0; trial < 50; ++trial) {
    const Eigen::VectorXd q = random_vector(random, 6, 3), qd = random_vector(random, 6, 2);
    const Eigen::VectorXd qdd = random_vector(random, 6, 4);
    const Eigen::Vector3d force = testing::random_vector3(random, 50);
    const Eigen::Vector3d moment = testing::random_vector3(random, 10);
    update_frame_kinematics(tree, ws, q);
    const Eigen::Matrix3d body_from_world = ws.world_to_body[5].rotation();
    std::vector<SpatialVector> external(6, SpatialVector::Zero());
    external[5] = make_spatial(body_from_world * moment, body_from_world * force);
    const Eigen::VectorXd free = inverse_dynamics(tree, ws, q, qd, qdd);
    const Eigen::VectorXd loaded = inverse_dynamics(tree, ws, q, qd, qdd, external);
    Eigen::VectorXd wrench(6);
    wrench << force, moment;
    const Eigen::VectorXd expected =
        free - kinematics::geometric_jacobian(chain, q).transpose() * wrench;
    EXPECT_LT(max_abs_difference(loaded, expected), 1e-11 * scale_of(expected));
    // The same load in forward dynamics: applying τ = loaded returns q̈.
    const Eigen::VectorXd back = forward_dynamics(tree, ws, q, qd, loaded, external);
    EXPECT_LT(max_abs_difference(back, qdd), 1e-10 * scale_of(qdd));
  }
}

TEST(AlgorithmsCrossCheck, RepeatedCallsOnOneWorkspaceGiveTheSameAnswers) {
  // Stale state would show as a difference between a reused and a fresh workspace.
  std::mt19937 random(38);
  const RigidBodyTree tree = testing::random_tree(random, {-1, 0, 0, 2, 2}, true);
  DynamicsWorkspace reused(tree);
  const int n = tree.dof();
  for (int trial = 0; trial < 5; ++trial) {
    const Eigen::VectorXd q = random_vector(random, n, 3), qd = random_vector(random, n, 2);
    const Eigen::VectorXd qdd = random_vector(random, n, 4), tau = random_vector(random, n, 9);
    DynamicsWorkspace fresh(tree);
    EXPECT_EQ(inverse_dynamics(tree, reused, q, qd, qdd),
              inverse_dynamics(tree, fresh, q, qd, qdd));
    EXPECT_EQ(mass_matrix(tree, reused, q), mass_matrix(tree, fresh, q));
    EXPECT_EQ(forward_dynamics(tree, reused, q, qd, tau),
              forward_dynamics(tree, fresh, q, qd, tau));
    EXPECT_EQ(forward_dynamics_via_mass_matrix(tree, reused, q, qd, tau),
              forward_dynamics_via_mass_matrix(tree, fresh, q, qd, tau));
    EXPECT_EQ(gravity_torques(tree, reused, q), gravity_torques(tree, fresh, q));
  }
}

TEST(AlgorithmsCrossCheck, BranchesDoNotCoupleInTheMassMatrix) {
  std::mt19937 random(39);
  // Bodies 1 and 2 hang from 0 on separate branches; 3 hangs from 2.
  const RigidBodyTree tree = testing::random_tree(random, {-1, 0, 0, 2}, false);
  DynamicsWorkspace ws(tree);
  const Eigen::MatrixXd m = mass_matrix(tree, ws, random_vector(random, 4, 3));
  EXPECT_EQ(m(1, 2), 0.0);
  EXPECT_EQ(m(1, 3), 0.0);
  EXPECT_NE(m(0, 3), 0.0);
}

}  // namespace
}  // namespace acausal::dynamics
