// Every built-in reproduction of an MSL example passes the MSL regression
// criterion (tube, tolerance 2e-3) against the Dymola reference results in
// ../shared/reference/msl, on every compared signal.
#include <map>

#include <gtest/gtest.h>

#include "models/registry.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/reference.hpp"

namespace acausal {
namespace {

// Signals checked by a model's own test instead, because the reference shows a
// state the framework passes through for an instant that Dymola's does not
// (see tests/models/robot_one_axis_test.cpp).
const std::map<std::string, std::vector<std::string>> kComparedInOwnTest = {
    {"Modelica.Mechanics.MultiBody.Examples.Systems.RobotR3.OneAxis",
     {"axis.gear.bearingFriction.startForward"}}};

class MslReference : public ::testing::TestWithParam<std::string> {};

TEST_P(MslReference, PassesTheTubeComparison) {
  const models::ModelEntry& entry = models::find_model(GetParam());
  const std::string dir = testing::msl_case_dir(entry.msl_reference);
  if (dir.empty())
    GTEST_SKIP() << "reference data absent: " << testing::shared_dir() << "/reference/msl/"
                 << entry.msl_reference << " (set ACAUSAL_SHARED_DIR)";
  auto model = entry.build();
  Simulation sim(compile(*model));
  Results results = sim.run(entry.defaults);
  auto signals = testing::comparison_signals(dir);
  if (auto it = kComparedInOwnTest.find(entry.name); it != kComparedInOwnTest.end())
    for (const std::string& s : it->second) std::erase(signals, s);
  ASSERT_FALSE(signals.empty());
  for (const std::string& s : signals) ASSERT_TRUE(results.has(s)) << "missing signal " << s;
  testing::TubeResult tube = testing::tube_compare(dir, results, signals);
  if (!tube.ran) GTEST_SKIP() << tube.output;
  EXPECT_TRUE(tube.passed) << tube.output;
}

std::vector<std::string> msl_models() {
  std::vector<std::string> names;
  for (const auto& m : models::builtin_models())
    if (!m.msl_reference.empty()) names.push_back(m.name);
  return names;
}

std::string test_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string s = info.param.substr(info.param.find("Examples.") + 9);
  for (char& c : s)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return s;
}

INSTANTIATE_TEST_SUITE_P(Msl, MslReference, ::testing::ValuesIn(msl_models()), test_name);

}  // namespace
}  // namespace acausal
