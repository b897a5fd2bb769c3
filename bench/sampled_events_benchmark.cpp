// Cost of events (issue 15): sampled controllers and switching converters
// with the integrator restarted cold at every event (the behaviour before
// issue 15, the baseline measured in the same run) and warm (step size kept,
// history rebuilt), with IDA and with CVODE BDF on the explicit formulation;
// and the number of events against Dymola's in the MSL reference logs.
//
//   ./build/bench/sampled_events_benchmark [twin stop time, default 0.25] [reference dir]
//
// The reference dir defaults to ../shared/reference/msl (run from the
// repository root). Times are the CPU time of the integrating thread
// (compilation excluded), best of 2 runs; the machine may be shared. "dev"
// is the largest deviation of a state between the warm and the cold run on
// the output grid, relative to the state's range in the cold run.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/compile/compiled_model.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"

namespace {

using namespace acausal;

struct Run {
  solvers::SolverStatistics statistics;
  Results results;
};

Run run(const std::shared_ptr<const CompiledModel>& model, SimulationOptions options) {
  std::optional<Run> best;
  for (int repetition = 0; repetition < 2; ++repetition) {
    Simulation sim(model);
    Results r = sim.run(options);
    if (!best || sim.statistics().cpu_time < best->statistics.cpu_time)
      best = Run{sim.statistics(), std::move(r)};
  }
  return std::move(*best);
}

// Largest deviation of a state between two runs on the output grid, relative
// to the state's range in the baseline.
double state_deviation(const CompiledModel& model, const Results& warm, const Results& cold,
                       double t_stop, double interval) {
  double worst = 0.0;
  for (int s : model.state_components) {
    const std::string& name = model.components[static_cast<std::size_t>(s)].name;
    double lo = 1e300, hi = -1e300, dev = 0.0;
    for (double t = 0.0; t <= t_stop + 1e-12; t += interval) {
      const double a = cold.at(name, t), b = warm.at(name, t);
      lo = std::min(lo, a), hi = std::max(hi, a);
      dev = std::max(dev, std::abs(a - b));
    }
    worst = std::max(worst, dev / std::max(hi - lo, 1e-9));
  }
  return worst;
}

// "Number of state events : 1184" and the like from a Dymola simulation log.
std::map<std::string, double> dymola_log(const std::string& folder) {
  std::map<std::string, double> values;
  std::ifstream log(folder + "/simulate_passed.log");
  std::string line;
  while (std::getline(log, line)) {
    const auto colon = line.find(':');
    if (colon == std::string::npos) continue;
    std::string key = line.substr(0, colon);
    key.erase(0, key.find_first_not_of(' '));
    key.erase(key.find_last_not_of(' ') + 1);
    values[key] = std::atof(line.c_str() + colon + 1);
  }
  return values;
}

}  // namespace

int main(int argc, char** argv) {
  const double twin_stop = argc > 1 ? std::atof(argv[1]) : 0.25;
  const std::string reference = argc > 2 ? argv[2] : "../shared/reference/msl";

  struct Case {
    std::string model;
    double t_stop;  // <= 0: the model's experiment
    std::vector<std::string> solvers;
  };
  const std::vector<Case> cases = {
      {"Drives.PMSM_FOC_Averaged", 0.0, {"ida", "cvode-bdf"}},
      {"Drives.PMSM_FOC_Switched", 0.1, {"ida", "cvode-bdf"}},
      {"Modelica.Electrical.PowerConverters.Examples.DCAC.PolyphaseTwoLevel."
       "ThreePhaseTwoLevel_PWM",
       0.0,
       {"ida", "cvode-bdf"}},
      {"Modelica.Electrical.Machines.Examples.SynchronousMachines.SMPM_Inverter",
       0.0,
       {"ida", "cvode-bdf"}},
      {"Seed000.Twin.PmsmAveraged", twin_stop, {"ida", "cvode-bdf"}},
  };
  fmt::print(
      "Sampled and switching events: cold restart (baseline, same run) vs warm restart\n\n"
      "| model | solver | simulated [s] | events | CPU cold [s] | CPU warm [s] | warm / cold "
      "| steps cold | steps warm | warm: event CPU [us/event] | warm: steps/event | dev | "
      "Dymola CPU [s] (other machine) |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
  for (const Case& c : cases) {
    const models::ModelEntry& entry = models::find_model(c.model);
    auto compiled = compile(*entry.build());
    SimulationOptions options = entry.defaults;
    if (c.t_stop > 0) {
      options.t_stop = c.t_stop;
      options.output_interval = c.t_stop / 500;
    }
    const double interval = options.output_interval > 0
                                ? options.output_interval
                                : (options.t_stop - options.t_start) / 500.0;
    std::string dymola = "-";
    if (!entry.msl_reference.empty()) {
      const auto log = dymola_log(reference + "/" + entry.msl_reference);
      if (log.count("CPU-time for integration"))
        dymola = fmt::format("{:.3f}", log.at("CPU-time for integration"));
    }
    for (const std::string& solver : c.solvers) {
      options.solver = solver;
      options.event_restart = solvers::EventRestart::cold;
      const Run cold = run(compiled, options);
      options.event_restart = solvers::EventRestart::warm;
      const Run warm = run(compiled, options);
      const long events = solvers::event_count(warm.statistics);
      fmt::print(
          "| {} | {} | {} | {} | {:.3f} | {:.3f} | {:.3f} | {} | {} | {:.1f} | {:.2f} | {:.1e} | "
          "{} |\n",
          c.model, solver, options.t_stop, events, cold.statistics.cpu_time,
          warm.statistics.cpu_time, warm.statistics.cpu_time / cold.statistics.cpu_time,
          cold.statistics.steps, warm.statistics.steps,
          events > 0 ? 1e6 * warm.statistics.event_cpu_time / static_cast<double>(events) : 0.0,
          events > 0 ? static_cast<double>(warm.statistics.steps) / events : 0.0,
          state_deviation(*compiled, warm.results, cold.results, options.t_stop, interval), dymola);
    }
  }

  // Relations: state and time events against Dymola's counts for the same example.
  fmt::print(
      "\nEvents against Dymola (MSL reference logs)\n\n| model | state events | time events | "
      "Dymola state | Dymola time | state / Dymola |\n|---|---|---|---|---|---|\n");
  for (const models::ModelEntry& entry : models::builtin_models()) {
    if (entry.msl_reference.empty()) continue;
    const auto log = dymola_log(reference + "/" + entry.msl_reference);
    if (!log.count("Number of state events")) continue;
    Simulation sim(compile(*entry.build()));
    sim.run(entry.defaults);
    const auto& s = sim.statistics();
    const double dymola_state = log.at("Number of state events");
    fmt::print(
        "| {} | {} | {} | {} | {} | {} |\n", entry.name, s.state_events, s.time_events,
        dymola_state,
        log.count("Number of model time events") ? log.at("Number of model time events") : 0.0,
        dymola_state > 0 ? fmt::format("{:.2f}", s.state_events / dymola_state)
                         : std::string(s.state_events == 0 ? "=" : "-"));
  }
  return 0;
}
