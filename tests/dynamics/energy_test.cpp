// Energy balances: an unactuated arm keeps T + U constant when integrated
// with the ABA, and with torques applied dE/dt = q̇ᵀτ, both at an instant
// (with Ṁ from the Euler-Lagrange model) and integrated over a motion.
#include <cmath>
#include <numbers>
#include <random>

#include <gtest/gtest.h>

#include "dynamics/energy.hpp"
#include "dynamics/fixed_step_simulation.hpp"
#include "dynamics/forward_dynamics.hpp"
#include "dynamics/inverse_dynamics.hpp"
#include "dynamics/mass_matrix.hpp"
#include "dynamics/seed000_inertia.hpp"
#include "dynamics_test_support.hpp"

namespace acausal::dynamics {
namespace {

using testing::random_vector;

void zero_torque(double, const Eigen::VectorXd&, const Eigen::VectorXd&, Eigen::VectorXd& tau) {
  tau.setZero();
}

struct Drift {
  double relative = 0;  // max |E(t) − E(0)| / max T(t)
  double largest_kinetic = 0;
};

Drift energy_drift(const RigidBodyTree& tree, const JointState& start, double duration,
                   double step) {
  const SimulationRecord record =
      simulate_rk4(articulated_body_plant(tree, zero_torque), start, 0, duration, step, 10);
  DynamicsWorkspace ws(tree);
  const double initial = mechanical_energy(tree, ws, start.q, start.qd);
  Drift drift;
  double worst = 0;
  for (std::size_t k = 0; k < record.time.size(); ++k) {
    worst =
        std::max(worst, std::abs(mechanical_energy(tree, ws, record.q[k], record.qd[k]) - initial));
    drift.largest_kinetic =
        std::max(drift.largest_kinetic, kinetic_energy(tree, ws, record.q[k], record.qd[k]));
  }
  drift.relative = worst / drift.largest_kinetic;
  return drift;
}

TEST(Energy, UnactuatedSeed000ArmConservesEnergyOverTenSeconds) {
  // Released from a stretched-out pose with some joint speed; it falls and
  // swings through large motions (the largest kinetic energy is recorded).
  const RigidBodyTree tree = seed000_rigid_body_tree();
  JointState start{Eigen::VectorXd(6), Eigen::VectorXd(6)};
  start.q << 0.3, -1.2, 0.4, 0.8, -0.6, 1.0;
  start.qd << 0.5, 0.0, -0.5, 1.0, 0.8, -1.5;
  const Drift drift = energy_drift(tree, start, 10.0, 2.5e-4);
  EXPECT_LT(drift.relative, 1e-7);
  EXPECT_GT(drift.largest_kinetic, 50.0);  // the test exercises real motion
  std::printf(
      "[ figures  ] seed000 unactuated, RK4 h = 0.25 ms, 10 s: |dE|/max T = %.2e "
      "(max T = %.1f J)\n",
      drift.relative, drift.largest_kinetic);
}

TEST(Energy, UnactuatedSeed000ArmWithReflectedRotorsConservesEnergy) {
  const RigidBodyTree tree = seed000_rigid_body_tree(downward_gravity(), Seed000Rotors::reflected);
  JointState start{Eigen::VectorXd(6), Eigen::VectorXd(6)};
  start.q << 0.3, -1.2, 0.4, 0.8, -0.6, 1.0;
  start.qd << 0.5, 0.0, -0.5, 1.0, 0.8, -1.5;
  const Drift drift = energy_drift(tree, start, 10.0, 2.5e-4);
  EXPECT_LT(drift.relative, 1e-7);
  std::printf(
      "[ figures  ] seed000 with reflected rotors, unactuated, 10 s: |dE|/max T = %.2e "
      "(max T = %.1f J)\n",
      drift.relative, drift.largest_kinetic);
}

TEST(Energy, UnactuatedBranchedTreeConservesEnergy) {
  std::mt19937 random(61);
  const RigidBodyTree tree = testing::random_tree(random, {-1, 0, 1, 1, 3}, true);
  JointState start{random_vector(random, 5, 1.0), random_vector(random, 5, 1.0)};
  const Drift drift = energy_drift(tree, start, 10.0, 2.5e-4);
  EXPECT_LT(drift.relative, 1e-7);
  std::printf("[ figures  ] random branched tree, 10 s: |dE|/max T = %.2e (max T = %.2f J)\n",
              drift.relative, drift.largest_kinetic);
}

TEST(Energy, RateOfEnergyIsJointPowerAtAnInstant) {
  // dT/dt = q̇ᵀM q̈ + ½ q̇ᵀ Ṁ q̇ with Ṁ = Σ ∂M/∂q_k q̇_k (complex step),
  // dU/dt = g(q)ᵀq̇, q̈ from the ABA: their sum must be q̇ᵀτ.
  const RigidBodyTree tree = seed000_rigid_body_tree();
  const EulerLagrangeModel lagrange = seed000_euler_lagrange_model();
  DynamicsWorkspace ws(tree);
  std::mt19937 random(62);
  for (int trial = 0; trial < 100; ++trial) {
    const Eigen::VectorXd q = random_vector(random, 6, 3), qd = random_vector(random, 6, 2);
    const Eigen::VectorXd tau = random_vector(random, 6, 40);
    const Eigen::VectorXd qdd = forward_dynamics(tree, ws, q, qd, tau);
    const Eigen::MatrixXd m = mass_matrix(tree, ws, q);
    const std::vector<Eigen::MatrixXd> dm = lagrange.mass_matrix_derivatives(q);
    Eigen::MatrixXd m_dot = Eigen::MatrixXd::Zero(6, 6);
    for (int k = 0; k < 6; ++k) m_dot += dm[static_cast<std::size_t>(k)] * qd[k];
    const double kinetic_rate = qd.dot(m * qdd) + 0.5 * qd.dot(m_dot * qd);
    const double potential_rate = gravity_torques(tree, ws, q).dot(qd);
    const double power = qd.dot(tau);
    EXPECT_NEAR(kinetic_rate + potential_rate, power, 1e-10 * std::max(1.0, std::abs(power)));
  }
}

TEST(Energy, EnergyGainedIsTheWorkOfTheJointTorques) {
  // τ_i = 5 sin(πt) N·m (seed 000 Sec. 3.3) for 2 s: E(2) − E(0) = ∫ q̇ᵀτ dt,
  // the integral by Simpson's rule over the RK4 steps. The flange reaches
  // ~1000 rad/s, hence the short step.
  const RigidBodyTree tree = seed000_rigid_body_tree();
  const auto torque = [](double t, const Eigen::VectorXd&, const Eigen::VectorXd&,
                         Eigen::VectorXd& tau) {
    tau.setConstant(5 * std::sin(std::numbers::pi * t));
  };
  JointState start{Eigen::VectorXd::Zero(6), Eigen::VectorXd::Zero(6)};
  const double step = 5e-5;
  const SimulationRecord record =
      simulate_rk4(articulated_body_plant(tree, torque), start, 0, 2.0, step);
  ASSERT_EQ(record.time.size() % 2, 1u);  // an even number of intervals
  Eigen::VectorXd tau(6);
  double work = 0;
  for (std::size_t k = 0; k < record.time.size(); ++k) {
    torque(record.time[k], record.q[k], record.qd[k], tau);
    const double weight = k == 0 || k + 1 == record.time.size() ? 1 : (k % 2 == 1 ? 4 : 2);
    work += weight * record.qd[k].dot(tau);
  }
  work *= step / 3;
  DynamicsWorkspace ws(tree);
  const double gained = mechanical_energy(tree, ws, record.q.back(), record.qd.back()) -
                        mechanical_energy(tree, ws, start.q, start.qd);
  EXPECT_NEAR(gained, work, 1e-7 * std::abs(work));
  std::printf(
      "[ figures  ] seed000 Sec. 3.3 torques, RK4 h = 0.05 ms, 2 s: work %.9f J, energy "
      "gained %.9f J (relative difference %.1e)\n",
      work, gained, std::abs(gained - work) / std::abs(work));
}

}  // namespace
}  // namespace acausal::dynamics
