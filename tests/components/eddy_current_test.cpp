// Eddy current brakes (rotational and translational): the run-down of an
// inertia or a mass in closed form. With J w' = -2 T x / (1 + x^2), x = w/wn:
//   J wn (ln w + w^2 / (2 wn^2)) falls as 2 T t,
//   phi = J wn / (2 T) (w0 - w + (w0^3 - w^3) / (3 wn^2)).
// A fixed device temperature scales wn as a resistance; a support held fixed
// changes nothing; with a heat port, the losses heat a capacitor by exactly
// the kinetic energy lost.
#include <cmath>
#include <memory>

#include <gtest/gtest.h>

#include "components/rotational/eddy_current_torque.hpp"
#include "components/rotational/fixed.hpp"
#include "components/rotational/inertia.hpp"
#include "components/thermal/heat_capacitor.hpp"
#include "components/translational/eddy_current_force.hpp"
#include "components/translational/mass.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

constexpr double kJ = 2, kTau = 50, kWn = 10, kW0 = 30;

double run_down_potential(double w, double wn) {
  return kJ * wn * (std::log(w) + w * w / (2 * wn * wn));
}

double run_down_angle(double w, double wn) {
  return kJ * wn / (2 * kTau) * (kW0 - w + (kW0 * kW0 * kW0 - w * w * w) / (3 * wn * wn));
}

void expect_run_down(const Results& r, const std::string& w_name, const std::string& phi_name,
                     double wn) {
  for (double t : {0.1, 0.5, 1.0, 2.0}) {
    const double w = r.at(w_name, t);
    ASSERT_GT(w, 0) << t;
    EXPECT_NEAR(run_down_potential(w, wn), run_down_potential(kW0, wn) - 2 * kTau * t, 1e-5) << t;
    EXPECT_NEAR(r.at(phi_name, t), run_down_angle(w, wn), 1e-6) << t;
  }
}

std::unique_ptr<Model> rotational_rig(rotational::EddyCurrentTorque::Params p) {
  auto m_ptr = std::make_unique<Model>("brake");
  Model& m = *m_ptr;
  p.tau_nominal = kTau;
  p.w_nominal = kWn;
  m.add<rotational::EddyCurrentTorque>("brake", p);
  m.add<rotational::Inertia>("inertia", rotational::Inertia::Params{.J = kJ});
  m.connect("brake.flange", "inertia.flange_a");
  if (p.use_support) {
    m.add<rotational::Fixed>("fixed");
    m.connect("brake.support", "fixed.flange");
  }
  m.set_start("inertia.phi", 0.0, true);
  m.set_start("inertia.w", kW0, true);
  return m_ptr;
}

TEST(EddyCurrentTorque, RunDownMatchesTheClosedForm) {
  auto m = rotational_rig({});
  const Results r = simulate(*m, {.t_stop = 2, .output_interval = 1e-3, .rtol = 1e-10});
  expect_run_down(r, "inertia.w", "inertia.phi", kWn);
  // The torque peaks (tau_nominal) where the speed passes w_nominal.
  EXPECT_NEAR(r.at("brake.w_normalized", 0.0), kW0 / kWn, 1e-12);
  const double w = r.at("inertia.w", 1.0), x = w / kWn;
  EXPECT_NEAR(r.at("brake.tau", 1.0), 2 * kTau * x / (1 + x * x), 1e-9);
  EXPECT_NEAR(r.at("brake.lossPower", 1.0), 2 * kTau * x / (1 + x * x) * w, 1e-8);
}

TEST(EddyCurrentTorque, HotDiscMovesTheSpeedOfMaximumTorqueAndASupportChangesNothing) {
  // T = TRef + 100 K, alpha20 = 0.004 1/K at TRef = 293.15 K: wn x 1.4.
  auto m = rotational_rig({.alpha20 = 0.004, .use_support = true, .T = 393.15});
  const Results r = simulate(*m, {.t_stop = 2, .output_interval = 1e-3, .rtol = 1e-10});
  expect_run_down(r, "inertia.w", "inertia.phi", 1.4 * kWn);
  // The housing takes the reaction: support.tau = -flange.tau.
  EXPECT_NEAR(r.at("fixed.flange.tau", 0.5), r.at("brake.tau", 0.5), 1e-9);
  EXPECT_GT(r.at("brake.tau", 0.5), 0);
}

TEST(EddyCurrentForce, RunDownMatchesTheClosedForm) {
  Model m("brake");
  m.add<translational::EddyCurrentForce>(
      "brake", translational::EddyCurrentForce::Params{.f_nominal = kTau, .v_nominal = kWn});
  m.add<translational::Mass>("mass", translational::Mass::Params{.m = kJ});
  m.connect("brake.flange", "mass.flange_a");
  m.set_start("mass.s", 0.0, true);
  m.set_start("mass.v", kW0, true);
  const Results r = simulate(m, {.t_stop = 2, .output_interval = 1e-3, .rtol = 1e-10});
  expect_run_down(r, "mass.v", "mass.s", kWn);
}

TEST(EddyCurrentTorque, LossesHeatTheCapacitorByTheKineticEnergyLost) {
  const double C = 0.5;
  auto m = rotational_rig({.alpha20 = 3.92e-3, .use_heat_port = true});
  m->add<thermal::HeatCapacitor>("disc", thermal::HeatCapacitor::Params{.C = C});
  m->connect("brake.heatPort", "disc.port");
  m->set_start("disc.T", 293.15, true);
  const Results r = simulate(*m, {.t_stop = 2, .output_interval = 1e-3, .rtol = 1e-10});
  for (double t : {0.05, 0.5, 2.0}) {
    const double w = r.at("inertia.w", t);
    EXPECT_NEAR(C * (r.at("disc.T", t) - 293.15), kJ * (kW0 * kW0 - w * w) / 2, 1e-4) << t;
  }
  // Hotter than the run at 293.15 K, the brake is slower at high speed.
  EXPECT_GT(r.at("inertia.w", 0.5), 0);
}

}  // namespace
}  // namespace acausal
