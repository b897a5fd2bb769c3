#include "solvers/solver_statistics.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

namespace acausal::solvers {
namespace {

TEST(SolverStatistics, PrintsEveryCounterOnItsOwnLine) {
  SolverStatistics statistics;
  statistics.steps = 123;
  statistics.residual_evaluations = 456;
  statistics.jacobian_evaluations = 7;
  statistics.error_test_failures = 3;
  statistics.last_order = 4;
  statistics.linear_solver = "klu";
  statistics.causal_fallbacks = 2;
  statistics.causal_evaluations = 40;
  std::ostringstream out;
  out << statistics;
  const std::string text = out.str();
  EXPECT_NE(text.find("linear solver:                  klu\n"), std::string::npos) << text;
  EXPECT_NE(text.find("steps:                          123\n"), std::string::npos) << text;
  EXPECT_NE(text.find("residual evaluations:           456\n"), std::string::npos) << text;
  EXPECT_NE(text.find("jacobian evaluations:           7\n"), std::string::npos) << text;
  EXPECT_NE(text.find("error test failures:            3\n"), std::string::npos) << text;
  EXPECT_NE(text.find("last order:                     4\n"), std::string::npos) << text;
  EXPECT_NE(text.find("causal sequence fallbacks:      2\n"), std::string::npos) << text;
  EXPECT_NE(text.find("causal sequence evaluations:    40\n"), std::string::npos) << text;
  EXPECT_EQ(std::count(text.begin(), text.end(), '\n'),
            20);  // with events, rejected roots, fallbacks, warm restarts, event CPU
  // Per-event figures appear once there are events.
  statistics.time_events = 4;
  statistics.event_cpu_time = 2e-4;
  std::ostringstream with_events;
  with_events << statistics;
  EXPECT_NE(with_events.str().find("per event: cpu [us]:            50\n"), std::string::npos)
      << with_events.str();
  EXPECT_NE(with_events.str().find("per event: steps:               30.75\n"), std::string::npos)
      << with_events.str();
}

}  // namespace
}  // namespace acausal::solvers
