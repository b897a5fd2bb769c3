// Generated C code against the interpreter on the same compiled model,
// measured in the same run: the CPU time of a simulation (IDA, rtol 1e-6) and
// of the residual and Jacobian programs alone, as the ratio interpreter /
// generated, plus the one-off cost of emitting and compiling the C source.
// Both runs must take the same steps (the generated code computes the same
// bits); a difference is printed as an error.
//
//   ./build/bench/codegen_benchmark [MODEL=T ...]
//
// Default: Seed000.Twin.Mechanical=0.5 Seed000.Twin.PmsmAveraged=0.5
// argesim.C11.TaskB=2 Modelica.Mechanics.MultiBody.Examples.Elementary.DoublePendulum=3.
// The C compiler runs into a fresh cache folder (removed afterwards), so its
// time is that of a first build.
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "core/codegen/codegen.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"

using namespace acausal;

namespace {

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Seconds per call of a program, run through `call` for about 0.3 s.
template <class Call>
double per_call(Call call) {
  long calls = 0;
  const auto t0 = std::chrono::steady_clock::now();
  double elapsed = 0;
  do {
    for (int k = 0; k < 100; ++k) call();
    calls += 100;
    elapsed = seconds_since(t0);
  } while (elapsed < 0.3);
  return elapsed / static_cast<double>(calls);
}

struct Figures {
  double interpreted = 0, generated = 0;
  double ratio() const { return generated > 0 ? interpreted / generated : 0.0; }
};

Figures time_program(const Program& p, const ProgramInputs& at) {
  std::vector<double> out(static_cast<std::size_t>(p.num_outputs()));
  std::vector<double> ra = p.make_registers(), rb = p.make_registers();
  Figures f;
  f.interpreted = per_call([&] { p.interpret(at, rb, out.data()); });
  f.generated = per_call([&] { p.run(at, ra, out.data()); });
  return f;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::pair<std::string, double>> cases;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const auto eq = a.find('=');
    if (eq == std::string::npos) {
      fmt::print(stderr, "usage: codegen_benchmark [MODEL=STOP_TIME ...]\n");
      return 2;
    }
    cases.emplace_back(a.substr(0, eq), std::atof(a.c_str() + eq + 1));
  }
  if (cases.empty())
    cases = {{"Seed000.Twin.Mechanical", 0.5},
             {"Seed000.Twin.PmsmAveraged", 0.5},
             {"argesim.C11.TaskB", 2.0},
             {"Modelica.Mechanics.MultiBody.Examples.Elementary.DoublePendulum", 3.0}};

  const std::string cache =
      (std::filesystem::temp_directory_path() / fmt::format("acausal-codegen-bench-{}", ::getpid()))
          .string();
  fmt::print(
      "| model | DAE | T [s] | C source [kB] | emit C [s] | cc [s] | residual interp / gen [us] | "
      "ratio | Jacobian interp / gen [us] | ratio | simulation CPU interp / gen [s] | ratio | "
      "steps |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
  int status = 0;
  for (const auto& [name, t_stop] : cases) {
    const models::ModelEntry& entry = models::find_model(name);
    CompileOptions options;
    options.codegen.mode = CodegenMode::Off;
    auto model = compile(*models::build_model(entry), options);
    auto generated = std::make_shared<CompiledModel>(*model);
    CodegenOptions on;
    on.mode = CodegenMode::On;
    on.cache_dir = cache;
    const CodegenResult made = generate_native_code(*generated, on);

    // The programs at the start point.
    const int n = generated->size();
    std::vector<double> y(static_cast<std::size_t>(n)), yp(static_cast<std::size_t>(n), 0.0);
    for (int k = 0; k < n; ++k)
      y[static_cast<std::size_t>(k)] = generated->components[static_cast<std::size_t>(k)].start;
    std::vector<double> parameters = generated->parameter_values();
    std::vector<double> discrete = generated->events.slot_start;
    const ProgramInputs at{y.data(), yp.data(), parameters.data(), 0.0, 1.0, discrete.data()};
    const Figures residual = time_program(generated->residual, at);
    const Figures jacobian = time_program(generated->jacobian.values, at);

    SimulationOptions run = entry.defaults;
    run.t_stop = t_stop;
    run.rtol = 1e-6;
    Simulation sim_interpreted(model), sim_generated(generated);
    sim_interpreted.run(run);
    sim_generated.run(run);
    Figures simulation{sim_interpreted.statistics().cpu_time, sim_generated.statistics().cpu_time};
    const long steps = sim_generated.statistics().steps;
    if (steps != sim_interpreted.statistics().steps) {
      fmt::print(stderr, "error: {}: {} steps generated, {} interpreted\n", name, steps,
                 sim_interpreted.statistics().steps);
      status = 1;
    }
    fmt::print(
        "| {} | {} | {} | {} | {:.3f} | {:.2f} | {:.2f} / {:.2f} | {:.1f} | {:.2f} / {:.2f} | "
        "{:.1f} | {:.3f} / {:.3f} | {:.2f} | {} |\n",
        name, n, t_stop, made.source_bytes / 1024, made.emit_seconds, made.compile_seconds,
        1e6 * residual.interpreted, 1e6 * residual.generated, residual.ratio(),
        1e6 * jacobian.interpreted, 1e6 * jacobian.generated, jacobian.ratio(),
        simulation.interpreted, simulation.generated, simulation.ratio(), steps);
    std::fflush(stdout);
  }
  std::filesystem::remove_all(cache);
  return status;
}
