// The drives examples of the MSL pass the tube in the explicit formulation
// too (CVODE BDF on the causalised ODE; ERK45 for the braking example), not
// only with IDA on the implicit DAE.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "models/registry.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/reference.hpp"

namespace acausal {
namespace {

struct Case {
  std::string model;
  std::string solver;
  std::string reference_file;        // empty: the case's 4.0.0 CSV
  std::vector<std::string> signals;  // empty: comparisonSignals.txt
  std::string label;
};

class MslDrivesFormulation : public ::testing::TestWithParam<Case> {};

TEST_P(MslDrivesFormulation, PassesTheTube) {
  const Case& c = GetParam();
  const models::ModelEntry& entry = models::find_model(c.model);
  const std::string folder = c.model.substr(std::string("Modelica.").size());
  const std::string dir = testing::msl_case_dir(folder);
  if (dir.empty())
    GTEST_SKIP() << "reference data absent under " << testing::shared_dir()
                 << "/reference/msl (set ACAUSAL_SHARED_DIR)";
  SimulationOptions options = entry.defaults;
  options.solver = c.solver;
  auto model = entry.build();
  Results r = Simulation(compile(*model)).run(options);
  const auto signals = c.signals.empty() ? testing::comparison_signals(dir) : c.signals;
  testing::TubeResult tube = testing::tube_compare(dir, r, signals, 2e-3, c.reference_file);
  if (!tube.ran) GTEST_SKIP() << tube.output;
  EXPECT_TRUE(tube.passed) << tube.output;
}

const std::string kBraking =
    "Modelica.Electrical.Machines.Examples.SynchronousMachines.SMPM_ResistiveBraking";
const std::string kInverter =
    "Modelica.Electrical.Machines.Examples.SynchronousMachines.SMPM_Inverter";
const std::string kPwm =
    "Modelica.Electrical.PowerConverters.Examples.DCAC.PolyphaseTwoLevel.ThreePhaseTwoLevel_PWM";
const std::vector<std::string> kInverterSignals{
    "loadInertia.phi", "loadInertia.w",  "smpm.idq_dr[1]", "smpm.idq_rr[2]",
    "smpm.idq_sr[1]",  "smpm.idq_sr[2]", "vfController.x"};

INSTANTIATE_TEST_SUITE_P(
    Explicit, MslDrivesFormulation,
    ::testing::Values(Case{kBraking, "cvode-bdf", "", {}, "SMPM_ResistiveBraking_cvode_bdf"},
                      Case{kBraking, "erk45", "", {}, "SMPM_ResistiveBraking_erk45"},
                      Case{kInverter, "cvode-bdf", "SMPM_Inverter.legacy_MSL3.2.3.csv",
                           kInverterSignals, "SMPM_Inverter_cvode_bdf"},
                      Case{kPwm, "cvode-bdf", "", {}, "ThreePhaseTwoLevel_PWM_cvode_bdf"}),
    [](const ::testing::TestParamInfo<Case>& param_info) { return param_info.param.label; });

}  // namespace
}  // namespace acausal
