// Scaling benchmark: a chain of N mass-spring-damper elements, built,
// compiled and simulated for N = 100 ... 100 000. Prints the time of every
// pass and of the simulation, and the time per element, so that a quadratic
// step shows as a growing per-element figure.
//
//   bench/chain_benchmark [N ...] [--stop T] [--compile-only]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "components/translational/fixed.hpp"
#include "components/translational/mass.hpp"
#include "components/translational/spring_damper.hpp"
#include "core/compile/compiled_model.hpp"
#include "solvers/simulation.hpp"

using namespace acausal;
using namespace acausal::translational;

namespace {

std::unique_ptr<Model> build_chain(int n) {
  auto m = std::make_unique<Model>(fmt::format("chain{}", n));
  auto& wall = m->add<Fixed>("wall");
  const Port* left = wall.flange.port;
  for (int k = 1; k <= n; ++k) {
    auto& sd =
        m->add<SpringDamper>(fmt::format("sd{}", k), SpringDamper::Params{.c = 1e4, .d = 10});
    auto& mass = m->add<Mass>(fmt::format("mass{}", k), Mass::Params{.m = 1.0});
    m->connect(*left, sd.flange_a);
    m->connect(sd.flange_b, mass.flange_a);
    // the last mass starts displaced, the others at rest
    m->set_start(fmt::format("mass{}.s", k), k == n ? 0.1 : 0.0, true);
    m->set_start(fmt::format("mass{}.v", k), 0.0, true);
    left = mass.flange_b.port;
  }
  return m;
}

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<int> sizes;
  double stop = 0.05;
  bool simulate = true;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--stop" && i + 1 < argc)
      stop = std::atof(argv[++i]);
    else if (a == "--compile-only")
      simulate = false;
    else
      sizes.push_back(std::atoi(a.c_str()));
  }
  if (sizes.empty()) sizes = {100, 1000, 10000, 100000};

  fmt::print(
      "chain of N mass-spring-damper elements, simulated 0..{} s (times in seconds; "
      "per-element in microseconds)\n",
      stop);
  fmt::print("{:>7} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8} {:>9} {:>7} {:>8} {:>9} {:>9}\n", "N",
             "build", "flatten", "simplify", "analyse", "lower", "compile", "init", "simulate",
             "steps", "DAE", "compile/N", "sim/N/step");
  for (int n : sizes) {
    auto t0 = std::chrono::steady_clock::now();
    auto model = build_chain(n);
    const double build = seconds_since(t0);
    auto compiled = compile(*model);
    const auto& passes = compiled->report.passes;
    if (!simulate) {
      fmt::print("{:>7} {:>8.3f} {:>8.3f} {:>8.3f} {:>8.3f} {:>8.3f} {:>8.3f}\n", n, build,
                 passes[0].seconds, passes[1].seconds, passes[2].seconds, passes[3].seconds,
                 compiled->report.total_seconds());
      continue;
    }
    Simulation sim(compiled);
    t0 = std::chrono::steady_clock::now();
    sim.initialize(0.0);
    const double init = seconds_since(t0);
    SimulationOptions options{.t_stop = stop, .output_interval = stop / 10, .rtol = 1e-6};
    options.signals = {fmt::format("mass{}.s", n)};
    Results r = sim.run(options);
    const auto& st = sim.statistics();
    const double compile_s = compiled->report.total_seconds();
    fmt::print(
        "{:>7} {:>8.3f} {:>8.3f} {:>8.3f} {:>8.3f} {:>8.3f} {:>8.3f} {:>8.3f} {:>9.3f} {:>7} "
        "{:>8} {:>9.2f} {:>9.4f}\n",
        n, build, passes[0].seconds, passes[1].seconds, passes[2].seconds, passes[3].seconds,
        compile_s, init, st.cpu_time, st.steps, compiled->size(), 1e6 * compile_s / n,
        1e6 * st.cpu_time / n / std::max(1L, st.steps));
    std::fflush(stdout);
  }
  return 0;
}
