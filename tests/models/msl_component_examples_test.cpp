// MSL examples of components issue 16 names whose MAP-LIB reference results
// (Dymola 2020x, MSL 4.0.0; public repository modelica/MAP-LIB_ReferenceResults,
// branch v4.0.0) are not among ../shared/reference/msl. The few numbers used
// from them are quoted here: values of the result CSV at a few instants and the
// event counts of simulate_passed.log. Independent of them: each example's
// equations reduced by hand to a small ODE and integrated here by RK4, or a
// conservation law in closed form.
#include <array>
#include <cmath>
#include <numbers>
#include <string>

#include <gtest/gtest.h>

#include "core/compile/compiled_model.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/builtin_models.hpp"

namespace acausal {
namespace {

using testing::ExampleRun;
using testing::run_example;

// Classical fourth-order Runge-Kutta with a fixed step, sampled at `times`.
template <std::size_t N, class F>
std::vector<std::array<double, N>> rk4(F f, std::array<double, N> x, double h,
                                       const std::vector<double>& times) {
  std::vector<std::array<double, N>> out;
  double t = 0;
  auto axpy = [](const std::array<double, N>& a, double s, const std::array<double, N>& b) {
    std::array<double, N> c;
    for (std::size_t i = 0; i < N; ++i) c[i] = a[i] + s * b[i];
    return c;
  };
  for (double target : times) {
    while (t < target - 1e-12) {
      const double step = std::min(h, target - t);
      const auto k1 = f(t, x), k2 = f(t + step / 2, axpy(x, step / 2, k1));
      const auto k3 = f(t + step / 2, axpy(x, step / 2, k2)), k4 = f(t + step, axpy(x, step, k3));
      for (std::size_t i = 0; i < N; ++i)
        x[i] += step / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
      t += step;
    }
    out.push_back(x);
  }
  return out;
}

// DCSE_Start: 100 V through a resistor ramped from 1 Ohm (t < 0.1 s) to 0
// (t > 1 s) into the series machine, k = 0.02/pi, on J = 0.3 kg.m2 against
// 63.66 (w / wLoad)^2:
//   (La + Le) ia' = 100 - (R(t) + Ra + Re) ia - k ia w,  J w' = k ia^2 - TLoad (w/wLoad)^2.
TEST(MslComponentExamples, DcseStartFollowsItsOdeAndDymola) {
  const ExampleRun run = run_example("Modelica.Electrical.Machines.Examples.DCMachines.DCSE_Start");
  const Results& r = run.results;
  const double k = 0.02 / std::numbers::pi, wLoad = 1410 * 2 * std::numbers::pi / 60;
  auto R = [](double t) { return t < 0.1 ? 1.0 : t < 1.0 ? 1 - (t - 0.1) / 0.9 : 0.0; };
  auto f = [&](double t, const std::array<double, 3>& x) {
    const double ia = x[0], w = x[2];
    return std::array<double, 3>{(100 - (R(t) + 0.06) * ia - k * ia * w) / 0.002, w,
                                 (k * ia * ia - 63.66 * (w / wLoad) * (w / wLoad)) / 0.3};
  };
  const std::vector<double> times{0.1, 0.5, 1.0, 1.5, 2.0};
  const auto ode = rk4<3>(f, {0, 0, 0}, 1e-5, times);
  for (std::size_t i = 0; i < times.size(); ++i) {
    const double t = times[i];
    EXPECT_NEAR(r.at("dcse.la.i", t), ode[i][0], 1e-4 * 100) << t;
    EXPECT_NEAR(r.at("loadInertia.phi", t), ode[i][1], 1e-4 * 215) << t;
    EXPECT_NEAR(r.at("loadInertia.w", t), ode[i][2], 1e-4 * 148) << t;
  }
  // Dymola at t = 2 s: la.i = 100.038909, phi = 215.212517, w = 147.594459;
  // at t = 1 s: la.i = 112.634968, w = 129.877866. Tube half-heights (2e-3 of
  // the range) are about 0.25 A, 0.43 rad and 0.3 rad/s.
  EXPECT_NEAR(r.final("dcse.la.i"), 100.038909015, 0.02);
  EXPECT_NEAR(r.final("loadInertia.phi"), 215.212516989, 0.02);
  EXPECT_NEAR(r.final("loadInertia.w"), 147.594459087, 0.02);
  EXPECT_NEAR(r.at("dcse.la.i", 1.0), 112.634968089, 0.02);
  EXPECT_NEAR(r.at("loadInertia.w", 1.0), 129.877865946, 0.02);
  // Dymola: 2 time events (the ramp's corners), no state event.
  EXPECT_EQ(run.statistics.time_events, 2);
  EXPECT_EQ(run.statistics.state_events, 0);
}

// EddyCurrentBrake (rotational and translational): J = 1 at 20 rad/s braked
// by 2 tau x / (1 + x^2), x = w / (10 (1 + 3.92e-3 (T - 293.15))), the losses
// heating C = 1 J/K: C (T - 293.15) = J (20^2 - w^2) / 2 at every instant.
TEST(MslComponentExamples, EddyCurrentBrakesConserveEnergyAndFollowDymola) {
  const ExampleRun rotational =
      run_example("Modelica.Mechanics.Rotational.Examples.EddyCurrentBrake");
  const ExampleRun translational =
      run_example("Modelica.Mechanics.Translational.Examples.EddyCurrentBrake");
  const Results& r = rotational.results;
  for (double t : {0.05, 0.1, 0.25, 0.5, 1.0}) {
    const double w = r.at("inertia.w", t);
    EXPECT_NEAR(r.at("heatCapacitor.T", t) - 293.15, (400 - w * w) / 2, 5e-3) << t;  // rtol 1e-6
    // The two domains' examples are the same ODE.
    EXPECT_NEAR(translational.results.at("mass.s", t), r.at("inertia.phi", t), 1e-6) << t;
    EXPECT_NEAR(translational.results.at("heatCapacitor.T", t), r.at("heatCapacitor.T", t), 1e-4)
        << t;
  }
  // Dymola: phi(0.1) = 1.539994, T(0.1) = 437.3968 K, lossPower(0.1) =
  // 979.0946 W, phi(0.5) = 2.550270, phi(1) = 2.562278, T(1) = 493.14985 K;
  // tube half-heights about 5e-3 rad, 0.4 K and 3.2 W. At a fixed 293.15 K
  // phi(1) would be 7/3.
  EXPECT_NEAR(r.at("inertia.phi", 0.1), 1.53999383474, 1e-3);
  EXPECT_NEAR(r.at("heatCapacitor.T", 0.1), 437.396789025, 0.05);
  EXPECT_NEAR(r.at("eddyCurrentTorque.lossPower", 0.1), 979.094627239, 0.5);
  EXPECT_NEAR(r.at("inertia.phi", 0.5), 2.55027031819, 1e-3);
  EXPECT_NEAR(r.final("inertia.phi"), 2.56227806159, 1e-3);
  EXPECT_NEAR(r.final("heatCapacitor.T"), 493.149847719, 0.05);
  EXPECT_NEAR(translational.results.final("eddyCurrentForce.lossPower"), 2.7707396185e-6, 1e-5);
  EXPECT_EQ(rotational.statistics.time_events + rotational.statistics.state_events, 0);
}

}  // namespace
}  // namespace acausal
