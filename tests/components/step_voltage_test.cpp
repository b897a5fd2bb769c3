// MSL Sources.StepVoltage: v = offset, plus V from startTime on, charging an
// RC circuit as the closed form of its two phases says.
#include <cmath>

#include <gtest/gtest.h>

#include "components/electrical/capacitor.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/resistor.hpp"
#include "components/electrical/step_voltage.hpp"
#include "core/compile/compiled_model.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

using namespace electrical;

TEST(StepVoltage, ChargesAnRcCircuitInTwoPhases) {
  Model m("rc_step");
  m.add<StepVoltage>("V", StepVoltage::Params{.V = 2.0, .offset = 0.5, .startTime = 0.3});
  m.add<Resistor>("R", Resistor::Params{.R = 10.0});
  m.add<Capacitor>("C", Capacitor::Params{.C = 0.02, .v_start = 0.0});
  m.add<Ground>("G");
  m.connect("V.p", "R.p");
  m.connect("R.n", "C.p");
  m.connect("C.n", "G.p");
  m.connect("V.n", "G.p");
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 1.0, .output_interval = 0.01, .rtol = 1e-10, .atol = 1e-12});
  const double tau = 10.0 * 0.02;
  auto closed_form = [&](double t) {
    if (t < 0.3) return 0.5 * (1 - std::exp(-t / tau));
    const double at_step = 0.5 * (1 - std::exp(-0.3 / tau));
    return 2.5 + (at_step - 2.5) * std::exp(-(t - 0.3) / tau);
  };
  for (double t : {0.1, 0.29, 0.31, 0.6, 1.0}) {
    EXPECT_NEAR(r.at("C.v", t), closed_form(t), 1e-7) << t;
    EXPECT_NEAR(r.at("V.v", t), t < 0.3 ? 0.5 : 2.5, 1e-12) << t;
  }
  // The step is a time event: the source jumps at exactly t = 0.3 s.
  EXPECT_NEAR(r.at("V.signalSource.y", 0.3), 2.5, 1e-12);
}

}  // namespace
}  // namespace acausal
