// dynamics::simulate_adaptive on motions with a closed form: the record grid,
// the accuracy of both methods at tight tolerances, convergence as the
// tolerance shrinks, and the refusal of invalid arguments.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include <gtest/gtest.h>

#include "core/errors.hpp"
#include "dynamics/adaptive_simulation.hpp"
#include "dynamics_test_support.hpp"

namespace acausal::dynamics {
namespace {

using testing::expect_contains;
using testing::kPi;
using testing::model_error_message;

// Two uncoupled oscillators q̈_i = −ω_i² q_i, q_i(0) = 1, q̇_i(0) = 0: q_i = cos(ω_i t).
constexpr double kOmega0 = 2 * kPi, kOmega1 = 30.0;

AccelerationFunction oscillators() {
  return [](double, const Eigen::VectorXd& q, const Eigen::VectorXd&, Eigen::VectorXd& qdd) {
    qdd[0] = -kOmega0 * kOmega0 * q[0];
    qdd[1] = -kOmega1 * kOmega1 * q[1];
  };
}

JointState oscillators_start() {
  return {Eigen::VectorXd::Ones(2), Eigen::VectorXd::Zero(2)};
}

double worst_error(const SimulationRecord& record) {
  double worst = 0;
  for (std::size_t k = 0; k < record.time.size(); ++k) {
    const double t = record.time[k];
    worst = std::max({worst, std::abs(record.q[k][0] - std::cos(kOmega0 * t)),
                      std::abs(record.q[k][1] - std::cos(kOmega1 * t)),
                      std::abs(record.qd[k][1] + kOmega1 * std::sin(kOmega1 * t)) / kOmega1});
  }
  return worst;
}

TEST(AdaptiveSimulation, RecordsTheStartEveryIntervalAndTheEnd) {
  const SimulationRecord record =
      simulate_adaptive(oscillators(), oscillators_start(), 0.5, 1.55, {.output_interval = 0.1});
  ASSERT_EQ(record.time.size(), 12U);  // 0.5, 0.6, ..., 1.5, 1.55
  EXPECT_EQ(record.time.front(), 0.5);
  EXPECT_NEAR(record.time[3], 0.8, 1e-15);
  EXPECT_EQ(record.time.back(), 1.55);
  EXPECT_EQ(record.q.front(), oscillators_start().q);
  ASSERT_EQ(record.q.size(), record.time.size());
  ASSERT_EQ(record.qd.size(), record.time.size());
}

TEST(AdaptiveSimulation, BothMethodsFollowTheClosedFormAtTightTolerance) {
  for (const AdaptiveMethod method : {AdaptiveMethod::adams, AdaptiveMethod::fehlberg_7_8}) {
    AdaptiveStatistics statistics;
    const SimulationRecord record =
        simulate_adaptive(oscillators(), oscillators_start(), 0.0, 2.0,
                          {.method = method, .rtol = 1e-12, .atol = 1e-14}, &statistics);
    const double error = worst_error(record);
    std::printf("[ figures  ] %s, rtol 1e-12: max error %.3g over 2 s (%ld steps, %ld f)\n",
                method == AdaptiveMethod::adams ? "Adams" : "Fehlberg 7(8)", error,
                statistics.steps, statistics.acceleration_evaluations);
    // Nearly 10 periods of the fast oscillator.
    EXPECT_LT(error, 1e-9);
    EXPECT_GT(statistics.steps, 100);
    EXPECT_GE(statistics.acceleration_evaluations, statistics.steps);
  }
}

TEST(AdaptiveSimulation, ErrorShrinksWithTheTolerance) {
  const auto error_at = [](double rtol) {
    return worst_error(simulate_adaptive(
        oscillators(), oscillators_start(), 0.0, 2.0,
        {.method = AdaptiveMethod::fehlberg_7_8, .rtol = rtol, .atol = rtol * 1e-2}));
  };
  const double loose = error_at(1e-6), tight = error_at(1e-11);
  std::printf("[ figures  ] Fehlberg 7(8): max error %.3g at rtol 1e-6, %.3g at 1e-11\n", loose,
              tight);
  EXPECT_GT(loose, 1e3 * tight);
  EXPECT_LT(loose, 1e-3);
}

TEST(AdaptiveSimulation, PassesOnAnExceptionFromTheAcceleration) {
  const AccelerationFunction failing = [](double t, const Eigen::VectorXd&, const Eigen::VectorXd&,
                                          Eigen::VectorXd& qdd) {
    if (t > 0.3) throw std::runtime_error("plant broke");
    qdd.setZero();
  };
  for (const AdaptiveMethod method : {AdaptiveMethod::adams, AdaptiveMethod::fehlberg_7_8})
    EXPECT_THROW(simulate_adaptive(failing, oscillators_start(), 0.0, 1.0, {.method = method}),
                 std::runtime_error);
}

TEST(AdaptiveSimulation, RefusesInvalidArguments) {
  expect_contains(
      model_error_message([] { simulate_adaptive(oscillators(), oscillators_start(), 1.0, 1.0); }),
      {"interval [1, 1] s", "t_start < t_end"});
  expect_contains(model_error_message([] {
                    simulate_adaptive(oscillators(), oscillators_start(), 0.0, 1.0,
                                      {.output_interval = 0.0});
                  }),
                  {"output interval 0 s", "> 0"});
  expect_contains(
      model_error_message(
          [] { simulate_adaptive(oscillators(), oscillators_start(), 0.0, 1.0, {.rtol = -1e-9}); }),
      {"rtol -1e-09", "give both > 0"});
  expect_contains(model_error_message([] {
                    simulate_adaptive(oscillators(),
                                      {Eigen::VectorXd::Zero(2), Eigen::VectorXd::Zero(3)}, 0.0,
                                      1.0);
                  }),
                  {"q has 2 entries but qd has 3"});
}

TEST(AdaptiveSimulation, ReportsAnIntegratorFailure) {
  try {
    simulate_adaptive(
        oscillators(), oscillators_start(), 0.0, 2.0,
        {.method = AdaptiveMethod::fehlberg_7_8, .output_interval = 2.0, .max_steps = 10});
    ADD_FAILURE() << "expected a SolverError";
  } catch (const SolverError& error) {
    expect_contains(error.what(), {"adaptive simulation", "ERKStepEvolve", "max_steps"});
  }
}

}  // namespace
}  // namespace acausal::dynamics
