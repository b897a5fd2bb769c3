// Joints driven through their axis flanges by motion sources are kinematic
// joints whose torques are results: the seed-000 arm (6R, gravity) follows a
// smooth reference given by q, q', q'' (rotational::Move) or by q alone
// (rotational::Position, exact: index reduction differentiates it), and the
// joint torques equal the Newton-Euler inverse dynamics of dynamics/ (RNEA)
// at the reference. Move uses the derivatives it is given: with q' = q'' = 0
// the torques are the gravity torques g(q) although q moves.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>
#include <span>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <Eigen/Core>

#include "components/blocks/expression.hpp"
#include "components/rotational/move.hpp"
#include "components/rotational/position.hpp"
#include "dynamics/dynamics_workspace.hpp"
#include "dynamics/inverse_dynamics.hpp"
#include "dynamics/seed000_inertia.hpp"
#include "models/robots/seed000_arm.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

using std::numbers::pi;

// q_i(t) = A_i sin(w_i t + p_i): every joint moves, with its own frequency.
struct Reference {
  static double A(int i) { return 0.3 + 0.05 * i; }
  static double w(int i) { return 2 * pi * (0.4 + 0.1 * i); }
  static double p(int i) { return 0.3 * i; }
  static double q(int i, double t) { return A(i) * std::sin(w(i) * t + p(i)); }
  static double qd(int i, double t) { return A(i) * w(i) * std::cos(w(i) * t + p(i)); }
  static double qdd(int i, double t) { return -w(i) * w(i) * q(i, t); }
};

enum class Drive { Move, MovePositionOnly, ExactPosition };

// The arm with joint i driven by `reference<i>` (an Expression block giving
// phi = q + offset, and with Move also q', q'' or zeros).
std::unique_ptr<Model> driven_arm(Drive drive) {
  auto m = std::make_unique<Model>("kinematic_arm");
  const models::robots::Seed000Mechanism arm = models::robots::add_seed000_mechanism(*m);
  for (int i = 0; i < arm.tree.dof(); ++i) {
    const double offset = arm.tree.body(i).joint_offset;
    const bool derivatives = drive == Drive::Move;
    auto& reference = m->add<blocks::Expression>(
        fmt::format("reference{}", i + 1),
        blocks::Expression::Params{
            .outputs = 3, .f = [i, offset, derivatives](std::span<const Expr>, Expr t) {
              const Expr angle = Reference::w(i) * t + Reference::p(i);
              const Expr zero = 0.0;
              return std::vector<Expr>{
                  offset + Reference::A(i) * sin(angle),
                  derivatives ? Reference::A(i) * Reference::w(i) * cos(angle) : zero,
                  derivatives ? -Reference::A(i) * Reference::w(i) * Reference::w(i) * sin(angle)
                              : zero};
            }});
    const Port& axis = *arm.joints[static_cast<std::size_t>(i)]->axis.port;
    if (drive == Drive::ExactPosition) {
      auto& source = m->add<rotational::Position>(fmt::format("drive{}", i + 1),
                                                  rotational::Position::Params{.exact = true});
      m->connect(reference.y[0], source.phi_ref);
      m->connect(source.flange, axis);
    } else {
      auto& source = m->add<rotational::Move>(fmt::format("drive{}", i + 1));
      for (std::size_t k = 0; k < 3; ++k) m->connect(reference.y[k], source.u[k]);
      m->connect(source.flange, axis);
    }
  }
  return m;
}

struct Comparison {
  double worst_gap = 0;          // max over t, i of |tau_i - tau_RNEA,i|
  double largest_tau = 0;        // max |tau_RNEA|
  double worst_angle = 0;        // max |phi_i - offset_i - q_i(t)|
  double worst_speed = 0;        // max |w_i - q'_i(t)| (or |w_i| when Move is given zeros)
  double worst_accel = 0;        // max |a_i - q''_i(t)| (likewise)
  double full_dynamics_gap = 0;  // max |tau_i - RNEA(q, q', q'') with the true derivatives|
  std::size_t rows = 0;
  std::size_t states = 0;
};

Comparison run(Drive drive) {
  auto model = driven_arm(drive);
  auto compiled = compile(*model);
  Simulation sim(compiled);
  const Results r = sim.run({.t_stop = 2.0, .output_interval = 0.01, .rtol = 1e-10});
  const dynamics::RigidBodyTree tree = dynamics::seed000_rigid_body_tree();
  dynamics::DynamicsWorkspace ws(tree);
  const int n = tree.dof();
  const bool zeros = drive == Drive::MovePositionOnly;
  Comparison c;
  c.rows = r.rows();
  c.states = compiled->state_components.size();
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const double t = r.times()[k];
    Eigen::VectorXd q(n), qd(n), qdd(n);
    for (int i = 0; i < n; ++i) {
      q[i] = Reference::q(i, t);
      qd[i] = zeros ? 0.0 : Reference::qd(i, t);
      qdd[i] = zeros ? 0.0 : Reference::qdd(i, t);
    }
    Eigen::VectorXd qd_true(n), qdd_true(n);
    for (int i = 0; i < n; ++i)
      qd_true[i] = Reference::qd(i, t), qdd_true[i] = Reference::qdd(i, t);
    const Eigen::VectorXd tau_true = dynamics::inverse_dynamics(tree, ws, q, qd_true, qdd_true);
    const Eigen::VectorXd tau = dynamics::inverse_dynamics(tree, ws, q, qd, qdd);
    for (int i = 0; i < n; ++i) {
      const double offset = tree.body(i).joint_offset;
      const double phi = r.value(k, r.column(fmt::format("joint{}.phi", i + 1)));
      const double w = r.value(k, r.column(fmt::format("joint{}.w", i + 1)));
      const double a = r.value(k, r.column(fmt::format("joint{}.a", i + 1)));
      const double joint_tau = r.value(k, r.column(fmt::format("joint{}.tau", i + 1)));
      c.worst_angle = std::max(c.worst_angle, std::abs(phi - offset - q[i]));
      c.worst_speed = std::max(c.worst_speed, std::abs(w - qd[i]));
      c.worst_accel = std::max(c.worst_accel, std::abs(a - qdd[i]));
      c.full_dynamics_gap = std::max(c.full_dynamics_gap, std::abs(joint_tau - tau_true[i]));
      c.worst_gap = std::max(c.worst_gap, std::abs(joint_tau - tau[i]));
      c.largest_tau = std::max(c.largest_tau, std::abs(tau[i]));
    }
  }
  return c;
}

void report(const char* what, const Comparison& c) {
  std::printf(
      "[ figures  ] %s: %zu rows over 2 s, %zu states; max |tau - RNEA| = %.3g N.m "
      "(max |tau| %.4g N.m, relative %.3g); max angle error %.3g rad, speed error %.3g rad/s, "
      "acceleration error %.3g rad/s2\n",
      what, c.rows, c.states, c.worst_gap, c.largest_tau, c.worst_gap / c.largest_tau,
      c.worst_angle, c.worst_speed, c.worst_accel);
}

TEST(MultibodyKinematicDrive, MoveDrivenJointTorquesAreTheInverseDynamics) {
  const Comparison c = run(Drive::Move);
  report("Move (q, q', q'')", c);
  EXPECT_EQ(c.states, 0u);  // every joint is kinematic
  EXPECT_GE(c.rows, 201u);
  EXPECT_GT(c.largest_tau, 50.0);  // gravity and motion load the joints
  EXPECT_LE(c.worst_gap, 1e-8 * c.largest_tau);
  EXPECT_LT(c.worst_angle, 1e-12);
  EXPECT_LT(c.worst_speed, 1e-12);
  EXPECT_LT(c.worst_accel, 1e-12);
}

TEST(MultibodyKinematicDrive, ExactPositionDrivenJointTorquesAreTheInverseDynamics) {
  const Comparison c = run(Drive::ExactPosition);
  report("Position (exact)", c);
  EXPECT_EQ(c.states, 0u);
  EXPECT_GT(c.largest_tau, 50.0);
  EXPECT_LE(c.worst_gap, 1e-8 * c.largest_tau);
  EXPECT_LT(c.worst_angle, 1e-12);
  EXPECT_LT(c.worst_speed, 1e-12);
  EXPECT_LT(c.worst_accel, 1e-12);
}

TEST(MultibodyKinematicDrive, MoveUsesTheGivenDerivativesNotTheInputsDerivatives) {
  // q moves, q' = q'' = 0 given: the joint speeds are 0 and the torques are
  // the static gravity torques g(q) (MSL's use of Move for position-dependent
  // terms only). Differentiating q would give the full inverse dynamics.
  const Comparison c = run(Drive::MovePositionOnly);
  report("Move (q, 0, 0)", c);
  std::printf("[ figures  ] Move (q, 0, 0): max |tau - RNEA(q, q', q'')| = %.4g N.m\n",
              c.full_dynamics_gap);
  EXPECT_GT(c.largest_tau, 50.0);
  EXPECT_LE(c.worst_gap, 1e-8 * c.largest_tau);
  EXPECT_GT(c.full_dynamics_gap, 5.0);  // the motion's own dynamics are left out
  EXPECT_LT(c.worst_angle, 1e-12);
  EXPECT_EQ(c.worst_speed, 0.0);
  EXPECT_EQ(c.worst_accel, 0.0);
}

}  // namespace
}  // namespace acausal
