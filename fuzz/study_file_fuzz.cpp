// libFuzzer harness (issue 14): any text read as a study file either gives a
// Study or a StudyError naming the file and line; a study that parses is then
// run on small registered models (its experiment cut to a few milliseconds of
// model time and a few hundred steps), and every error it reports in the
// table names the study file. A crash, a hang, a sanitizer report, another
// exception or an error cell that does not start with "fuzz.yaml:" (an
// exception of the standard library, or an acausal error that lost its place
// in the file) is a finding.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "apps/study.hpp"
#include "core/errors.hpp"
#include "core/log.hpp"
#include "fuzz/quiet_library.hpp"
#include "models/component_types.hpp"
#include "models/registry.hpp"

namespace {

using namespace acausal;

constexpr const char* kFile = "fuzz.yaml";
// Bounds on the work one input may ask for (the parse itself is not bounded
// here: a file that makes the parser work for long is a finding).
constexpr double kLongestRun = 0.01;  // s of model time per variant
constexpr double kFewestIntervals = 5;
constexpr double kMostIntervals = 200;
constexpr double kMostFixedSteps = 2000;
constexpr long kMostSteps = 500;
constexpr std::size_t kMostVariants = 4;
constexpr std::size_t kMostMetricsAndPlots = 200;

// Three small models with events, a variant point and another domain, and
// every part a study may name (the built-in ones and every component type).
const models::Registry& registry() {
  static const models::Registry r = [] {
    models::Registry out;
    for (const char* name : {"Modelica.Mechanics.Rotational.Examples.First",
                             "Modelica.Mechanics.Translational.Examples.Oscillator",
                             "Modelica.Electrical.Analog.Examples.Rectifier"})
      out.add(models::find_model(name));
    for (const models::PartEntry& p : models::builtin_parts()) out.add(p);
    for (const models::ComponentType& t : models::component_types())
      if (!out.find_part(t.name)) out.add(models::PartEntry{t.name, t.description, t.part({})});
    return out;
  }();
  return r;
}

// Cuts a variant's experiment to a short one; settings the checks should see
// as they are (a stop before the start, a negative step) stay as given.
void bound(const study::Study& s, study::Variant& v) {
  const models::ModelEntry* entry =
      registry().find_model(!v.model.empty()            ? v.model
                            : !s.defaults.model.empty() ? s.defaults.model
                                                        : s.model);
  if (entry == nullptr) return;  // reported when the variant runs
  auto pick = [&](const std::optional<double> study::RunSettings::*field, double fallback) {
    if (const auto& own = v.run.*field) return *own;
    if (const auto& common = s.defaults.run.*field) return *common;
    return fallback;
  };
  const double start = pick(&study::RunSettings::start_time, entry->defaults.t_start);
  double stop = pick(&study::RunSettings::stop, entry->defaults.t_stop);
  if (stop - start > kLongestRun) {
    stop = start + kLongestRun;
    v.run.stop = stop;
  }
  const double span = stop - start;
  if (!(span > 0)) return;
  const double interval = pick(&study::RunSettings::interval, entry->defaults.output_interval);
  if (!(interval > 0) || span / interval > kMostIntervals) v.run.interval = span / kMostIntervals;
  if (interval > span / kFewestIntervals) v.run.interval = span / kFewestIntervals;
  const double step = pick(&study::RunSettings::step, entry->defaults.step);
  if (step > 0 && span / step > kMostFixedSteps) v.run.step = span / kMostFixedSteps;
  const long max_steps = v.run.max_steps            ? *v.run.max_steps
                         : s.defaults.run.max_steps ? *s.defaults.run.max_steps
                                                    : entry->defaults.max_steps;
  v.run.max_steps = std::min(max_steps, kMostSteps);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  acausal::fuzz::quiet_library_once();
  const std::string text(reinterpret_cast<const char*>(data), size);
  study::Study parsed;
  try {
    parsed = study::parse_study(text, kFile, registry());
  } catch (const Error& e) {
    const std::string message = e.what();
    if (std::getenv("ACAUSAL_FUZZ_VERBOSE") != nullptr) std::fprintf(stderr, "%s\n", e.what());
    if (message.rfind(std::string(kFile) + ":", 0) != 0) {
      std::fprintf(stderr, "study error without the file's name: %s\n", message.c_str());
      std::abort();
    }
    return 0;
  }
  if (parsed.variants.size() > kMostVariants ||
      parsed.metrics.size() + parsed.plots.size() > kMostMetricsAndPlots)
    return 0;
  for (study::Variant& v : parsed.variants) bound(parsed, v);
  try {
    const study::StudyResult result = study::run_study(parsed, registry());
    if (std::getenv("ACAUSAL_FUZZ_VERBOSE") != nullptr)  // to check what a seed does
      for (const auto& row : result.table.rows) {
        for (const std::string& cell : row) std::fprintf(stderr, "%s | ", cell.c_str());
        std::fprintf(stderr, "\n");
      }
    const auto& columns = result.table.columns;
    const auto error_column = std::find(columns.begin(), columns.end(), "error") - columns.begin();
    for (const auto& row : result.table.rows) {
      const std::string& cell = row.at(static_cast<std::size_t>(error_column));
      if (!cell.empty() && cell.rfind(std::string(kFile) + ":", 0) != 0) {
        std::fprintf(stderr, "variant %s: error not placed in the file: %s\n", row.at(0).c_str(),
                     cell.c_str());
        std::abort();
      }
    }
  } catch (const Error& e) {
    const std::string message = e.what();
    if (message.rfind(std::string(kFile) + ":", 0) != 0) {
      std::fprintf(stderr, "study run error without the file's name: %s\n", message.c_str());
      std::abort();
    }
  }
  return 0;
}
