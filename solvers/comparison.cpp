#include "solvers/comparison.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal {
namespace {

// Output times of a result that are not event instants (an event writes its
// time twice: left and right limit), where every solver's value is unique.
std::vector<double> regular_times(const Results& r) {
  const std::vector<double>& t = r.times();
  std::vector<double> out;
  for (std::size_t k = 0; k < t.size(); ++k) {
    const bool repeated = (k > 0 && t[k] == t[k - 1]) || (k + 1 < t.size() && t[k + 1] == t[k]);
    if (!repeated) out.push_back(t[k]);
  }
  return out;
}

}  // namespace

SolverComparison compare_solvers(std::shared_ptr<const CompiledModel> model,
                                 const SimulationOptions& options,
                                 const std::vector<std::string>& solvers) {
  if (solvers.empty()) throw ModelError("compare: give at least one solver");
  SolverComparison c;
  c.signals = model->signal_names;
  for (const std::string& solver : solvers) {
    Simulation sim(model);
    SimulationOptions o = options;
    o.solver = solver;
    try {
      Results r = sim.run(o);
      c.runs.push_back({solver, sim.statistics(), std::move(r), 0.0, "", ""});
    } catch (const ModelError&) {
      throw;  // a wrong request (unknown solver, missing step), not a solver failure
    } catch (const Error& e) {
      c.runs.push_back(
          {solver, sim.statistics(), Results(model->signal_names), INFINITY, "", e.what()});
    }
  }
  if (!c.runs.front().failure.empty())
    throw SolverError("compare: the reference solver " + c.runs.front().solver +
                      " failed: " + c.runs.front().failure);
  const Results& reference = c.runs.front().results;
  const std::vector<double> times = regular_times(reference);
  for (SolverRun& run : c.runs) {
    if (!run.failure.empty()) {
      c.deviation.emplace_back(c.signals.size(), INFINITY);
      continue;
    }
    std::vector<double> per_signal(c.signals.size(), 0.0);
    const double t_end = std::min(run.results.times().back(), reference.times().back());
    for (std::size_t s = 0; s < c.signals.size(); ++s) {
      const int ref_column = reference.column(c.signals[s]);
      double worst = 0.0;
      for (std::size_t k = 0; k < reference.times().size(); ++k) {
        const double t = reference.times()[k];
        if (t > t_end || !std::binary_search(times.begin(), times.end(), t)) continue;
        const double d = std::abs(run.results.at(c.signals[s], t) - reference.value(k, ref_column));
        worst = std::max(worst, std::isnan(d) ? INFINITY : d);
      }
      per_signal[s] = worst;
      if (worst > run.largest_deviation || run.largest_deviation_signal.empty()) {
        run.largest_deviation = worst;
        run.largest_deviation_signal = c.signals[s];
      }
    }
    c.deviation.push_back(std::move(per_signal));
  }
  return c;
}

std::string SolverComparison::table() const {
  std::string s =
      fmt::format("{:<12} {:>10} {:>8} {:>10} {:>8} {:>7} {:>7} {:>12}  {}\n", "solver", "cpu [s]",
                  "steps", "f evals", "jac", "state", "time", "max dev", "signal of max dev");
  for (const SolverRun& r : runs) {
    if (!r.failure.empty()) {
      s += fmt::format("{:<12} failed: {}\n", r.solver,
                       r.failure.substr(0, std::min<std::size_t>(r.failure.find('\n'), 160)));
      continue;
    }
    s += fmt::format("{:<12} {:>10.4f} {:>8} {:>10} {:>8} {:>7} {:>7} {:>12.3g}  {}\n", r.solver,
                     r.statistics.cpu_time, r.statistics.steps, r.statistics.residual_evaluations,
                     r.statistics.jacobian_evaluations, r.statistics.state_events,
                     r.statistics.time_events, r.largest_deviation,
                     &r == &runs.front() ? "(reference)" : r.largest_deviation_signal);
  }
  return s;
}

void SolverComparison::write_csv(const std::string& path) const {
  std::ofstream out(path);
  if (!out) throw ModelError("cannot write " + path);
  out << "signal";
  for (const SolverRun& r : runs) out << ',' << r.solver;
  out << '\n';
  for (std::size_t s = 0; s < signals.size(); ++s) {
    out << '"' << signals[s] << '"';
    for (std::size_t k = 0; k < runs.size(); ++k)
      out << ',' << fmt::format("{:.6g}", deviation[k][s]);
    out << '\n';
  }
  auto row = [&](const char* name, auto value) {
    out << '"' << name << '"';
    for (const SolverRun& r : runs) out << ',' << fmt::format("{}", value(r));
    out << '\n';
  };
  row("#cpu_time_s", [](const SolverRun& r) { return r.statistics.cpu_time; });
  row("#steps", [](const SolverRun& r) { return r.statistics.steps; });
  row("#function_evaluations",
      [](const SolverRun& r) { return r.statistics.residual_evaluations; });
  row("#jacobian_evaluations",
      [](const SolverRun& r) { return r.statistics.jacobian_evaluations; });
  row("#state_events", [](const SolverRun& r) { return r.statistics.state_events; });
  row("#time_events", [](const SolverRun& r) { return r.statistics.time_events; });
}

}  // namespace acausal
