// The seed-000 twin (models/robots/seed000_twin): tracking of eq. (23) at the
// ideal level, the inverse-dynamics implementations against each other, and
// the mechanical level with the plant's friction law in the controller.
#include <cmath>
#include <numbers>

#include <fmt/format.h>
#include <gtest/gtest.h>

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

// Sec. 3.4: the open-loop inverse-dynamics torques by Newton-Euler and by
// Euler-Lagrange agree, and drive the plant along the reference.
TEST(Seed000Twin, InverseDynamicsImplementationsAgree) {
  Seed000TwinOptions o;
  o.control = Seed000Control::inverse_dynamics_newton_euler;
  const TwinRun ne = simulate(o, 2.0, 1e-10);
  o.control = Seed000Control::inverse_dynamics_euler_lagrange;
  const TwinRun el = simulate(o, 2.0, 1e-10);
  double gap = 0, largest = 0;
  for (int i = 1; i <= kDof; ++i) {
    const std::string name = fmt::format("inverse_dynamics.tau[{}]", i);
    const auto a = ne.results.series(name), b = el.results.series(name);
    ASSERT_EQ(a.size(), b.size());
    for (std::size_t k = 0; k < a.size(); ++k) {
      gap = std::max(gap, std::fabs(a[k] - b[k]));
      largest = std::max(largest, std::fabs(a[k]));
    }
  }
  std::printf(
      "[ figures  ] inverse dynamics NE vs EL along eq. (23): %.3g N.m (largest %.4g N.m); "
      "tracking NE %.3g rad, EL %.3g rad\n",
      gap, largest, ne.worst_error, el.worst_error);
  EXPECT_GT(largest, 50.0);
  EXPECT_LT(gap, 1e-9);
  EXPECT_LT(ne.worst_error, 1e-5);
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
  // Motor torques are the link torques divided by the gear ratio (80 on joint 1).
  const double t = 1.0;
  EXPECT_NEAR(exact.results.at("tau_motor[1]", t) * 80,
              exact.results.at("controller.tau_link[1]", t), 1e-9);
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
