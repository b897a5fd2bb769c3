// SMPM_Inverter has no MSL 4.0.0 reference CSV here; the MSL 3.2.3 result of
// the same example (unchanged equations and data, see its CASE.md) is the
// reference, with the tube criterion of the MSL regression tests.
#include <gtest/gtest.h>

#include "models/registry.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/reference.hpp"

namespace acausal {
namespace {

TEST(SmpmInverter, PassesTheTubeAgainstTheMsl323Reference) {
  const models::ModelEntry& entry =
      models::find_model("Modelica.Electrical.Machines.Examples.SynchronousMachines.SMPM_Inverter");
  const std::string dir =
      testing::msl_case_dir("Electrical.Machines.Examples.SynchronousMachines.SMPM_Inverter");
  if (dir.empty())
    GTEST_SKIP() << "reference data absent under " << testing::shared_dir()
                 << "/reference/msl (set ACAUSAL_SHARED_DIR)";
  auto model = entry.build();
  Results r = Simulation(compile(*model)).run(entry.defaults);
  // The legacy CSV has no smpm.is[k] columns; everything else of the 4.0.0 list.
  const std::vector<std::string> signals{"loadInertia.phi", "loadInertia.w",  "smpm.idq_dr[1]",
                                         "smpm.idq_rr[2]",  "smpm.idq_sr[1]", "smpm.idq_sr[2]",
                                         "vfController.x"};
  testing::TubeResult tube =
      testing::tube_compare(dir, r, signals, 2e-3, "SMPM_Inverter.legacy_MSL3.2.3.csv");
  if (!tube.ran) GTEST_SKIP() << tube.output;
  EXPECT_TRUE(tube.passed) << tube.output;
  // Final state of the legacy result (CASE.md): synchronous at 50 Hz under load.
  EXPECT_NEAR(r.final("loadInertia.w"), 156.949, 0.01);
  EXPECT_NEAR(r.final("smpm.idq_sr[1]"), -75.745, 0.05);
  EXPECT_NEAR(r.final("smpm.idq_sr[2]"), 119.874, 0.05);
}

}  // namespace
}  // namespace acausal
