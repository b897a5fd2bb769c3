#include "solvers/ida/output_schedule.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "core/errors.hpp"

namespace acausal::solvers::ida {
namespace {

std::vector<double> grid_until(const OutputSchedule& schedule, double limit) {
  std::vector<double> times;
  double t = schedule.t_start();
  while (const auto next = schedule.next_output(t, limit)) {
    times.push_back(*next);
    t = *next;
  }
  return times;
}

TEST(OutputSchedule, GridTimesAreStartPlusMultiplesOfTheInterval) {
  const OutputSchedule schedule(0.3, 1.25, 0.1, {});
  const std::vector<double> times = grid_until(schedule, schedule.t_stop());
  ASSERT_EQ(times.size(), 9u);  // 0.4 ... 1.2
  for (std::size_t k = 0; k < times.size(); ++k) {
    EXPECT_EQ(times[k], 0.3 + static_cast<double>(k + 1) * 0.1);
  }
}

TEST(OutputSchedule, GridPointWithinRoundoffOfTheLimitIsMergedIntoIt) {
  const OutputSchedule schedule(0.0, 0.3, 0.1, {});
  // 3 * 0.1 = 0.30000000000000004 > 0.3: must not become an extra output.
  EXPECT_EQ(grid_until(schedule, 0.3), (std::vector<double>{0.1, 0.2}));
}

TEST(OutputSchedule, NextOutputResumesFromAnyTime) {
  const OutputSchedule schedule(1.0, 10.0, 2.0, {});
  EXPECT_EQ(schedule.next_output(4.2, 10.0), 5.0);
  EXPECT_EQ(schedule.next_output(5.0, 10.0), 7.0);
  EXPECT_EQ(schedule.next_output(9.5, 10.0), std::nullopt);
}

TEST(OutputSchedule, BreakpointsAreSortedDeduplicatedAndClippedToTheInterval) {
  const OutputSchedule schedule(0.0, 2.0, 0.0, {1.5, 0.0, 0.5, 2.0, 3.0, 0.5, -1.0});
  EXPECT_EQ(schedule.breakpoints(), (std::vector<double>{0.5, 1.5}));
  EXPECT_EQ(schedule.next_stop(0.0), 0.5);
  EXPECT_EQ(schedule.next_stop(0.5), 1.5);
  EXPECT_EQ(schedule.next_stop(1.5), 2.0);
  EXPECT_TRUE(schedule.is_breakpoint(1.5));
  EXPECT_FALSE(schedule.is_breakpoint(2.0));
  EXPECT_FALSE(schedule.has_grid());
  EXPECT_EQ(schedule.next_output(0.0, 2.0), std::nullopt);
}

TEST(OutputSchedule, BackwardsIntervalIsAnInternalError) {
  EXPECT_THROW(OutputSchedule(1.0, 0.0, 0.1, {}), InternalError);
}

}  // namespace
}  // namespace acausal::solvers::ida
