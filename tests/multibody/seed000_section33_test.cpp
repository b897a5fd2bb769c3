// Seed 000 Sec. 3.3 with the ASSEMBLED arm (models/robots/seed000_arm): the
// six joints driven through their 1-D axis flanges by Torque sources
// tau_i = 5 sin(2 pi t / 2) N.m, simulated with IDA (rtol 1e-10), against the
// independent joint-space models of dynamics/ (Euler-Lagrange; Newton-Euler
// through CRBA + RNEA; the ABA) integrated by RK4 with a small fixed step.
#include <cmath>
#include <cstdio>
#include <numbers>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "dynamics/fixed_step_simulation.hpp"
#include "dynamics/seed000_inertia.hpp"
#include "models/robots/seed000_arm.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

using dynamics::JointState;
using dynamics::SimulationRecord;

constexpr double kOutput = 0.01;  // s, output grid of both sides

dynamics::TorqueLaw section_33_torque(double damping) {
  return
      [damping](double t, const Eigen::VectorXd&, const Eigen::VectorXd& qd, Eigen::VectorXd& tau) {
        tau.setConstant(5.0 * std::sin(2.0 * std::numbers::pi * t / 2.0));
        tau -= damping * qd;
      };
}

dynamics::AccelerationFunction lagrange_plant(const dynamics::EulerLagrangeModel& model,
                                              dynamics::TorqueLaw torque) {
  return [model, torque](double t, const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                         Eigen::VectorXd& qdd) {
    Eigen::VectorXd tau(q.size());
    torque(t, q, qd, tau);
    qdd = model.forward_dynamics(q, qd, tau);
  };
}

// q(t) of the assembled model on the output grid.
SimulationRecord simulate_assembled(const models::robots::Seed000ArmOptions& options,
                                    double t_stop) {
  auto model = models::robots::seed000_arm(options);
  Simulation sim(compile(*model));
  std::vector<std::string> signals;
  for (int i = 1; i <= 6; ++i) {
    signals.push_back(fmt::format("joint{}.phi", i));
    signals.push_back(fmt::format("joint{}.w", i));
  }
  const Results r = sim.run({.t_stop = t_stop,
                             .output_interval = kOutput,
                             .rtol = 1e-10,
                             .atol = 1e-12,
                             .signals = signals});
  const Eigen::VectorXd offset = models::robots::seed000_joint_offsets();
  SimulationRecord rec;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    Eigen::VectorXd q(6), qd(6);
    for (int i = 0; i < 6; ++i) {
      q[i] = r.value(k, r.column(fmt::format("joint{}.phi", i + 1))) - offset[i];
      qd[i] = r.value(k, r.column(fmt::format("joint{}.w", i + 1)));
    }
    rec.time.push_back(r.times()[k]);
    rec.q.push_back(q);
    rec.qd.push_back(qd);
  }
  return rec;
}

// max |q_a - q_b| over the common grid points with t <= t_end.
double max_deviation(const SimulationRecord& a, const SimulationRecord& b, double t_end) {
  double worst = 0;
  std::size_t j = 0;
  for (std::size_t k = 0; k < a.time.size(); ++k) {
    if (a.time[k] > t_end + 1e-9) break;
    while (j < b.time.size() && b.time[j] < a.time[k] - 1e-9) ++j;
    if (j == b.time.size()) break;
    EXPECT_NEAR(a.time[k], b.time[j], 1e-9);
    worst = std::max(worst, (a.q[k] - b.q[j]).cwiseAbs().maxCoeff());
  }
  return worst;
}

double fastest(const SimulationRecord& run) {
  double v = 0;
  for (const Eigen::VectorXd& qd : run.qd) v = std::max(v, qd.cwiseAbs().maxCoeff());
  return v;
}

struct References {
  SimulationRecord lagrange, newton_euler, aba;
};

References references(double damping, dynamics::Seed000Rotors rotors, double t_stop, double step) {
  const dynamics::RigidBodyTree tree =
      dynamics::seed000_rigid_body_tree(dynamics::downward_gravity(), rotors);
  const dynamics::EulerLagrangeModel lagrange =
      dynamics::seed000_euler_lagrange_model(dynamics::downward_gravity(), rotors);
  const JointState rest{Eigen::VectorXd::Zero(6), Eigen::VectorXd::Zero(6)};
  const int every = static_cast<int>(std::lround(kOutput / step));
  References r;
  r.lagrange = dynamics::simulate_rk4(lagrange_plant(lagrange, section_33_torque(damping)), rest, 0,
                                      t_stop, step, every);
  r.newton_euler = dynamics::simulate_rk4(
      dynamics::mass_matrix_plant(tree, section_33_torque(damping)), rest, 0, t_stop, step, every);
  r.aba = dynamics::simulate_rk4(dynamics::articulated_body_plant(tree, section_33_torque(damping)),
                                 rest, 0, t_stop, step, every);
  return r;
}

void report(const char* label, const SimulationRecord& assembled, const References& ref,
            const std::vector<double>& horizons) {
  for (double h : horizons)
    std::printf(
        "[ figures  ] %s, max|dq| over 0-%.2g s: assembled-EL %.3g, assembled-NE %.3g, "
        "assembled-ABA %.3g, EL-NE %.3g rad\n",
        label, h, max_deviation(assembled, ref.lagrange, h),
        max_deviation(assembled, ref.newton_euler, h), max_deviation(assembled, ref.aba, h),
        max_deviation(ref.lagrange, ref.newton_euler, h));
}

TEST(MultibodySeed000Section33, IdealJointsAgreeWithEulerLagrangeAndNewtonEuler) {
  const double t_stop = 2.0, step = 5e-5;
  const SimulationRecord assembled = simulate_assembled({}, t_stop);
  const References ref = references(0.0, dynamics::Seed000Rotors::none, t_stop, step);
  ASSERT_EQ(assembled.time.size(), ref.aba.time.size());
  report("Sec. 3.3 ideal joints", assembled, ref, {0.25, 0.5, 1.0, 1.5, 2.0});
  std::printf("[ figures  ] fastest joint %.4g rad/s\n", fastest(assembled));
  EXPECT_GT(fastest(assembled), 100.0);  // the arm really spins up
  // The ideal arm spins up to ~900 rad/s and its motion is chaotic: the three
  // dynamics/ models agree to 2e-9 rad at 2 s (same RK4 steps), but any
  // integration error grows by about a decade per 0.1 s after ~1.5 s
  // (docs/dynamics.md: halving the RK4 step moves the 2 s state by more than
  // 1e-4 rad). 1e-8 rad holds over the first 0.25 s only; the later bounds
  // are what IDA at rtol 1e-10 reaches (measured 8.7e-8 at 1 s, 3.3e-4 at 2 s).
  EXPECT_LT(max_deviation(assembled, ref.lagrange, 0.25), 1e-8);
  EXPECT_LT(max_deviation(assembled, ref.newton_euler, 0.25), 1e-8);
  EXPECT_LT(max_deviation(assembled, ref.newton_euler, 1.0), 1e-6);
  EXPECT_LT(max_deviation(assembled, ref.newton_euler, 2.0), 1e-2);
}

TEST(MultibodySeed000Section33, DampedJointsAgreeOverFourSeconds) {
  const double t_stop = 4.0, step = 1e-4, damping = 2.0;
  const SimulationRecord assembled =
      simulate_assembled({.damping = damping, .name = "robots.Seed000Arm.Damped"}, t_stop);
  const References ref = references(damping, dynamics::Seed000Rotors::none, t_stop, step);
  ASSERT_EQ(assembled.time.size(), ref.aba.time.size());
  report("Sec. 3.3 damped joints (d = 2)", assembled, ref, {1.0, 2.0, 3.0, 4.0});
  std::printf("[ figures  ] fastest joint %.4g rad/s\n", fastest(assembled));
  EXPECT_GT(fastest(assembled), 1.0);
  EXPECT_LT(max_deviation(assembled, ref.lagrange, t_stop), 1e-8);
  EXPECT_LT(max_deviation(assembled, ref.newton_euler, t_stop), 1e-8);
}

}  // namespace
}  // namespace acausal
