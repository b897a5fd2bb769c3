// Seed 000 Sec. 3.4 with the assembled arm: the inverse-dynamics torques are
// emitted symbolically by a second copy of the mechanism driven along the
// reference (models/robots/seed000_arm: seed000_arm_inverse_dynamics_control)
// and applied to the plant through Torque sources on its joint flanges.
#include <cmath>
#include <cstdio>
#include <numbers>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "dynamics/dynamics_workspace.hpp"
#include "dynamics/inverse_dynamics.hpp"
#include "dynamics/seed000_inertia.hpp"
#include "models/robots/seed000_arm.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

using models::robots::Seed000ControlOptions;

struct Tracking {
  double worst_error = 0;       // max over t, i of |q_i - theta(t)|
  double final_error = 0;       // max over i at the end
  double worst_torque_gap = 0;  // max |id_torque - RNEA(reference)|
  double largest_torque = 0;
};

// atol 1e-12 for the open-loop run (its error grows, as the arm's gravity
// pulls it off); the default (= rtol) with the PD springs, whose second
// derivatives IDA cannot start with an absolute 1e-12.
Tracking run(const Seed000ControlOptions& o, double t_stop, double atol) {
  auto model = models::robots::seed000_arm_inverse_dynamics_control(o);
  Simulation sim(compile(*model));
  const Results r =
      sim.run({.t_stop = t_stop, .output_interval = 0.01, .rtol = 1e-10, .atol = atol});
  const dynamics::RigidBodyTree tree = dynamics::seed000_rigid_body_tree();
  dynamics::DynamicsWorkspace ws(tree);
  const Eigen::VectorXd offset = models::robots::seed000_joint_offsets();
  const double pi = std::numbers::pi;
  Tracking out;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const double t = r.times()[k];
    const double theta = models::robots::seed000_control_reference(o, t);
    const double theta_d = o.theta_r / o.T * (1 - std::cos(2 * pi * t / o.T));
    const double theta_dd = o.theta_r * 2 * pi / (o.T * o.T) * std::sin(2 * pi * t / o.T);
    const Eigen::VectorXd tau = dynamics::inverse_dynamics(
        tree, ws, Eigen::VectorXd::Constant(6, theta), Eigen::VectorXd::Constant(6, theta_d),
        Eigen::VectorXd::Constant(6, theta_dd));
    double step_error = 0;
    for (int i = 0; i < 6; ++i) {
      const double q = r.value(k, r.column(fmt::format("joint{}.phi", i + 1))) - offset[i];
      step_error = std::max(step_error, std::fabs(q - theta));
      const double id = r.value(k, r.column(fmt::format("id_torque{}.tau", i + 1)));
      out.worst_torque_gap = std::max(out.worst_torque_gap, std::fabs(id - tau[i]));
      out.largest_torque = std::max(out.largest_torque, std::fabs(tau[i]));
    }
    out.worst_error = std::max(out.worst_error, step_error);
    out.final_error = step_error;
  }
  return out;
}

TEST(MultibodySeed000Section34, InverseDynamicsTorquesFromTheMechanismCopyTrackTheReference) {
  const Tracking t = run({}, 2.0, 1e-12);
  std::printf(
      "[ figures  ] Sec. 3.4 feedforward: max |q - theta| = %.3g rad over 0-2 s; "
      "max |tau_copy - RNEA| = %.3g N.m (max |tau| %.4g N.m)\n",
      t.worst_error, t.worst_torque_gap, t.largest_torque);
  EXPECT_GT(t.largest_torque, 50.0);  // gravity is held: the torques are real
  EXPECT_LT(t.worst_torque_gap, 1e-8 * t.largest_torque);
  EXPECT_LT(t.worst_error, 1e-8);
}

TEST(MultibodySeed000Section34, PdFeedbackPullsAPerturbedStartOntoTheReference) {
  // Plant starts 0.01 rad off on every joint; the feedforward alone would
  // keep (and grow) that error, the PD term (c = 400 N.m/rad, d = 80 N.m.s/rad)
  // removes it.
  const Tracking open = run({.q0_error = 0.01}, 2.0, 0.0);
  const Tracking closed = run({.kp = 400, .kd = 80, .q0_error = 0.01}, 2.0, 0.0);
  std::printf(
      "[ figures  ] Sec. 3.4 from q0 = 0.01 rad: error at 2 s feedforward only %.3g rad, "
      "with PD %.3g rad\n",
      open.final_error, closed.final_error);
  EXPECT_GT(open.final_error, 5e-3);
  EXPECT_LT(closed.final_error, 1e-4);
  EXPECT_LT(closed.worst_torque_gap, 1e-8 * closed.largest_torque);
}

}  // namespace
}  // namespace acausal
