// MSL SMPM_Braking (a machine braking on a six-pulse diode bridge) at
// tolerances around its own (1e-7). Two failures that depended on the
// tolerance, i.e. on rounding: near the end of a conduction interval a diode's
// current is nearly zero in both of its modes (a sliding mode of the ideal
// diode's piecewise linear characteristic) and its relation flipped every
// 1e-11 s until the chattering check stopped the run; and the event
// iteration's intermediate mode with two diodes of one leg conducting
// (|y'| about 1e10) missed the corrector's absolute acceptance although
// Newton had converged to the round-off of that point.
#include <cmath>
#include <string>

#include <gtest/gtest.h>

#include "core/compile/compiled_model.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

TEST(DiodeBridgeTolerances, SmpmBrakingRunsAtEveryToleranceAndEndsWhereDymolaDoes) {
  const models::ModelEntry& entry =
      models::find_model("Modelica.Electrical.Machines.Examples.SynchronousMachines.SMPM_Braking");
  auto compiled = compile(*entry.build());
  // Dymola 2020x, MSL 4.0.0 reference (../shared/reference/msl): the load's
  // angle at t = 0.8 s and the number of state events, at rtol 1e-7.
  constexpr double kDymolaFinalAngle = 34.203836394327219;
  constexpr int kDymolaStateEvents = 147;
  for (const double rtol : {1e-7, 2e-7, 3e-7, 5e-7, 1e-6, 1.1e-6, 2e-6}) {
    SimulationOptions options = entry.defaults;
    options.rtol = rtol;
    Simulation simulation(compiled);
    Results results;
    try {
      results = simulation.run(options);
    } catch (const std::exception& e) {
      ADD_FAILURE() << "rtol " << rtol << ": " << e.what();
      continue;
    }
    const double angle =
        results.value(results.times().size() - 1, results.column("inertiaLoad.phi"));
    EXPECT_NEAR(angle, kDymolaFinalAngle, 1e-4 * kDymolaFinalAngle) << "rtol " << rtol;
    // Issue 15's bound (1.2 times Dymola's count) at the reference's tolerance;
    // a looser tolerance finds more crossings on a rougher solution.
    EXPECT_LE(simulation.statistics().state_events, (rtol == 1e-7 ? 1.2 : 1.5) * kDymolaStateEvents)
        << "rtol " << rtol;
  }
}

}  // namespace
}  // namespace acausal
