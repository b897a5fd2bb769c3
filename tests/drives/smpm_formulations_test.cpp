// The PMSM braking example passes the MSL tube in the explicit formulation
// too (CVODE BDF and ERK45 on the causalised ODE), not only with IDA.
#include <gtest/gtest.h>

#include "models/registry.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/reference.hpp"

namespace acausal {
namespace {

class SmpmResistiveBrakingFormulation : public ::testing::TestWithParam<std::string> {};

TEST_P(SmpmResistiveBrakingFormulation, PassesTheTube) {
  const models::ModelEntry& entry = models::find_model(
      "Modelica.Electrical.Machines.Examples.SynchronousMachines.SMPM_ResistiveBraking");
  const std::string dir = testing::msl_case_dir(entry.msl_reference);
  if (dir.empty())
    GTEST_SKIP() << "reference data absent under " << testing::shared_dir()
                 << "/reference/msl (set ACAUSAL_SHARED_DIR)";
  SimulationOptions options = entry.defaults;
  options.solver = GetParam();
  auto model = entry.build();
  Results r = Simulation(compile(*model)).run(options);
  testing::TubeResult tube = testing::tube_compare(dir, r, testing::comparison_signals(dir));
  if (!tube.ran) GTEST_SKIP() << tube.output;
  EXPECT_TRUE(tube.passed) << tube.output;
  // Reference end values (CASE.md): the rotor has nearly stopped.
  EXPECT_NEAR(r.final("inertiaLoad.w"), -0.028746, 2e-3);
  EXPECT_NEAR(r.final("inertiaLoad.phi"), 61.93263, 2e-3);
}

std::string solver_name(const ::testing::TestParamInfo<std::string>& param_info) {
  std::string s = param_info.param;
  for (char& c : s)
    if (c == '-') c = '_';
  return s;
}

INSTANTIATE_TEST_SUITE_P(Explicit, SmpmResistiveBrakingFormulation,
                         ::testing::Values("cvode-bdf", "erk45"), solver_name);

}  // namespace
}  // namespace acausal
