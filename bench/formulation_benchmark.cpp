// CPU time of one model under its two formulations: the implicit DAE with IDA
// and the causalised explicit formulation with CVODE (BDF, Adams) and ARKODE
// (Dormand-Prince 5(4)), on ARGESIM C11 tasks b and c and on the MSL
// RobotR3.OneAxis. For C11 the floor is the hand-written explicit model
// (models/argesim/c11_scara_explicit: a C++ right-hand side with CVODE BDF and
// root finding); every framework run is reported as a ratio to it.
//
//   ./build/bench/formulation_benchmark [repetitions, default 5] [rtol, default 1e-8]
//
// Each time is the best of the repetitions (CPU time of the integrating
// thread, compilation excluded); the machine may be shared.
#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/compile/compiled_model.hpp"
#include "core/timing/cpu_time.hpp"
#include "models/argesim/c11_scara_explicit.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"

namespace {

using namespace acausal;

struct Measurement {
  double cpu = 1e300;
  long steps = 0, evaluations = 0, events = 0;
};

Measurement run_framework(const std::shared_ptr<const CompiledModel>& model,
                          SimulationOptions options, int repetitions) {
  Measurement m;
  for (int r = 0; r < repetitions; ++r) {
    Simulation sim(model);
    sim.run(options);
    const auto& s = sim.statistics();
    m.cpu = std::min(m.cpu, s.cpu_time);
    m.steps = s.steps;
    m.evaluations = s.residual_evaluations;
    m.events = s.state_events + s.time_events;
  }
  return m;
}

Measurement run_hand_written(models::argesim::C11Task task, double t_stop, double interval,
                             double rtol, double atol, int repetitions) {
  Measurement m;
  for (int r = 0; r < repetitions; ++r) {
    const double start = thread_cpu_seconds();
    auto result = models::argesim::c11_explicit_simulate(
        models::argesim::C11Options{.task = task},
        {.t_stop = t_stop, .output_interval = interval, .rtol = rtol, .atol = atol});
    m.cpu = std::min(m.cpu, thread_cpu_seconds() - start);
    m.steps = result.steps;
    m.evaluations = result.rhs_evaluations;
    m.events = static_cast<long>(result.events.size());
  }
  return m;
}

}  // namespace

int main(int argc, char** argv) {
  const int repetitions = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
  const double rtol = argc > 2 ? std::atof(argv[2]) : 1e-8;
  const double atol = rtol * 1e-2;
  const std::vector<std::string> solvers = {"ida", "cvode-bdf", "cvode-adams", "erk45"};
  struct Case {
    std::string model;
    bool c11;
    models::argesim::C11Task task;
  };
  const std::vector<Case> cases = {
      {"argesim.C11.TaskB", true, models::argesim::C11Task::B},
      {"argesim.C11.TaskC", true, models::argesim::C11Task::C},
      {"Modelica.Mechanics.MultiBody.Examples.Systems.RobotR3.OneAxis", false, {}}};

  fmt::print("rtol {:g}, atol {:g}; best CPU time of {} runs\n\n", rtol, atol, repetitions);
  fmt::print("{:<64} {:<22} {:>10} {:>8} {:>9} {:>7} {:>9}\n", "model", "formulation / solver",
             "cpu [s]", "steps", "f evals", "events", "vs floor");
  for (const Case& c : cases) {
    const models::ModelEntry& entry = models::find_model(c.model);
    SimulationOptions options = entry.defaults;
    options.rtol = rtol;
    options.atol = atol;
    double floor = 0.0;
    if (c.c11) {
      Measurement hand = run_hand_written(c.task, options.t_stop, options.output_interval, rtol,
                                          atol, repetitions);
      floor = hand.cpu;
      fmt::print("{:<64} {:<22} {:>10.4f} {:>8} {:>9} {:>7} {:>9}\n", c.model,
                 "hand-written / cvode", hand.cpu, hand.steps, hand.evaluations, hand.events,
                 "1.00");
    }
    auto compiled = compile(*entry.build());
    for (const std::string& solver : solvers) {
      options.solver = solver;
      Measurement m = run_framework(compiled, options, repetitions);
      fmt::print("{:<64} {:<22} {:>10.4f} {:>8} {:>9} {:>7} {:>9}\n", c.model,
                 (solver == "ida" ? "implicit DAE / " : "explicit / ") + solver, m.cpu, m.steps,
                 m.evaluations, m.events,
                 floor > 0 ? fmt::format("{:.2f}", m.cpu / floor) : std::string("-"));
    }
  }
  return 0;
}
