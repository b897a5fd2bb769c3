// Scaling of compilation with model size, pass by pass, on two families:
//   1-D: a chain of N mass-spring-damper elements (7 flat equations each);
//   3-D: a pendulum chain of N links (revolute joints about alternating z, x
//        axes, a body and a 0.5 m translation per link) in gravity.
// Prints the time of every pass and of its parts (flatten with the multibody
// assembler, alias elimination, matching, Pantelides, dummy derivatives, BLT,
// tearing of the causal sequence, C code emission), the time per element and
// the growth exponent of the total CPU time between consecutive sizes (1 = linear),
// so that a super-linear step shows at once. Compilation is measured with
// code generation off; the emission of the C source is timed separately, and
// with --cc the C compiler's run too (the cost paid once per model, cached).
//
//   bench/chain_benchmark [--1d N,N,...] [--3d N,N,...] [--cc] [--simulate T] [--solver S]
//                         [--max-torn-block N] [--cli-allocator]
//
// The benchmark links the allocator the acausal program links (mimalloc with
// 2 MiB pages, docs/decisions.md) when the build found it; the first line says
// which. --cli-allocator applies the settings the CLI gives glibc's malloc
// (keep_freed_memory_for_reuse), which matter in a build without mimalloc
// (-DACAUSAL_WITH_MIMALLOC=OFF).
//
// CHAIN_BENCHMARK_REPORT=1 also prints each model's compile report (every part of every pass).
//
// Defaults: --1d 1000,3000,10000,30000,100000 --3d 10,20,50,100,200.
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "components/multibody/body.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/world.hpp"
#include "components/translational/fixed.hpp"
#include "components/translational/mass.hpp"
#include "components/translational/spring_damper.hpp"
#include "core/codegen/codegen.hpp"
#include "core/codegen/native_library.hpp"
#include "core/compile/compiled_model.hpp"
#include "core/memory/allocator_settings.hpp"
#include "solvers/simulation.hpp"

using namespace acausal;

namespace {

std::unique_ptr<Model> chain_1d(int n) {
  using namespace translational;
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

std::unique_ptr<Model> pendulum_chain_3d(int n) {
  using namespace multibody;
  auto m = std::make_unique<Model>(fmt::format("pendulum{}", n));
  auto& world = m->add<World>("world");
  const Port* previous = world.frame_b.port;
  for (int k = 1; k <= n; ++k) {
    const Vector3d axis = k % 2 ? Vector3d{0, 0, 1} : Vector3d{1, 0, 0};
    auto& joint = m->add<Revolute>(fmt::format("joint{}", k), Revolute::Params{.n = axis});
    auto& body = m->add<Body>(
        fmt::format("body{}", k),
        Body::Params{.m = 1.0, .r_CM = {0.25, 0, 0}, .I_11 = 0.01, .I_22 = 0.02, .I_33 = 0.02});
    auto& link = m->add<FixedTranslation>(fmt::format("link{}", k),
                                          FixedTranslation::Params{.r = {0.5, 0, 0}});
    m->connect(*previous, joint.frame_a);
    m->connect(joint.frame_b, body.frame_a);
    m->connect(joint.frame_b, link.frame_a);
    m->set_start(fmt::format("joint{}.phi", k), 0.1, true);
    m->set_start(fmt::format("joint{}.w", k), 0.0, true);
    previous = link.frame_b.port;
  }
  return m;
}

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

std::vector<int> parse_sizes(const std::string& text) {
  std::vector<int> out;
  std::stringstream in(text);
  for (std::string item; std::getline(in, item, ',');) out.push_back(std::atoi(item.c_str()));
  return out;
}

struct Row {
  int n = 0;
  std::map<std::string, double> t;  // column -> seconds
  double total = 0;
  double cpu =
      0;  // process CPU time of compile + emission: steadier than wall time on a shared machine
  int flat_equations = 0, dae = 0;
  double simulate_cpu = 0;
  double final_value = 0;  // the recorded signal at the end (runs that differ in method agree)
  long steps = 0;
};

const std::vector<std::string> kColumns = {
    "build", "flatten", "assemble", "simplify", "matching", "pantelides", "dummy",
    "blt",   "analyse", "tearing",  "jacobian", "lower",    "emit C",     "compile"};

int g_max_torn_block = kDefaultMaxTornBlock;  // CompileOptions::max_torn_block
std::string g_solver = "ida";                 // SimulationOptions::solver of --simulate

Row measure(int n, bool three_d, bool with_cc, double simulate) {
  Row row;
  row.n = n;
  auto t0 = std::chrono::steady_clock::now();
  auto model = three_d ? pendulum_chain_3d(n) : chain_1d(n);
  row.t["build"] = seconds_since(t0);
  CompileOptions options;
  options.codegen.mode = CodegenMode::Off;
  options.max_torn_block = g_max_torn_block;
  const std::clock_t cpu0 = std::clock();
  auto compiled = compile(*model, options);
  if (std::getenv("CHAIN_BENCHMARK_REPORT")) fmt::print("{}", compiled->report.describe());
  for (const PassRecord& p : compiled->report.passes) {
    row.t[p.name] = p.seconds;
    for (const auto& [part, seconds] : p.parts) {
      if (part.starts_with("assemble")) row.t["assemble"] += seconds;
      if (part == "incidence" || part == "matching") row.t["matching"] += seconds;
      if (part == "pantelides") row.t["pantelides"] = seconds;
      if (part == "dummy derivatives") row.t["dummy"] = seconds;
      if (part == "blt") row.t["blt"] = seconds;
      if (part == "causal sequence (tearing)") row.t["tearing"] = seconds;
      if (part == "gradients" || part == "jacobian program") row.t["jacobian"] += seconds;
    }
  }
  t0 = std::chrono::steady_clock::now();
  const std::string source = emit_model_source(*compiled);
  row.t["emit C"] = seconds_since(t0);
  row.cpu = static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC;
  row.total = compiled->report.total_seconds() + row.t["emit C"];
  row.t["compile"] = row.total;
  row.flat_equations = compiled->report.flat_equations;
  row.dae = compiled->size();
  if (with_cc) {
    auto compiler = codegen::find_c_compiler();
    if (compiler) {
      // A fresh folder: measure the compiler, not the cache.
      const std::string dir = fmt::format("/tmp/acausal-chain-bench-{}", ::getpid());
      t0 = std::chrono::steady_clock::now();
      auto built = codegen::build_library(source, *compiler, dir);
      row.t["cc"] = built.cache_hit ? 0.0 : built.compile_seconds;
      std::filesystem::remove_all(dir);
    }
  }
  if (simulate > 0) {
    Simulation sim(compiled);
    SimulationOptions o{.t_stop = simulate, .output_interval = simulate / 10, .rtol = 1e-6};
    o.signals = {compiled->signal_names.front()};
    o.solver = g_solver;
    const Results results = sim.run(o);
    row.final_value = results.value(results.rows() - 1, results.column(o.signals.front()));
    row.simulate_cpu = sim.statistics().cpu_time;
    row.steps = sim.statistics().steps;
  }
  return row;
}

void run_family(const std::string& title, const std::vector<int>& sizes, bool three_d, bool with_cc,
                double simulate) {
  if (sizes.empty()) return;
  fmt::print(
      "\n{} (seconds; per-element in microseconds; exponent = growth of the CPU time "
      "between consecutive sizes)\n",
      title);
  fmt::print("{:>7} {:>8} {:>7}", "N", "flat eqs", "DAE");
  for (const std::string& c : kColumns) fmt::print(" {:>10}", c);
  if (with_cc) fmt::print(" {:>9}", "cc");
  if (simulate > 0) fmt::print(" {:>9} {:>7} {:>14}", "simulate", "steps", "final value");
  fmt::print(" {:>9} {:>9} {:>8}\n", "CPU", "us/elem", "exponent");
  const Row* previous = nullptr;
  std::vector<Row> rows;
  rows.reserve(sizes.size());
  for (int n : sizes) {
    rows.push_back(measure(n, three_d, with_cc, simulate));
    const Row& r = rows.back();
    fmt::print("{:>7} {:>8} {:>7}", r.n, r.flat_equations, r.dae);
    for (const std::string& c : kColumns) {
      auto it = r.t.find(c);
      fmt::print(" {:>10.4f}", it == r.t.end() ? 0.0 : it->second);
    }
    if (with_cc) fmt::print(" {:>9.3f}", r.t.count("cc") ? r.t.at("cc") : 0.0);
    if (simulate > 0)
      fmt::print(" {:>9.3f} {:>7} {:>14.9g}", r.simulate_cpu, r.steps, r.final_value);
    fmt::print(" {:>9.3f} {:>9.2f}", r.cpu, 1e6 * r.cpu / r.n);
    if (previous)
      fmt::print(" {:>8.2f}", std::log(r.cpu / previous->cpu) /
                                  std::log(static_cast<double>(r.n) / previous->n));
    fmt::print("\n");
    std::fflush(stdout);
    previous = &rows.back();
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<int> one_d = {1000, 3000, 10000, 30000, 100000};
  std::vector<int> three_d = {10, 20, 50, 100, 200};
  bool with_cc = false;
  double simulate = 0.0;
#if defined(ACAUSAL_WITH_MIMALLOC)
  fmt::print("allocator: mimalloc (apps/allocator_options.cpp)\n");
#else
  fmt::print("allocator: the C library's malloc\n");
#endif
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--1d" && i + 1 < argc)
      one_d = parse_sizes(argv[++i]);
    else if (a == "--3d" && i + 1 < argc)
      three_d = parse_sizes(argv[++i]);
    else if (a == "--cc")
      with_cc = true;
    else if (a == "--simulate" && i + 1 < argc)
      simulate = std::atof(argv[++i]);
    else if (a == "--max-torn-block" && i + 1 < argc)
      g_max_torn_block = std::atoi(argv[++i]);
    else if (a == "--solver" && i + 1 < argc)
      g_solver = argv[++i];
    else if (a == "--cli-allocator")
      fmt::print("allocator: the CLI's settings ({})\n",
                 acausal::keep_freed_memory_for_reuse() ? "applied" : "not available");
    else {
      fmt::print(stderr,
                 "usage: chain_benchmark [--1d N,N,...] [--3d N,N,...] [--cc] "
                 "[--simulate T] [--solver S] [--max-torn-block N] [--cli-allocator]\n");
      return 2;
    }
  }
  run_family("1-D chain of N mass-spring-dampers", one_d, false, with_cc, simulate);
  run_family("3-D pendulum chain of N links", three_d, true, with_cc, simulate);
  return 0;
}
