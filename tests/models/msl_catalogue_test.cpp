// The MSL catalogue driver (issue 16): every case of ../shared/reference/msl
// that a built-in model reproduces is run with the settings of its
// creation.txt and compared on every signal of its comparisonSignals.txt with
// the MSL regression criterion (tube, tolerance 2e-3). One table is printed
// and written to <build>/test_results/msl_coverage.md: case, signals in the
// tube, worst excess (in tube half-heights; 0 = inside), compile and run CPU
// time, Dymola's CPU time, events (time + state) beside Dymola's. Cases no
// model reproduces yet are listed as "not covered".
//
// Environment:
//   ACAUSAL_MSL_CASES=a,b  run only the cases whose name contains a or b
//   ACAUSAL_MSL_FAST=1     skip the cases marked long below (default in
//                          sanitizer builds)
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "core/timing/cpu_time.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/reference.hpp"

namespace acausal {
namespace {

namespace fs = std::filesystem;

// Signals checked by a model's own test instead, because the reference shows a
// state the framework passes through for an instant that Dymola's does not
// (see tests/models/robot_one_axis_test.cpp).
const std::map<std::string, std::vector<std::string>> kComparedInOwnTest = {
    {"Mechanics.MultiBody.Examples.Systems.RobotR3.OneAxis",
     {"axis.gear.bearingFriction.startForward"}}};

// Cases known to leave the tube for a reason outside their models, with the
// reason (docs/msl_coverage.md). They are run and reported; the test fails
// if one of them passes (remove it here then).
const std::map<std::string, std::string> kKnownFailures = {
    {"Electrical.PowerConverters.Examples.DCAC.SinglePhaseTwoLevel.SinglePhaseTwoLevel_R",
     "inverter.ac.v/i at the event rows of the sine's minima: the sampled duty cycle and the "
     "restarted saw tooth are both exactly 0 and fire = sawtooth < dutyCycle is 0 < 0, false as "
     "Modelica evaluates relations at events (docs/events.md); Dymola's reference fires a "
     "7.5e-15 s pulse there"},
    {"Electrical.PowerConverters.Examples.DCDC.HBridge.HBridge_R",
     "hbridge.dc_p2.i/dc_n2.i, last row only: at StopTime Dymola's reference holds the node "
     "voltages of the new PWM period with the load current of the old one, which violates the "
     "load's v = R i; the framework's right limit solves the equations"},
};

// Cases that take more than a few seconds of CPU in a Release build: skipped
// in fast mode (sanitizer builds run 5-20 times slower).
const std::set<std::string> kLong = {
    "Electrical.Analog.Examples.Rectifier",
    "Electrical.PowerConverters.Examples.DCAC.PolyphaseTwoLevel.ThreePhaseTwoLevel_PWM",
    "Mechanics.MultiBody.Examples.Systems.RobotR3.FullRobot",
};

bool sanitizer_build() {
#if defined(__SANITIZE_ADDRESS__)
  return true;
#else
  return false;
#endif
}

bool fast_mode() {
  if (const char* v = std::getenv("ACAUSAL_MSL_FAST")) return std::string(v) != "0";
  return sanitizer_build();
}

std::vector<std::string> case_filter() {
  std::vector<std::string> out;
  if (const char* v = std::getenv("ACAUSAL_MSL_CASES")) {
    std::stringstream in(v);
    std::string item;
    while (std::getline(in, item, ','))
      if (!item.empty()) out.push_back(item);
  }
  return out;
}

// What Dymola's simulate_passed.log says.
struct DymolaRun {
  double cpu = -1;
  long time_events = -1, state_events = -1;
};

DymolaRun read_dymola_log(const std::string& dir) {
  DymolaRun d;
  std::ifstream in(fs::path(dir) / "simulate_passed.log");
  std::string line;
  auto number_after_colon = [](const std::string& l) {
    return std::strtod(l.substr(l.find(':') + 1).c_str(), nullptr);
  };
  long time_events = 0;
  bool any = false;
  while (std::getline(in, line)) {
    if (line.find("CPU-time for integration") != std::string::npos)
      d.cpu = number_after_colon(line);
    if (line.find("Number of model time events") != std::string::npos ||
        line.find("Number of input time events") != std::string::npos) {
      time_events += static_cast<long>(number_after_colon(line));
      any = true;
    }
    if (line.find("Number of state events") != std::string::npos)
      d.state_events = static_cast<long>(number_after_colon(line));
  }
  if (any) d.time_events = time_events;
  return d;
}

struct Row {
  std::string name;
  bool covered = false;
  bool skipped = false;  // fast mode or filtered
  bool passed = false;
  std::string error;
  int signals = 0, inside = 0;
  double worst = 0;  // largest excess outside the tube, in tube half-heights
  std::string worst_signal;
  std::string note;
  double compile_cpu = 0, run_cpu = 0;
  long time_events = 0, state_events = 0;
  DymolaRun dymola;
};

// Reads tubecompare.py's per-signal lines ("ok NAME ...", "OUTSIDE NAME ...
// worst=X tubes at t=T", "MISSING NAME").
void parse_tube_output(const std::string& output, Row& row) {
  std::stringstream in(output);
  std::string line;
  while (std::getline(in, line)) {
    std::stringstream words(line);
    std::string status, name;
    words >> status >> name;
    if (status == "ok") {
      ++row.inside;
    } else if (status == "OUTSIDE") {
      const auto at = line.find("worst=");
      const double worst =
          at == std::string::npos ? 0 : std::strtod(line.c_str() + at + 6, nullptr);
      if (worst > row.worst) {
        row.worst = worst;
        row.worst_signal = name;
      }
    } else if (status == "MISSING") {
      row.worst_signal = name + " (missing)";
    }
  }
}

std::string cell_events(long time_events, long state_events) {
  if (time_events < 0 || state_events < 0) return "?";
  return fmt::format("{} + {}", time_events, state_events);
}

std::string table(const std::vector<Row>& rows) {
  std::string out =
      "| case | signals in tube | worst excess [tubes] | CPU compile + run [s] | Dymola CPU [s] | "
      "events (time + state) | Dymola events |\n|---|---|---|---|---|---|---|\n";
  int covered = 0, passed = 0;
  for (const Row& r : rows) {
    std::string dymola_cpu = r.dymola.cpu < 0 ? "?" : fmt::format("{:.3g}", r.dymola.cpu);
    std::string dymola_events = cell_events(r.dymola.time_events, r.dymola.state_events);
    if (!r.covered) {
      out +=
          fmt::format("| {} | not covered | | | {} | | {} |\n", r.name, dymola_cpu, dymola_events);
      continue;
    }
    ++covered;
    if (r.skipped) {
      out += fmt::format("| {} | skipped (fast mode or filter) | | | {} | | {} |\n", r.name,
                         dymola_cpu, dymola_events);
      continue;
    }
    if (!r.error.empty()) {
      out += fmt::format("| {} | error: {} | | | {} | | {} |\n", r.name, r.error.substr(0, 80),
                         dymola_cpu, dymola_events);
      continue;
    }
    passed += r.passed;
    const auto known = kKnownFailures.find(r.name);
    const std::string note =
        !r.passed && known != kKnownFailures.end() ? " (known: " + known->second + ")" : "";
    out +=
        fmt::format("| {}{} | {}/{} | {} | {:.2f} + {:.2f} | {} | {} | {} |\n", r.name,
                    r.note.empty() ? "" : " (" + r.note + ")", r.inside, r.signals,
                    r.worst > 0 ? fmt::format("{:.3g} ({}){}", r.worst, r.worst_signal, note) : "0",
                    r.compile_cpu, r.run_cpu, dymola_cpu,
                    cell_events(r.time_events, r.state_events), dymola_events);
  }
  out += fmt::format("\n{} of {} reference cases covered, {} in the tube on every signal.\n",
                     covered, rows.size(), passed);
  return out;
}

const models::ModelEntry* entry_for(const std::string& msl_case) {
  for (const models::ModelEntry& e : models::builtin_models())
    if (e.msl_reference == msl_case || e.name == "Modelica." + msl_case) return &e;
  return nullptr;
}

// The reference CSV: <Example>.csv, or, where only an older result exists
// (SMPM_Inverter), the ".legacy" one.
std::string reference_file(const std::string& dir, bool& legacy) {
  std::string found, old;
  for (const auto& f : fs::directory_iterator(dir)) {
    const std::string name = f.path().filename().string();
    if (f.path().extension() != ".csv") continue;
    (name.find(".legacy") == std::string::npos ? found : old) = name;
  }
  legacy = found.empty() && !old.empty();
  return legacy ? old : found;
}

void run_case(const models::ModelEntry& entry, const std::string& dir,
              const CompileOptions& options, Row& row) {
  try {
    const double c0 = thread_cpu_seconds();
    auto model = models::build_model(entry);
    Simulation sim(compile(*model, options));
    const double c1 = thread_cpu_seconds();
    Results results = sim.run(entry.defaults);
    row.run_cpu = thread_cpu_seconds() - c1;
    row.compile_cpu = c1 - c0;
    row.time_events = sim.statistics().time_events;
    row.state_events = sim.statistics().state_events;
    bool legacy = false;
    const std::string file = reference_file(dir, legacy);
    auto signals = testing::comparison_signals(dir);
    if (legacy) {  // compare what the older reference has
      const auto names = testing::read_reference(dir, file).names;
      std::erase_if(signals, [&](const std::string& s) {
        return std::find(names.begin(), names.end(), s) == names.end();
      });
      row.note = "legacy MSL 3.2.3 reference";
    }
    if (auto it = kComparedInOwnTest.find(row.name); it != kComparedInOwnTest.end())
      for (const std::string& s : it->second) std::erase(signals, s);
    row.signals = static_cast<int>(signals.size());
    std::vector<std::string> present;
    for (const std::string& s : signals)
      if (results.has(s))
        present.push_back(s);
      else
        row.worst_signal = s + " (missing)";
    if (present.empty()) {
      row.error = "no compared signal in the results";
      return;
    }
    testing::TubeResult tube = testing::tube_compare(dir, results, present, 2e-3, file);
    if (!tube.ran) {
      row.error = tube.output;
      return;
    }
    parse_tube_output(tube.output, row);
    row.passed = tube.passed && present.size() == signals.size();
  } catch (const std::exception& e) {
    row.error = e.what();
  }
}

// Runs every covered case compiled with `options`, prints the table (and
// writes it to <build>/test_results/<table_file>) and checks every row.
void check_catalogue(const CompileOptions& options, const std::string& table_file) {
  const fs::path root = fs::path(testing::shared_dir()) / "reference" / "msl";
  if (!fs::is_directory(root))
    GTEST_SKIP() << "reference data absent: " << root.string()
                 << " (set ACAUSAL_SHARED_DIR to the folder holding reference/msl)";
  std::vector<std::string> cases;
  for (const auto& d : fs::directory_iterator(root))
    if (d.is_directory()) cases.push_back(d.path().filename().string());
  std::sort(cases.begin(), cases.end());
  ASSERT_FALSE(cases.empty());

  const bool fast = fast_mode();
  const std::vector<std::string> filter = case_filter();
  std::vector<Row> rows;
  for (const std::string& name : cases) {
    Row row;
    row.name = name;
    const std::string dir = (root / name).string();
    row.dymola = read_dymola_log(dir);
    const models::ModelEntry* entry = entry_for(name);
    row.covered = entry != nullptr;
    const bool selected =
        filter.empty() || std::any_of(filter.begin(), filter.end(), [&](const std::string& f) {
          return name.find(f) != std::string::npos;
        });
    if (row.covered && (!selected || (fast && kLong.count(name)))) row.skipped = true;
    if (row.covered && !row.skipped) {
      run_case(*entry, dir, options, row);
      std::printf("[ msl      ] %s: %d/%d in the tube%s, CPU %.2f + %.2f s\n", name.c_str(),
                  row.inside, row.signals, row.error.empty() ? "" : (", " + row.error).c_str(),
                  row.compile_cpu, row.run_cpu);
      std::fflush(stdout);
    }
    rows.push_back(row);
  }
  const std::string text = table(rows);
  std::printf("%s%s", fast ? "(fast mode: long cases skipped)\n" : "", text.c_str());
  const fs::path out_dir = fs::path(ACAUSAL_BINARY_DIR) / "test_results";
  fs::create_directories(out_dir);
  std::ofstream(out_dir / table_file) << text;

  for (const Row& r : rows) {
    if (!r.covered || r.skipped) continue;
    if (auto known = kKnownFailures.find(r.name); known != kKnownFailures.end()) {
      EXPECT_FALSE(r.passed) << r.name << " passes now: remove it from kKnownFailures ("
                             << known->second << ")";
      continue;
    }
    EXPECT_TRUE(r.error.empty()) << r.name << ": " << r.error;
    EXPECT_TRUE(r.passed) << r.name << ": " << r.inside << "/" << r.signals
                          << " signals in the tube, worst " << r.worst << " tubes ("
                          << r.worst_signal << ")";
  }
}

TEST(MslCatalogue, EveryCoveredReferenceCaseIsInTheTube) {
  check_catalogue({}, "msl_coverage.md");
}

// The same cases with every parameter folded into the equations
// (CompileOptions::evaluate_parameters): zero-valued parameters take terms
// out of the equations, which changes what the structural passes see, and
// the results must stay in Dymola's tube.
TEST(MslCatalogue, EveryCoveredReferenceCaseIsInTheTubeWithEvaluatedParameters) {
  CompileOptions options;
  options.evaluate_parameters = true;
  check_catalogue(options, "msl_coverage_evaluated.md");
}

// Every registered reproduction names a reference folder that exists (a typo
// would make the driver report the case as not covered).
TEST(MslCatalogue, EveryMslReferenceOfTheRegistryIsAReferenceCase) {
  const fs::path root = fs::path(testing::shared_dir()) / "reference" / "msl";
  if (!fs::is_directory(root)) GTEST_SKIP() << "reference data absent: " << root.string();
  int n = 0;
  for (const models::ModelEntry& e : models::builtin_models()) {
    if (e.msl_reference.empty()) continue;
    ++n;
    EXPECT_TRUE(fs::is_directory(root / e.msl_reference)) << e.name << ": " << e.msl_reference;
    EXPECT_EQ(e.name, "Modelica." + e.msl_reference);
  }
  EXPECT_GE(n, 8);
}

}  // namespace
}  // namespace acausal
