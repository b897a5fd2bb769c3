// CPU time of the seed-000 twin at each fidelity (models/robots/seed000_twin)
// beside the ideal level, measured in the same run, with IDA and with CVODE
// BDF on the explicit formulation, and the tracking error each level reaches.
//
//   ./build/bench/seed000_twin_benchmark [stop time, default 2.5] [switched stop time, default 0.1]
//
// The switched level (six drives, 5 kHz SVPWM: about 36 000 switching events
// per simulated second) is run over its own, shorter horizon; its CPU is
// reported per simulated second too. Times are the solver's CPU time
// (compilation excluded); the machine may be shared.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "models/robots/seed000_twin.hpp"
#include "solvers/simulation.hpp"

namespace {

using namespace acausal;
using models::robots::Seed000Fidelity;

struct Row {
  std::string level;
  std::string solver;
  double t_stop = 0;
  double cpu = 0;
  long steps = 0;
  long events = 0;
  double event_cpu = 0;
  long warm_restarts = 0;
  double worst_error = 0;
};

Row measure(Seed000Fidelity fidelity, const std::string& solver, double t_stop) {
  auto model = models::robots::seed000_twin({.fidelity = fidelity});
  Simulation sim(compile(*model));
  // Recorded: the tracking errors the table reads (every level alike; the
  // PMSM levels have some 1 000 signals, recorded twice at each sample event).
  std::vector<std::string> signals;
  for (int i = 1; i <= 6; ++i) signals.push_back(fmt::format("e[{}]", i));
  const Results r = sim.run({.t_stop = t_stop,
                             .output_interval = 1e-3,
                             .rtol = 1e-6,
                             .solver = solver,
                             .signals = signals});
  Row row{models::robots::seed000_twin_name(fidelity),
          solver,
          t_stop,
          sim.statistics().cpu_time,
          sim.statistics().steps,
          sim.statistics().state_events + sim.statistics().time_events,
          sim.statistics().event_cpu_time,
          sim.statistics().warm_restarts,
          0.0};
  for (int i = 1; i <= 6; ++i)
    for (double e : r.series(fmt::format("e[{}]", i)))
      row.worst_error = std::max(row.worst_error, std::fabs(e));
  return row;
}

}  // namespace

int main(int argc, char** argv) {
  const double t_stop = argc > 1 ? std::atof(argv[1]) : 2.5;
  const double t_switched = argc > 2 ? std::atof(argv[2]) : 0.1;
  std::vector<Row> rows;
  for (const std::string solver : {"ida", "cvode-bdf"}) {
    for (Seed000Fidelity f :
         {Seed000Fidelity::ideal, Seed000Fidelity::mechanical, Seed000Fidelity::pmsm_averaged})
      rows.push_back(measure(f, solver, t_stop));
    rows.push_back(measure(Seed000Fidelity::pmsm_switched, solver, t_switched));
  }
  // Issue 15's targets, for 2.5 simulated seconds: the averaged level in at
  // most 2 s of CPU and at most 10x the mechanical level, the switched level
  // in at most 60 s. "to target" is the CPU per simulated second over the
  // target's (above 1: not met).
  auto target_rate = [](const std::string& level, double mechanical_rate) {
    if (level == "Seed000.Twin.PmsmAveraged") return std::min(2.0 / 2.5, 10.0 * mechanical_rate);
    if (level == "Seed000.Twin.PmsmSwitched") return 60.0 / 2.5;
    return 0.0;
  };
  fmt::print(
      "| level | solver | simulated [s] | CPU [s] | CPU per simulated s | ratio to Ideal "
      "(per simulated s) | ratio to Mechanical | target CPU per simulated s | to target | steps "
      "| events | warm restarts | event CPU [us/event] | max |e| [rad] "
      "|\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
  for (const Row& r : rows) {
    auto level = [&](const char* name) -> const Row& {
      return *std::find_if(rows.begin(), rows.end(),
                           [&](const Row& x) { return x.solver == r.solver && x.level == name; });
    };
    const Row& ideal = level("Seed000.Twin.Ideal");
    const Row& mechanical = level("Seed000.Twin.Mechanical");
    const double rate = r.cpu / r.t_stop, ideal_rate = ideal.cpu / ideal.t_stop,
                 mechanical_rate = mechanical.cpu / mechanical.t_stop;
    const double target = target_rate(r.level, mechanical_rate);
    fmt::print(
        "| {} | {} | {} | {:.3f} | {:.3f} | {:.1f} | {:.1f} | {} | {} | {} | {} | {} | {:.0f} | "
        "{:.3g} |\n",
        r.level, r.solver, r.t_stop, r.cpu, rate, rate / ideal_rate, rate / mechanical_rate,
        target > 0 ? fmt::format("{:.3f}", target) : "-",
        target > 0 ? fmt::format("{:.2f}", rate / target) : "-", r.steps, r.events, r.warm_restarts,
        r.events > 0 ? 1e6 * r.event_cpu / static_cast<double>(r.events) : 0.0, r.worst_error);
  }
  return 0;
}
