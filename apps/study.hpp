#pragma once
// Studies: a YAML file names a base model and variants of it (variant-point
// selections, component swaps by registered part names, parameter sets, start
// values, solver and tolerances), metrics computed from every variant's
// results, and plots overlaid across variants. `run_study` runs the variants
// (in threads, and over MPI ranks through a Distribution), and writes
// DIR/study.csv, DIR/study.md and the plots. The file format is described in
// docs/studies.md. Library code: nothing here prints; progress goes through
// the callback, warnings into the result's notes and the logger.
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "models/component_types.hpp"
#include "models/registry.hpp"

namespace acausal::study {

/// An error in a study file; the message starts with "FILE:LINE: ".
class StudyError : public ModelError {
 public:
  using ModelError::ModelError;
};

/// A signal of the variant itself, or of another variant ("inertia3.w@baseline").
/// The name may be a glob ('*' and '?'; brackets are literal).
struct SignalTerm {
  std::string signal;
  std::string variant;  // empty: the variant the metric or plot is evaluated for
};

/// "x", or "x OP y" with OP one of + - * written between spaces.
struct SignalExpr {
  std::string text;
  SignalTerm a;
  char op = 0;
  SignalTerm b;
  std::vector<const SignalTerm*> terms() const;
  bool has_glob() const;
};

enum class MetricKind { MaxAbsDiff, PeakAbs, Max, Min, Mean, Rms, ValueAt, Final, Energy };

struct Metric {
  std::string name;  // column name; with a glob, {signal} and {*} are filled per match
  MetricKind kind = MetricKind::PeakAbs;
  SignalExpr x;
  SignalExpr y;  // MaxAbsDiff only
  double t = 0;  // ValueAt only
  std::optional<double> from, to;
  /// A signal missing from a variant leaves the cell empty instead of being an error.
  bool optional = false;
  int line = 0;
};

/// Solver settings; unset fields keep the model's experiment.
struct RunSettings {
  std::optional<double> start_time, stop, interval, rtol, atol, step;
  std::optional<std::string> solver, linear_solver;
  std::optional<long> max_steps;
  /// Fold the parameter values into the equations at compile time
  /// (CompileOptions::evaluate_parameters): each variant compiles its own model.
  std::optional<bool> evaluate_parameters;
  int solver_line = 0;
  int linear_solver_line = 0;
};

struct NumberSetting {
  std::string path;
  double value = 0;
  int line = 0;
};

struct StartSetting {
  std::string path;
  double value = 0;
  std::optional<bool> fixed;
  int line = 0;
};

struct Selection {
  std::string point;
  std::string option;
  int line = 0;
};

/// Replace the component at `path` by the registered part `part` (built with
/// `options` when given: construction options of a component type, as
/// models::component_part takes them), then set its parameters (paths
/// relative to the part).
struct Swap {
  std::string path;
  std::string part;
  models::Options options;
  std::vector<NumberSetting> set;
  int line = 0;
};

struct Variant {
  std::string name;
  std::string description;
  std::string model;  // empty: the study's model
  int model_line = 0;
  std::vector<Selection> select;
  std::vector<Swap> replace;
  std::vector<NumberSetting> set;
  std::vector<StartSetting> start;
  RunSettings run;
  int line = 0;
};

struct Plot {
  std::string file;  // relative to the output folder
  std::string title;
  std::string y_label;
  std::vector<SignalExpr> signals;
  std::vector<std::string> variants;  // empty: every variant run
  int line = 0;
};

struct Study {
  std::string file;  // as given (messages name it)
  std::string name;
  std::string description;
  std::string model;
  int model_line = 0;
  Variant defaults;  // applied to every variant before its own settings
  std::vector<Variant> variants;
  std::vector<Metric> metrics;
  std::vector<Plot> plots;
};

/// Reads and checks a study file: YAML syntax, types, keys (with the nearest
/// valid key), the base model, variant names and the variants that metrics
/// and plots refer to. Throws StudyError ("FILE:LINE: ..."). What depends on
/// a variant's model (points, options, paths, parameters, parts, signals) is
/// checked when the variant runs, and reported in its row.
Study load_study(const std::string& path, const models::Registry& registry);
/// The same from text (`file` names it in messages).
Study parse_study(const std::string& text, const std::string& file,
                  const models::Registry& registry);

/// How variants are spread over processes (MPI ranks): this process runs the
/// variants i with i % size() == rank(); rank 0 collects and writes.
class Distribution {
 public:
  virtual ~Distribution() = default;
  virtual int rank() const = 0;
  virtual int size() const = 0;
  /// On rank 0: every rank's bytes in rank order (its own included);
  /// elsewhere: empty.
  virtual std::vector<std::string> gather(const std::string& bytes) = 0;
};

/// One variant's outcome as it finished (for progress reports).
struct VariantProgress {
  std::string variant;
  std::size_t index = 0;
  std::size_t count = 0;
  double cpu_s = 0;
  std::string error;  // empty if it ran
};

struct StudyOptions {
  /// Threads per process running variants.
  int jobs = 1;
  /// Only these variants (and the ones they refer to); empty: all.
  std::vector<std::string> variants;
  /// Output folder (created); empty: write nothing.
  std::string out_dir;
  /// Called once per variant of this process as it finishes, one call at a time.
  std::function<void(const VariantProgress&)> on_variant;
  /// Null: this process runs everything.
  Distribution* distribution = nullptr;
};

/// The study table: one row per variant, first column "variant", last "error".
struct StudyTable {
  std::vector<std::string> columns;
  std::vector<std::vector<std::string>> rows;  // cells as written to the CSV
  /// The cell of `variant` in `column`; throws ModelError if either is absent.
  const std::string& cell(const std::string& variant, const std::string& column) const;
};

/// Columns that hold times and differ from run to run.
const std::vector<std::string>& timing_columns();

struct StudyResult {
  bool writer = true;  // false on MPI ranks other than 0 (their table is empty)
  StudyTable table;
  int failed = 0;                  // variants whose error cell is not empty
  std::vector<std::string> notes;  // e.g. a plot signal absent from a variant
  std::vector<std::string> files;  // written
};

/// Runs the study. Errors of one variant (unknown points, paths, parameters
/// or signals, failed compilation or simulation) go to its row's error cell;
/// the others still run. Throws StudyError for --variants names not in the file.
StudyResult run_study(const Study& study, const models::Registry& registry,
                      const StudyOptions& options = {});

}  // namespace acausal::study
