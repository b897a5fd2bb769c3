// The seed-000 twin (models/robots/seed000_twin): tracking of eq. (23) at the
// ideal level, the inverse-dynamics implementations against each other, and
// the mechanical level with the plant's friction law in the controller.
#include <cmath>
#include <numbers>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "components/drives/servo_motor_records.hpp"
#include "dynamics/dynamics_workspace.hpp"
#include "dynamics/inverse_dynamics.hpp"
#include "dynamics/seed000_inertia.hpp"
#include "models/robots/seed000_twin.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

using models::robots::Seed000Control;
using models::robots::Seed000Fidelity;
using models::robots::Seed000TwinOptions;

constexpr int kDof = 6;

// eq. (23) with theta_0 = 0, held after T.
double reference(double theta_r, double T, double t) {
  const double s = std::min(t / T, 1.0);
  return theta_r * (s - std::sin(2 * std::numbers::pi * s) / (2 * std::numbers::pi));
}

struct TwinRun {
  Results results;
  double worst_error = 0;      // max over t, i of |q_i - eq. (23)|
  double worst_ref_error = 0;  // max over t, i of |q_ref_i - eq. (23)|
};

TwinRun simulate(const Seed000TwinOptions& o, double t_stop, double rtol) {
  auto model = models::robots::seed000_twin(o);
  Simulation sim(compile(*model));
  TwinRun run{sim.run({.t_stop = t_stop, .output_interval = 0.01, .rtol = rtol})};
  const Results& r = run.results;
  for (std::size_t k = 0; k < r.rows(); ++k)
    for (int i = 0; i < kDof; ++i) {
      const double expected = reference(
          o.theta_r_deg[static_cast<std::size_t>(i)] * std::numbers::pi / 180, o.T, r.times()[k]);
      run.worst_error = std::max(
          run.worst_error, std::fabs(r.value(k, r.column(fmt::format("q[{}]", i + 1))) - expected));
      run.worst_ref_error =
          std::max(run.worst_ref_error,
                   std::fabs(r.value(k, r.column(fmt::format("q_ref[{}]", i + 1))) - expected));
    }
  return run;
}

TEST(Seed000Twin, IdealTracksEquation23) {
  const TwinRun run = simulate({}, 2.5, 1e-8);
  std::printf(
      "[ figures  ] Seed000.Twin.Ideal, rtol 1e-8: max |q - eq. (23)| = %.3g rad over 0-2.5 s\n",
      run.worst_error);
  EXPECT_LT(run.worst_ref_error, 1e-12);
  EXPECT_LT(run.worst_error, 1e-6);
  // The motion is real: joint 1 turned by 90 deg, with torques of tens of N.m.
  EXPECT_NEAR(run.results.final("q[1]"), std::numbers::pi / 2, 1e-6);
  double peak = 0;
  for (double v : run.results.series("tau_link[2]")) peak = std::max(peak, std::fabs(v));
  EXPECT_GT(peak, 50.0);
}

// Sec. 3.4: the open-loop inverse-dynamics torques by Newton-Euler, by
// Euler-Lagrange and by a copy of the multibody arm moved along the reference
// (kinematic joints) agree, and drive the plant along the reference.
TEST(Seed000Twin, InverseDynamicsImplementationsAgree) {
  Seed000TwinOptions o;
  o.control = Seed000Control::inverse_dynamics_newton_euler;
  const TwinRun ne = simulate(o, 2.0, 1e-10);
  o.control = Seed000Control::inverse_dynamics_euler_lagrange;
  const TwinRun el = simulate(o, 2.0, 1e-10);
  o.control = Seed000Control::inverse_dynamics_multibody;
  const TwinRun mb = simulate(o, 2.0, 1e-10);
  double el_gap = 0, mb_gap = 0, largest = 0;
  for (int i = 1; i <= kDof; ++i) {
    const std::string name = fmt::format("inverse_dynamics.tau[{}]", i);
    const auto a = ne.results.series(name), b = el.results.series(name),
               c = mb.results.series(fmt::format("id_torque{}.tau", i));
    ASSERT_EQ(a.size(), b.size());
    ASSERT_EQ(a.size(), c.size());
    for (std::size_t k = 0; k < a.size(); ++k) {
      el_gap = std::max(el_gap, std::fabs(a[k] - b[k]));
      mb_gap = std::max(mb_gap, std::fabs(a[k] - c[k]));
      largest = std::max(largest, std::fabs(a[k]));
    }
  }
  std::printf(
      "[ figures  ] inverse dynamics along eq. (23): NE vs EL %.3g N.m, NE vs multibody copy "
      "%.3g N.m (largest %.4g N.m); tracking NE %.3g, EL %.3g, multibody %.3g rad\n",
      el_gap, mb_gap, largest, ne.worst_error, el.worst_error, mb.worst_error);
  EXPECT_GT(largest, 50.0);
  EXPECT_LT(el_gap, 1e-9);
  EXPECT_LT(mb_gap, 1e-9);
  EXPECT_LT(ne.worst_error, 1e-5);
  EXPECT_LT(mb.worst_error, 1e-5);
}

// Sec. 2.4: kinematic control. The tool follows the circle (measured by an
// absolute position sensor on the flange frame), and the joint torques the
// Move sources need are the inverse dynamics at the IK's q, qd, qdd.
TEST(Seed000Twin, KinematicControlDrawsTheCircle) {
  Seed000TwinOptions o;
  o.control = Seed000Control::kinematic;
  auto model = models::robots::seed000_twin(o);
  Simulation sim(compile(*model));
  const Results r = sim.run({.t_stop = 2.0, .output_interval = 0.01, .rtol = 1e-8});
  const auto tree = dynamics::seed000_rigid_body_tree();
  dynamics::DynamicsWorkspace ws(tree);
  double path_gap = 0, torque_gap = 0, largest = 0;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const double t = r.times()[k];
    const double s = t / 2.0;
    const double theta =
        2 * std::numbers::pi * (s - std::sin(2 * std::numbers::pi * s) / (2 * std::numbers::pi));
    path_gap = std::max(
        {path_gap, std::fabs(r.value(k, r.column("tool.r[1]")) - (0.6 + 0.1 * std::cos(theta))),
         std::fabs(r.value(k, r.column("tool.r[2]")) - 0.1 * std::sin(theta)),
         std::fabs(r.value(k, r.column("tool.r[3]")) - 0.5)});
    Eigen::VectorXd q(kDof), qd(kDof), qdd(kDof);
    for (int i = 0; i < kDof; ++i) {
      q[i] = r.value(k, r.column(fmt::format("reference.q[{}]", i + 1)));
      qd[i] = r.value(k, r.column(fmt::format("reference.qd[{}]", i + 1)));
      qdd[i] = r.value(k, r.column(fmt::format("reference.qdd[{}]", i + 1)));
    }
    const Eigen::VectorXd tau = dynamics::inverse_dynamics(tree, ws, q, qd, qdd);
    for (int i = 0; i < kDof; ++i) {
      torque_gap = std::max(
          torque_gap, std::fabs(r.value(k, r.column(fmt::format("tau_link[{}]", i + 1))) - tau[i]));
      largest = std::max(largest, std::fabs(tau[i]));
    }
  }
  std::printf(
      "[ figures  ] Sec. 2.4 circle: tool within %.3g m of the path; joint torques within "
      "%.3g N.m of RNEA (largest %.4g N.m)\n",
      path_gap, torque_gap, largest);
  EXPECT_LT(path_gap, 1e-9);
  EXPECT_GT(largest, 50.0);
  EXPECT_LT(torque_gap, 1e-8 * largest);
}

// Sec. 4-5: with the plant's own friction law in the controller (and the
// reflected rotor inertias in its model) the mechanical level tracks like the
// ideal one; with the seed's Coulomb + viscous model it tracks worse near rest.
TEST(Seed000Twin, MechanicalWithThePlantsFrictionTracksLikeIdeal) {
  Seed000TwinOptions o;
  o.fidelity = Seed000Fidelity::mechanical;
  o.friction = robotics::FrictionCompensation::stribeck;
  const TwinRun exact = simulate(o, 2.5, 1e-8);
  o.friction = robotics::FrictionCompensation::coulomb_viscous;
  const TwinRun seed = simulate(o, 2.5, 1e-8);
  std::printf(
      "[ figures  ] Seed000.Twin.Mechanical: max |e| = %.3g rad with the plant's friction law, "
      "%.3g rad with Coulomb + viscous\n",
      exact.worst_error, seed.worst_error);
  EXPECT_LT(exact.worst_error, 1e-6);
  EXPECT_GT(seed.worst_error, 10 * exact.worst_error);
  // The motor's shaft torque is its command (the link torque over the gear
  // ratio 80 on joint 1) less what accelerates its rotor (SGMPH-01A).
  const double t = 1.0, J = drives::servo_records::yaskawa_sgmph_01a().J;
  const Results& r = exact.results;
  EXPECT_NEAR(r.at("controller.tau[1]", t) * 80, r.at("controller.tau_link[1]", t), 1e-9);
  EXPECT_NEAR(r.at("tau_motor[1]", t), r.at("controller.tau[1]", t) - J * r.at("motor1.rotor.a", t),
              1e-9);
}

}  // namespace
}  // namespace acausal

namespace acausal {
namespace {

// Mean of a signal over [t0, t1] by the trapezoidal rule on the result rows
// (the switched run has a row at every switching event).
double mean(const Results& r, const std::string& name, double t0, double t1) {
  const auto v = r.series(name);
  const auto& t = r.times();
  double integral = 0;
  for (std::size_t k = 1; k < t.size(); ++k)
    if (t[k - 1] >= t0 && t[k] <= t1) integral += (t[k] - t[k - 1]) * (v[k] + v[k - 1]) / 2;
  return integral / (t1 - t0);
}

// Sec. 4.3: the switched inverters (5 kHz SVPWM) deliver the averaged
// inverters' mean torque; the ripple averages out over the PWM periods.
TEST(Seed000Twin, SwitchedAndAveragedInvertersAgreeInMeanMotorTorque) {
  const double t_stop = 0.02;
  Seed000TwinOptions o;
  o.fidelity = Seed000Fidelity::pmsm_averaged;
  auto averaged_model = models::robots::seed000_twin(o);
  o.fidelity = Seed000Fidelity::pmsm_switched;
  auto switched_model = models::robots::seed000_twin(o);
  Simulation averaged(compile(*averaged_model)), switched(compile(*switched_model));
  const SimulationOptions run{
      .t_stop = t_stop, .output_interval = 1e-4, .rtol = 1e-6, .solver = "cvode-bdf"};
  const Results a = averaged.run(run);
  const Results s = switched.run(run);
  // 6 drives x 100 PWM periods switch (the PWM edges are time events: times of latched values)
  EXPECT_GT(switched.statistics().state_events + switched.statistics().time_events, 2000);
  double worst = 0, largest = 0;
  for (int i = 1; i <= kDof; ++i) {
    const std::string name = fmt::format("tau_motor[{}]", i);
    const double ma = mean(a, name, 0.005, t_stop), ms = mean(s, name, 0.005, t_stop);
    largest = std::max(largest, std::fabs(ma));
    worst = std::max(worst, std::fabs(ma - ms));
  }
  std::printf(
      "[ figures  ] PMSM twin, mean motor torque over 5-20 ms: switched vs averaged "
      "within %.3g N.m (largest %.4g N.m)\n",
      worst, largest);
  EXPECT_GT(largest, 1.0);  // joint 2 holds the arm against gravity
  EXPECT_LT(worst, 1e-3);
}

}  // namespace
}  // namespace acausal

namespace acausal {
namespace {

// The variant points put the same parts in place as building the level
// directly: equal results (the same equations, possibly in another order).
TEST(Seed000Twin, VariantPointsEqualTheLevelsBuiltDirectly) {
  const SimulationOptions run{.t_stop = 0.02, .output_interval = 1.3e-4, .rtol = 1e-8};
  auto compare = [&](Model& a, Model& b, const std::string& what) {
    Simulation sa(compile(a)), sb(compile(b));
    const Results ra = sa.run(run), rb = sb.run(run);
    double gap = 0;
    for (int i = 1; i <= kDof; ++i)
      for (const char* signal : {"q[{}]", "tau_motor[{}]"}) {
        const auto x = ra.series(fmt::format(fmt::runtime(signal), i));
        const auto y = rb.series(fmt::format(fmt::runtime(signal), i));
        for (std::size_t k = 0; k < std::min(x.size(), y.size()); ++k)
          gap = std::max(gap, std::fabs(x[k] - y[k]));
      }
    EXPECT_LT(gap, 1e-9) << what;
  };
  auto mechanical = models::robots::seed000_twin({.fidelity = Seed000Fidelity::mechanical});
  mechanical->select_variant("motor=pmsm_averaged");
  mechanical->select_variant("friction=stribeck");
  auto built = models::robots::seed000_twin({.fidelity = Seed000Fidelity::pmsm_averaged,
                                             .friction = robotics::FrictionCompensation::stribeck});
  compare(*mechanical, *built, "motor=pmsm_averaged, friction=stribeck");
  EXPECT_EQ(mechanical->replacements().size(), 7u);  // six motors and the controller
  try {
    mechanical->select_variant("motor=pmsm_switchd");
    FAIL() << "a misspelt option was accepted";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("pmsm_switched"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace acausal
