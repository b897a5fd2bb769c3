// Seed 000 Sec. 3.3 with the ASSEMBLED arm (models/robots/seed000_arm): the
// six joints driven through their 1-D axis flanges by Torque sources
// tau_i = 5 sin(2 pi t / 2) N.m, against the independent joint-space models of
// dynamics/ (Euler-Lagrange; Newton-Euler through CRBA + RNEA; the ABA)
// integrated by an adaptive Fehlberg 7(8) at rtol 1e-12..1e-14
// (dynamics/adaptive_simulation.hpp), whose convergence is checked here too.
// The ideal arm is chaotic (it spins up to ~900 rad/s and q reaches 869 rad
// by 2 s): an error committed early is amplified ~5e4-fold by 2 s, so the
// 1e-8 rad agreement over 2 s needs a global error near the round-off floor
// (docs/multibody.md, "Seed 000 arm, assembled").
#include <cmath>
#include <cstdio>
#include <numbers>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "dynamics/adaptive_simulation.hpp"
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

enum class Formulation { euler_lagrange, newton_euler, articulated_body };

dynamics::AccelerationFunction plant(Formulation formulation, double damping) {
  const dynamics::Seed000Rotors rotors = dynamics::Seed000Rotors::none;
  const dynamics::TorqueLaw torque = section_33_torque(damping);
  if (formulation == Formulation::euler_lagrange) {
    const dynamics::EulerLagrangeModel model =
        dynamics::seed000_euler_lagrange_model(dynamics::downward_gravity(), rotors);
    return [model, torque](double t, const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                           Eigen::VectorXd& qdd) {
      Eigen::VectorXd tau(q.size());
      torque(t, q, qd, tau);
      qdd = model.forward_dynamics(q, qd, tau);
    };
  }
  const dynamics::RigidBodyTree tree =
      dynamics::seed000_rigid_body_tree(dynamics::downward_gravity(), rotors);
  return formulation == Formulation::newton_euler ? dynamics::mass_matrix_plant(tree, torque)
                                                  : dynamics::articulated_body_plant(tree, torque);
}

// Fehlberg 7(8) at `rtol` (atol = rtol / 100 on every q_i, q̇_i), from rest
// at q = 0 plus `q0_offset` on every joint.
SimulationRecord reference(Formulation formulation, double damping, double t_stop, double rtol,
                           double q0_offset = 0.0) {
  const JointState start{Eigen::VectorXd::Constant(6, q0_offset), Eigen::VectorXd::Zero(6)};
  return dynamics::simulate_adaptive(plant(formulation, damping), start, 0.0, t_stop,
                                     {.method = dynamics::AdaptiveMethod::fehlberg_7_8,
                                      .rtol = rtol,
                                      .atol = rtol * 1e-2,
                                      .output_interval = kOutput});
}

struct AssembledRun {
  std::string solver = "ida";
  double rtol = 1e-10;
  double atol = 1e-12;
};

// q(t) of the assembled model on the output grid.
SimulationRecord simulate_assembled(const models::robots::Seed000ArmOptions& options, double t_stop,
                                    const AssembledRun& run = {}) {
  auto model = models::robots::seed000_arm(options);
  Simulation sim(compile(*model));
  std::vector<std::string> signals;
  for (int i = 1; i <= 6; ++i) {
    signals.push_back(fmt::format("joint{}.phi", i));
    signals.push_back(fmt::format("joint{}.w", i));
  }
  const Results r = sim.run({.t_stop = t_stop,
                             .output_interval = kOutput,
                             .rtol = run.rtol,
                             .atol = run.atol,
                             .solver = run.solver,
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

const std::vector<double> kHorizons = {0.25, 0.5, 1.0, 1.5, 1.75, 2.0};

void report(const std::string& label, const SimulationRecord& a, const SimulationRecord& b,
            const std::vector<double>& horizons = kHorizons) {
  std::string line = fmt::format("[ figures  ] {}, max|dq| over 0-T:", label);
  for (double h : horizons) line += fmt::format(" {:.3g} s {:.2e},", h, max_deviation(a, b, h));
  line.back() = '\n';
  std::fputs(line.c_str(), stdout);
}

TEST(MultibodySeed000Section33, ReferencesAreConvergedAndTheAssembledArmMeetsOneE8OverTwoSeconds) {
#if defined(__SANITIZE_ADDRESS__)
  // Four references at rtol 1e-13..1e-14 are 6 minutes of CPU under the
  // sanitizers and run no code the other Section 3.3 tests do not: the
  // Release build checks the figures.
  GTEST_SKIP() << "numerics only (rtol 1e-14 references): checked in the Release build";
#endif
  const double t_stop = 2.0;
  const SimulationRecord aba_loose = reference(Formulation::articulated_body, 0, t_stop, 1e-13);
  const SimulationRecord aba = reference(Formulation::articulated_body, 0, t_stop, 1e-14);
  const SimulationRecord newton_euler = reference(Formulation::newton_euler, 0, t_stop, 1e-14);
  // The Euler-Lagrange model costs ~60 us per evaluation (complex-step
  // Christoffel symbols); rtol 1e-13 is as tight as its time allows.
  const SimulationRecord lagrange = reference(Formulation::euler_lagrange, 0, t_stop, 1e-13);
  report("ABA rtol 1e-13 vs 1e-14", aba_loose, aba);
  report("NE vs ABA (rtol 1e-14)", newton_euler, aba);
  report("EL (rtol 1e-13) vs ABA", lagrange, aba);
  report("EL vs NE", lagrange, newton_euler);
  // Converged: a tenfold tolerance moves the trajectory by < 1e-9 rad up to
  // 1.75 s and by a few 1e-9 at 2 s, where round-off (ulp(869 rad) = 1.1e-13)
  // amplified by the motion sets the floor: three algorithms agree to that.
  EXPECT_LT(max_deviation(aba_loose, aba, 1.75), 1e-9);
  EXPECT_LT(max_deviation(aba_loose, aba, t_stop), 1e-8);
  for (const auto& [a, b] : {std::pair{&newton_euler, &aba}, std::pair{&lagrange, &aba},
                             std::pair{&lagrange, &newton_euler}}) {
    EXPECT_LT(max_deviation(*a, *b, 1.75), 1e-9);
    EXPECT_LT(max_deviation(*a, *b, t_stop), 1e-8);
  }

  // The explicit formulation of the assembled arm, Dormand-Prince 5(4) at
  // rtol 1e-13: the rtol the requirement names (1e-10) gives ~1e-4 rad at 2 s
  // (next test), since the motion amplifies early errors ~5e4-fold.
  const SimulationRecord assembled =
      simulate_assembled({}, t_stop, {.solver = "erk45", .rtol = 1e-13, .atol = 1e-15});
  ASSERT_EQ(assembled.time.size(), aba.time.size());
  std::printf("[ figures  ] fastest joint %.4g rad/s, |q| up to %.4g rad at 2 s\n",
              fastest(assembled), assembled.q.back().cwiseAbs().maxCoeff());
  EXPECT_GT(fastest(assembled), 100.0);  // the arm really spins up
  for (const auto& [label, ref] :
       {std::pair{"EL", &lagrange}, std::pair{"NE", &newton_euler}, std::pair{"ABA", &aba}}) {
    report(fmt::format("assembled (erk45, rtol 1e-13) vs {}", label), assembled, *ref);
    EXPECT_LT(max_deviation(assembled, *ref, 1.75), 1e-9) << label;
    EXPECT_LT(max_deviation(assembled, *ref, t_stop), 1e-8) << label;
  }
}

TEST(MultibodySeed000Section33, IdaErrorIsItsToleranceAmplifiedByTheChaoticMotion) {
  const double t_stop = 2.0;
  const SimulationRecord aba = reference(Formulation::articulated_body, 0, t_stop, 1e-14);
  const SimulationRecord ida = simulate_assembled({}, t_stop);  // rtol 1e-10, atol 1e-12
  const SimulationRecord ida_tight = simulate_assembled({}, t_stop, {.rtol = 1e-12, .atol = 1e-14});
  ASSERT_EQ(ida.time.size(), aba.time.size());
  report("assembled (IDA, rtol 1e-10) vs ABA", ida, aba);
  report("assembled (IDA, rtol 1e-12) vs ABA", ida_tight, aba);
  // IDA's global error at 2 s is ~1e6 x rtol: 1e-8 rad holds over the first
  // 0.25 s at rtol 1e-10 and over 1.5 s at rtol 1e-12; over 2 s it would need
  // rtol ~1e-15, below what IDA reaches (it fails at rtol 1e-14).
  EXPECT_LT(max_deviation(ida, aba, 0.25), 1e-8);
  EXPECT_LT(max_deviation(ida, aba, 1.5), 1e-6);
  EXPECT_GT(max_deviation(ida, aba, t_stop), 1e-5);
  EXPECT_LT(max_deviation(ida, aba, t_stop), 1e-3);
  EXPECT_LT(max_deviation(ida_tight, aba, 1.5), 1e-8);
  EXPECT_GT(max_deviation(ida_tight, aba, t_stop), 1e-7);
  EXPECT_LT(max_deviation(ida_tight, aba, t_stop), 1e-5);
}

TEST(MultibodySeed000Section33, MotionAmplifiesAnInitialPerturbationFiftyThousandfold) {
  const double t_stop = 2.0, offset = 1e-12;
  const SimulationRecord aba = reference(Formulation::articulated_body, 0, t_stop, 1e-13);
  const SimulationRecord perturbed =
      reference(Formulation::articulated_body, 0, t_stop, 1e-13, offset);
  report("q(0) + 1e-12 rad vs q(0) (ABA, rtol 1e-13)", perturbed, aba);
  const double growth = max_deviation(perturbed, aba, t_stop) / offset;
  std::printf("[ figures  ] amplification of q(0) + 1e-12 rad by 2 s: %.3g\n", growth);
  // Mostly after 1.75 s (the fast joints whip round): 1e3 by 1.75 s.
  EXPECT_LT(max_deviation(perturbed, aba, 1.75) / offset, 1e4);
  EXPECT_GT(growth, 1e4);
  EXPECT_LT(growth, 1e6);
}

TEST(MultibodySeed000Section33, DampedJointsAgreeOverFourSeconds) {
  const double t_stop = 4.0, damping = 2.0;
  const SimulationRecord assembled =
      simulate_assembled({.damping = damping, .name = "robots.Seed000Arm.Damped"}, t_stop);
  const SimulationRecord lagrange = reference(Formulation::euler_lagrange, damping, t_stop, 1e-12);
  const SimulationRecord newton_euler =
      reference(Formulation::newton_euler, damping, t_stop, 1e-12);
  const SimulationRecord aba = reference(Formulation::articulated_body, damping, t_stop, 1e-12);
  ASSERT_EQ(assembled.time.size(), aba.time.size());
  const std::vector<double> horizons = {1.0, 2.0, 3.0, 4.0};
  report("damped (d = 2), assembled (IDA, rtol 1e-10) vs EL", assembled, lagrange, horizons);
  report("damped, assembled vs NE", assembled, newton_euler, horizons);
  report("damped, assembled vs ABA", assembled, aba, horizons);
  report("damped, EL vs NE", lagrange, newton_euler, horizons);
  std::printf("[ figures  ] fastest joint %.4g rad/s\n", fastest(assembled));
  EXPECT_GT(fastest(assembled), 1.0);
  EXPECT_LT(max_deviation(lagrange, newton_euler, t_stop), 1e-10);
  EXPECT_LT(max_deviation(aba, newton_euler, t_stop), 1e-10);
  EXPECT_LT(max_deviation(assembled, lagrange, t_stop), 1e-8);
  EXPECT_LT(max_deviation(assembled, newton_euler, t_stop), 1e-8);
  EXPECT_LT(max_deviation(assembled, aba, t_stop), 1e-8);
}

// On demand (--gtest_also_run_disabled_tests): the assembled arm's error at
// 2 s for each solver and tolerance, the figures of docs/multibody.md.
TEST(MultibodySeed000Section33, DISABLED_SolverAndToleranceSweep) {
  const double t_stop = 2.0;
  const SimulationRecord aba = reference(Formulation::articulated_body, 0, t_stop, 1e-14);
  const std::vector<AssembledRun> runs = {
      {"ida", 1e-10, 1e-12},         {"ida", 1e-10, 1e-14},         {"ida", 1e-11, 1e-13},
      {"ida", 1e-12, 1e-14},         {"ida", 1e-13, 1e-15},         {"ida", 1e-14, 1e-16},
      {"cvode-bdf", 1e-10, 1e-12},   {"cvode-bdf", 1e-12, 1e-14},   {"cvode-adams", 1e-10, 1e-12},
      {"cvode-adams", 1e-12, 1e-14}, {"cvode-adams", 1e-14, 1e-16}, {"erk45", 1e-10, 1e-12},
      {"erk45", 1e-12, 1e-14},       {"erk45", 1e-13, 1e-15},       {"erk78", 1e-10, 1e-12},
      {"erk78", 1e-11, 1e-13},       {"erk78", 1e-12, 1e-14}};
  for (const AssembledRun& run : runs) {
    try {
      report(fmt::format("assembled ({}, rtol {:g}, atol {:g}) vs ABA", run.solver, run.rtol,
                         run.atol),
             simulate_assembled({}, t_stop, run), aba);
    } catch (const std::exception& error) {
      std::printf("[ figures  ] %s at rtol %g failed: %s\n", run.solver.c_str(), run.rtol,
                  error.what());
    }
  }
}

// On demand: the reference integrators against each other (ABA, ideal arm),
// the figures of docs/dynamics.md ("Converged Sec. 3.3 references").
TEST(MultibodySeed000Section33, DISABLED_ReferenceIntegratorSweep) {
  const double t_stop = 2.0;
  const dynamics::AccelerationFunction aba = plant(Formulation::articulated_body, 0);
  const JointState rest{Eigen::VectorXd::Zero(6), Eigen::VectorXd::Zero(6)};
  const auto run = [&](dynamics::AdaptiveMethod method, double rtol, const JointState& start) {
    dynamics::AdaptiveStatistics statistics;
    SimulationRecord record = dynamics::simulate_adaptive(
        aba, start, 0.0, t_stop,
        {.method = method, .rtol = rtol, .atol = rtol * 1e-2, .output_interval = kOutput},
        &statistics);
    std::printf("[ figures  ] %s rtol %g: %ld steps, %ld evaluations of q''\n",
                method == dynamics::AdaptiveMethod::adams ? "Adams" : "Fehlberg 7(8)", rtol,
                statistics.steps, statistics.acceleration_evaluations);
    return record;
  };
  using dynamics::AdaptiveMethod;
  const SimulationRecord f12 = run(AdaptiveMethod::fehlberg_7_8, 1e-12, rest);
  const SimulationRecord f13 = run(AdaptiveMethod::fehlberg_7_8, 1e-13, rest);
  const SimulationRecord f14 = run(AdaptiveMethod::fehlberg_7_8, 1e-14, rest);
  const SimulationRecord a12 = run(AdaptiveMethod::adams, 1e-12, rest);
  const SimulationRecord a13 = run(AdaptiveMethod::adams, 1e-13, rest);
  report("Fehlberg 7(8) rtol 1e-12 vs 1e-13", f12, f13);
  report("Fehlberg 7(8) rtol 1e-13 vs 1e-14", f13, f14);
  report("Adams rtol 1e-12 vs 1e-13", a12, a13);
  report("Adams rtol 1e-13 vs Fehlberg 7(8) 1e-14", a13, f14);
  for (const double step : {5e-5, 2.5e-5}) {
    const int every = static_cast<int>(std::lround(kOutput / step));
    report(fmt::format("RK4 h = {:g} s vs Fehlberg 7(8) 1e-14", step),
           dynamics::simulate_rk4(aba, rest, 0.0, t_stop, step, every), f14);
  }
  JointState moved = rest;
  moved.qd.array() += 1e-12;
  report("q'(0) + 1e-12 rad/s vs q'(0) (Fehlberg 7(8) 1e-13)",
         run(AdaptiveMethod::fehlberg_7_8, 1e-13, moved), f13);
}

}  // namespace
}  // namespace acausal
