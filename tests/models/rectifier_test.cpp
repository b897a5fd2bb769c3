// Modelica.Electrical.Analog.Examples.Rectifier (B6 diode bridge): six ideal
// diodes switching by state events, a floating star point that leaves two of
// the three line-inductor currents as states, against the Dymola reference
// results of MSL 4.0.0 (tube comparison and the reference's event instants).
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/compile/compiled_model.hpp"
#include "models/msl/electrical_rectifier.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/reference.hpp"

namespace acausal {
namespace {

constexpr const char* kCase = "Electrical.Analog.Examples.Rectifier";

// The reference experiment (creation.txt): StopTime 0.1, Interval 5e-6, Tolerance 1e-6.
SimulationOptions reference_experiment() {
  return {.t_stop = 0.1, .output_interval = 5e-6, .rtol = 1e-6};
}

// Event instants of a Dymola result: the times written twice (left and right
// limit), except the duplicated final row.
std::vector<double> reference_event_times(const std::string& dir, double t_stop) {
  std::ifstream in(std::filesystem::path(dir) / "Rectifier.csv");
  std::string line;
  std::getline(in, line);  // header
  std::vector<double> times, events;
  while (std::getline(in, line)) times.push_back(std::stod(line.substr(0, line.find(','))));
  for (std::size_t k = 1; k < times.size(); ++k)
    if (times[k] == times[k - 1] && times[k] < t_stop &&
        (events.empty() || events.back() != times[k]))
      events.push_back(times[k]);
  return events;
}

// One instant per switching: events closer than this are the same switching
// found twice (see the report: the framework may record a crossing twice).
std::vector<double> distinct_instants(const std::vector<solvers::EventRecord>& events) {
  std::vector<double> out;
  for (const auto& e : events)
    if (out.empty() || e.time - out.back() > 1e-9) out.push_back(e.time);
  return out;
}

TEST(Rectifier, BuildsWithTheMslNamesAndFourStates) {
  auto model = models::msl::electrical_rectifier();
  EXPECT_EQ(model->model_name(), "Modelica.Electrical.Analog.Examples.Rectifier");
  auto compiled = compile(*model);
  // Capacitor1.v, Capacitor2.v and two of the three line currents (the star
  // point floats, so the currents sum to zero).
  const auto& states = compiled->report.states;
  EXPECT_EQ(states.size(), 4u);
  for (const char* s : {"Capacitor1.v", "Capacitor2.v"})
    EXPECT_NE(std::find(states.begin(), states.end(), s), states.end()) << s;
  int currents = 0;
  for (const std::string& s : states) currents += s.find("Inductor") == 0 ? 1 : 0;
  EXPECT_EQ(currents, 2);
  for (const char* s : {"Capacitor1.v", "Inductor2.i", "Inductor3.i", "IdealDiode1.off",
                        "IdealDiode6.s", "uDC", "iAC[1]", "uAC[3]", "Losses"})
    EXPECT_NE(std::find(compiled->signal_names.begin(), compiled->signal_names.end(), s),
              compiled->signal_names.end())
        << s;
}

TEST(Rectifier, PassesTheTubeComparisonAndSwitchesAtTheReferenceInstants) {
  const std::string dir = testing::msl_case_dir(kCase);
  if (dir.empty())
    GTEST_SKIP() << "reference data absent: " << testing::shared_dir() << "/reference/msl/"
                 << kCase;
  auto model = models::msl::electrical_rectifier();
  Simulation sim(compile(*model));
  const SimulationOptions options = reference_experiment();
  Results r = sim.run(options);
  const auto& st = sim.statistics();
  const std::vector<double> ours = distinct_instants(sim.events());
  std::cout << "Rectifier statistics:\n"
            << st << "recorded events: " << sim.events().size()
            << ", distinct event instants: " << ours.size()
            << ", event iterations: " << sim.event_iterations() << "\n";

  const auto signals = testing::comparison_signals(dir);
  ASSERT_EQ(signals.size(), 4u);
  for (const std::string& s : signals) ASSERT_TRUE(r.has(s)) << "missing signal " << s;

  // Kirchhoff at the floating star point and the example's outputs.
  for (double t : {0.01, 0.05, 0.1}) {
    EXPECT_NEAR(r.at("Inductor1.i", t) + r.at("Inductor2.i", t) + r.at("Inductor3.i", t), 0.0, 1e-6)
        << t;
    EXPECT_NEAR(r.at("uDC", t), r.at("Capacitor1.v", t) + r.at("Capacitor2.v", t), 1e-9) << t;
  }
  // The values CASE.md quotes at t = 0.1 s.
  EXPECT_NEAR(r.final("Capacitor1.v"), 258.514, 0.01);
  EXPECT_NEAR(r.final("Capacitor2.v"), 258.514, 0.01);
  EXPECT_NEAR(r.final("Inductor2.i"), -452.567, 0.05);
  EXPECT_NEAR(r.final("Inductor3.i"), 452.567, 0.05);

  // Dymola: 62 state events, no time events. Each of its switching instants
  // is one of ours.
  const std::vector<double> reference = reference_event_times(dir, options.t_stop);
  EXPECT_EQ(reference.size(), 62u);
  EXPECT_EQ(st.time_events, 0);
  EXPECT_NEAR(static_cast<double>(ours.size()), 62.0, 2.0);
  double worst = 0;
  for (double te : reference) {
    double nearest = INFINITY;
    for (double t : ours) nearest = std::min(nearest, std::abs(t - te));
    worst = std::max(worst, nearest);
    EXPECT_LT(nearest, 1e-6) << "reference event at t = " << te;
  }
  std::cout << "largest distance of a reference event instant to ours: " << worst << " s\n";

  testing::TubeResult tube = testing::tube_compare(dir, r, signals);
  std::cout << tube.output;
  if (!tube.ran) GTEST_SKIP() << tube.output;
  EXPECT_TRUE(tube.passed) << tube.output;
}

TEST(RectifierFramework, EachSwitchingIsOneStateEvent) {
  auto model = models::msl::electrical_rectifier();
  Simulation sim(compile(*model));
  sim.run(reference_experiment());
  EXPECT_EQ(sim.statistics().state_events, 62);
}

}  // namespace
}  // namespace acausal
