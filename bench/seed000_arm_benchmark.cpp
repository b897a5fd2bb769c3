// The seed 000 6R arm assembled from multibody components
// (models/robots/seed000_arm) against the numeric algorithms of dynamics/:
//  1. one evaluation of the equations of motion: the compiled DAE residual
//     F(t, y, y') (all equations of the model), the causal explicit right-hand
//     side x' = f(t, x) (the causalised sequence: the mass-matrix solve included),
//     each with the parameters tunable (the default) and evaluated
//     (CompileOptions::evaluate_parameters), and dynamics/ RNEA (inverse) and
//     ABA (forward dynamics);
//  2. the Sec. 3.3 run (tau_i = 5 sin(2 pi t / 2) N.m, 4 s, ideal joints and
//     with joint damping d = 2 N.m.s/rad) with IDA, CVODE BDF and ERK45 on the
//     explicit formulation, and dynamics/ ABA with RK4 (h = 0.1 ms).
//
//   ./build/bench/seed000_arm_benchmark [repetitions, default 3] [rtol, default 1e-8]
//
// Times are CPU times of the calling thread, best of the repetitions
// (compilation excluded); the machine may be shared.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <ctime>
#include <numbers>
#include <random>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/compile/compiled_model.hpp"
#include "core/timing/cpu_time.hpp"
#include "dynamics/dynamics_workspace.hpp"
#include "dynamics/fixed_step_simulation.hpp"
#include "dynamics/forward_dynamics.hpp"
#include "dynamics/inverse_dynamics.hpp"
#include "dynamics/seed000_inertia.hpp"
#include "models/robots/seed000_arm.hpp"
#include "solvers/explicit/explicit_formulation.hpp"
#include "solvers/simulation.hpp"

namespace {

using namespace acausal;

// Best over `repetitions` of the mean time of `calls` calls of f, in microseconds.
template <class F>
double per_call_us(F&& f, int calls, int repetitions) {
  double best = 1e300;
  for (int r = 0; r < repetitions; ++r) {
    const double start = thread_cpu_seconds();
    for (int k = 0; k < calls; ++k) f(k);
    best = std::min(best, (thread_cpu_seconds() - start) / calls);
  }
  return best * 1e6;
}

volatile double sink = 0;  // keeps the evaluations from being optimised away

}  // namespace

int main(int argc, char** argv) {
  const int repetitions = argc > 1 ? std::max(1, std::atoi(argv[1])) : 3;
  const double rtol = argc > 2 ? std::atof(argv[2]) : 1e-8;

  // 1. One evaluation at a random moving state, with the parameters tunable
  // (the default) and evaluated (folded into the equations at compile time).
  struct Evaluations {
    double residual = 0, jacobian = 0, rhs = 0;
    std::size_t jacobian_entries = 0;
    int size = 0, states = 0;
    std::string codegen;
  };
  const int calls = 20000;
  auto measure = [&](const CompileOptions& options) {
    auto compiled = compile(*models::robots::seed000_arm({}), options);
    Simulation sim(compiled);
    sim.initialize(0.0);
    std::vector<double> y = sim.y(), yp = sim.yp(), r(y.size());
    std::vector<double> parameters = compiled->parameter_values();
    const std::vector<double> discrete = compiled->events.slot_start;
    solvers::ExplicitFormulation explicit_f(*compiled, parameters, discrete);
    std::vector<double> x(static_cast<std::size_t>(explicit_f.size())), xdot(x.size());
    explicit_f.gather(y, x);
    std::mt19937 rng(1);
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    for (double& v : x) v += u(rng);  // joint angles and speeds (the states)
    explicit_f.rhs(0.3, x.data(), xdot.data());
    y = explicit_f.y();
    yp = explicit_f.yp();
    Evaluations e;
    e.size = compiled->size();
    e.states = explicit_f.size();
    e.codegen = compiled->report.codegen.summary();
    e.residual = per_call_us(
        [&](int k) {
          sim.residual(0.3 + 1e-9 * k, y.data(), yp.data(), r.data());
          sink = sink + r[0];
        },
        calls, repetitions);
    std::vector<double> jac(static_cast<std::size_t>(sim.jacobian_pattern().nonzeros()));
    e.jacobian_entries = jac.size();
    e.jacobian = per_call_us(
        [&](int k) {
          sim.jacobian(0.3 + 1e-9 * k, y.data(), yp.data(), 1e3, jac.data());
          sink = sink + jac[0];
        },
        calls, repetitions);
    e.rhs = per_call_us(
        [&](int k) {
          explicit_f.rhs(0.3 + 1e-9 * k, x.data(), xdot.data());
          sink = sink + xdot[0];
        },
        calls, repetitions);
    return e;
  };
  CompileOptions evaluated;
  evaluated.evaluate_parameters = true;
  const Evaluations tunable_e = measure({});
  const Evaluations evaluated_e = measure(evaluated);

  const dynamics::RigidBodyTree tree = dynamics::seed000_rigid_body_tree();
  dynamics::DynamicsWorkspace ws(tree);
  std::mt19937 rng(1);
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  Eigen::VectorXd q(6), qd(6), qdd(6), tau(6);
  for (int i = 0; i < 6; ++i) {
    q[i] = u(rng);
    qd[i] = u(rng);
    qdd[i] = u(rng);
    tau[i] = 5 * u(rng);
  }
  const double t_rnea =
      per_call_us([&](int) { sink = sink + dynamics::inverse_dynamics(tree, ws, q, qd, qdd)[0]; },
                  calls, repetitions);
  const double t_aba =
      per_call_us([&](int) { sink = sink + dynamics::forward_dynamics(tree, ws, q, qd, tau)[0]; },
                  calls, repetitions);
  fmt::print("seed 000 arm, one evaluation of the equations of motion (best of {}, mean of {})\n",
             repetitions, calls);
  fmt::print("  DAE size {} (evaluated parameters: {}), states {}\n", tunable_e.size,
             evaluated_e.size, tunable_e.states);
  fmt::print("{:<66} {:>10} {:>10}\n", "evaluation [us]", "tunable", "evaluated");
  fmt::print("{:<66} {:>10.2f} {:>10.2f}\n", "assembled: compiled DAE residual F(t, y, y')",
             tunable_e.residual, evaluated_e.residual);
  fmt::print("{:<66} {:>10.2f} {:>10.2f}\n",
             fmt::format("assembled: compiled DAE Jacobian dF/dy + cj dF/dy' ({} / {} entries)",
                         tunable_e.jacobian_entries, evaluated_e.jacobian_entries),
             tunable_e.jacobian, evaluated_e.jacobian);
  fmt::print("{:<66} {:>10.2f} {:>10.2f}\n", "assembled: causal explicit right-hand side f(t, x)",
             tunable_e.rhs, evaluated_e.rhs);
  fmt::print("{:<66} {:>10.2f}\n", "dynamics/: RNEA tau(q, qd, qdd) (baseline)", t_rnea);
  fmt::print("{:<66} {:>10.2f}\n", "dynamics/: ABA qdd(q, qd, tau)", t_aba);
  // Issue 15's row: what IDA pays per Newton iteration with a new Jacobian,
  // against one Newton-Euler evaluation of the same arm (target <= 2).
  fmt::print("{:<66} {:>10.2f} {:>10.2f}\n", "ratio (residual + Jacobian) / RNEA",
             (tunable_e.residual + tunable_e.jacobian) / t_rnea,
             (evaluated_e.residual + evaluated_e.jacobian) / t_rnea);
  fmt::print("  evaluation: {}\n", tunable_e.codegen);

  // 2. The 4 s Sec. 3.3 run.
  fmt::print("\nSec. 3.3 run, 4 s, rtol {:g} (best CPU time of {})\n", rtol, repetitions);
  fmt::print("{:<18} {:<28} {:>9} {:>8} {:>9} {:>12}\n", "joints", "formulation / solver",
             "cpu [s]", "steps", "f evals", "q1(4 s)");
  for (double damping : {0.0, 2.0}) {
    const std::string label = damping > 0 ? "damped (d = 2)" : "ideal";
    auto model = compile(*models::robots::seed000_arm({.damping = damping}));
    for (const std::string solver : {"ida", "cvode-bdf", "erk45"}) {
      double best = 1e300, q1 = 0;
      long steps = 0, evaluations = 0;
      for (int rep = 0; rep < repetitions; ++rep) {
        Simulation s(model);
        Results res = s.run({.t_stop = 4.0,
                             .output_interval = 0.01,
                             .rtol = rtol,
                             .solver = solver,
                             .signals = {"joint1.phi"}});
        best = std::min(best, s.statistics().cpu_time);
        steps = s.statistics().steps;
        evaluations = s.statistics().residual_evaluations;
        q1 = res.value(res.rows() - 1, res.column("joint1.phi"));
      }
      fmt::print("{:<18} {:<28} {:>9.3f} {:>8} {:>9} {:>12.6f}\n", label,
                 (solver == "ida" ? "implicit DAE / " : "explicit / ") + solver, best, steps,
                 evaluations, q1);
    }
    double best = 1e300, q1 = 0;
    for (int rep = 0; rep < repetitions; ++rep) {
      const double start = thread_cpu_seconds();
      const auto rec = dynamics::simulate_rk4(
          dynamics::articulated_body_plant(
              tree,
              [damping](double t, const Eigen::VectorXd&, const Eigen::VectorXd& v,
                        Eigen::VectorXd& torque) {
                torque.setConstant(5.0 * std::sin(std::numbers::pi * t));
                torque -= damping * v;
              }),
          {Eigen::VectorXd::Zero(6), Eigen::VectorXd::Zero(6)}, 0.0, 4.0, 1e-4, 40000);
      best = std::min(best, thread_cpu_seconds() - start);
      q1 = rec.q.back()[0];
    }
    fmt::print("{:<18} {:<28} {:>9.3f} {:>8} {:>9} {:>12.6f}\n", label, "dynamics/ ABA / rk4 0.1ms",
               best, 40000, 160000, q1 + tree.body(0).joint_offset);
  }
  return 0;
}
