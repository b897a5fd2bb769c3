// The acausal command line (list, check, run, compare, study, report-c11,
// kinematics) over a registry of models and parts.
#include "apps/cli.hpp"

#include <cmath>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include <unistd.h>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <CLI/CLI.hpp>

#include "apps/extensions.hpp"
#include "apps/kinematics_command.hpp"
#include "apps/numbers.hpp"
#include "apps/plot_command.hpp"
#include "apps/run_output.hpp"
#include "apps/signal_selection.hpp"
#include "apps/study.hpp"
#include "apps/study_mpi.hpp"
#include "apps/view_command.hpp"
#include "core/compile/compiled_model.hpp"
#include "core/errors.hpp"
#include "core/memory/allocator_settings.hpp"
#include "core/results/plot.hpp"
#include "core/results/result_files.hpp"
#include "models/argesim/c11_report.hpp"
#include "models/registry.hpp"
#include "solvers/comparison.hpp"
#include "solvers/explicit/ode_method.hpp"
#include "solvers/simulation.hpp"

namespace acausal::cli {
namespace {

// How check, run and compare compile the model.
struct CompileArguments {
  std::string codegen;  // on, off, auto; empty: the library's default
  bool evaluate_parameters = false;
  std::vector<std::string> tunable;
};

// Numbers are kept as typed and parsed strictly (apps/numbers.hpp) once the
// command line is read, so that every error names its option.
struct RunArguments {
  std::string model;
  std::vector<std::string> variants;
  std::string stop;
  std::string interval;
  std::string rtol;
  std::vector<std::string> sets;
  std::string out;
  std::string format;
  std::string solver_linear = "auto";
  std::string solver = "ida";
  std::string step;
  bool list_events = false;
  bool quiet = false;
  std::string plot;
  std::vector<std::string> plot_signals;
  std::string max_rows;
  std::string max_step;
  std::string max_steps;
  std::vector<std::string> signals;  // names and globs
  std::string decimate;
  bool final_only = false;
  bool no_event_rows = false;
  CompileArguments compile;
};

/// Rows of output above which `run` refuses unless --max-rows says otherwise:
/// 10^7 rows of 100 signals are 8 GB of result file.
constexpr double kDefaultMaxRows = 1e7;

CompileOptions compile_options(const CompileArguments& args) {
  CompileOptions options;
  if (!args.codegen.empty()) options.codegen.mode = parse_codegen_mode(args.codegen);
  if (!args.tunable.empty() && !args.evaluate_parameters)
    throw ModelError(fmt::format(
        "--tunable {} keeps a parameter tunable while --evaluate-parameters folds the others "
        "into the equations; without --evaluate-parameters every parameter is tunable: add "
        "--evaluate-parameters or leave out --tunable",
        args.tunable.front()));
  options.evaluate_parameters = args.evaluate_parameters;
  options.tunable_parameters = args.tunable;
  return options;
}

void add_compile_options(CLI::App* command, CompileArguments& args) {
  command
      ->add_option("--codegen", args.codegen,
                   "evaluate through generated C code (on), the interpreter (off), or generated "
                   "code where a C compiler is found (auto, the default unless ACAUSAL_CODEGEN "
                   "says otherwise)")
      ->check(CLI::IsMember({"on", "off", "auto"}));
  command->add_flag("--evaluate-parameters", args.evaluate_parameters,
                    "fold parameter values into the equations at compile time (shorter "
                    "residuals and Jacobians; as Modelica's Evaluate = true)");
  command
      ->add_option("--tunable", args.tunable,
                   "with --evaluate-parameters: parameters kept tunable, paths or globs "
                   "(comma-separated or repeated)")
      ->delimiter(',');
}

std::pair<std::string, double> parse_assignment(const std::string& s) {
  auto eq = s.find('=');
  if (eq == std::string::npos || eq == 0 || eq + 1 == s.size())
    throw ModelError(
        fmt::format("--set expects path=value (e.g. --set inertia1.J=2), got '{}'", s));
  const std::string path = s.substr(0, eq);
  return {path, parse_number("--set " + path, s.substr(eq + 1),
                             NumberRange{.what = "the parameter value", .example = "2.5"})};
}

/// The options common to run and compare, applied to a model's defaults.
struct TimeOptions {
  std::string stop, interval, rtol, step;
};

SimulationOptions apply_time_options(SimulationOptions options, const TimeOptions& t) {
  if (!t.stop.empty()) {
    options.t_stop = parse_number("--stop", t.stop, positive("the stop time [s]", "1.5"));
    if (!(options.t_stop > options.t_start))
      throw ModelError(fmt::format("--stop {}: the stop time must be after the start time {} s",
                                   t.stop, options.t_start));
  }
  if (!t.interval.empty())
    options.output_interval =
        parse_number("--interval", t.interval, positive("the output interval [s]", "1e-3"));
  if (!t.rtol.empty()) options.rtol = parse_number("--rtol", t.rtol, relative_tolerance());
  if (!t.step.empty()) {
    options.step = parse_number("--step", t.step, positive("the step [s]", "1e-4"));
    if (options.step > options.t_stop - options.t_start)
      throw ModelError(fmt::format("--step {}: the step is longer than the run ({} s to {} s)",
                                   t.step, options.t_start, options.t_stop));
  }
  return options;
}

std::vector<models::VariantSelection> selections(const std::vector<std::string>& texts) {
  std::vector<models::VariantSelection> out;
  for (const std::string& t : texts) out.push_back(models::parse_variant_selection(t));
  return out;
}

std::string describe_points(const Model& model) {
  std::string out;
  for (const VariantPoint& p : model.variant_points()) {
    std::vector<std::string> options;
    for (const VariantOption& o : p.options)
      options.push_back(o.name == p.selected ? o.name + "*" : o.name);
    out += fmt::format("    --variant {}={{{}}}{}\n", p.name, fmt::join(options, ","),
                       p.description.empty() ? "" : "  " + p.description);
  }
  return out;
}

int list_models(const models::Registry& registry) {
  for (const auto& m : registry.models()) {
    fmt::print("{:<70} {}\n", m.name, m.description);
    // Variant points are declared by the model's builder: build it (no compilation).
    try {
      const std::string points = describe_points(*models::build_model(m));
      if (!points.empty()) fmt::print("{}", points);
    } catch (const Error& e) {
      fmt::print("    (cannot be built: {})\n", e.what());
    }
  }
  fmt::print("variant points: --variant POINT=OPTION selects an option (* marks the default)\n");
  return 0;
}

int check_model(const models::Registry& registry, const std::string& name,
                const std::vector<std::string>& variants, const std::vector<std::string>& dumps,
                const CompileArguments& compile_args) {
  const auto& entry = registry.model(name);
  auto model = models::build_model(entry, selections(variants));
  CompileOptions options = compile_options(compile_args);
  for (const std::string& d : dumps) options.dump_after.insert(d);
  options.on_pass = [](const PassRecord& pass) {
    if (!pass.dump.empty()) fmt::print("--- after {} ---\n{}\n", pass.name, pass.dump);
  };
  auto compiled = compile(*model, options);
  fmt::print("model {}\n{}", entry.name, compiled->report.describe());
  if (!model->variant_points().empty())
    fmt::print("variant points (* selected):\n{}", describe_points(*model));
  for (const Replacement& r : model->replacements())
    fmt::print(
        "replaced {} ({}) by a {}{}\n", r.path, r.old_type, r.new_type,
        r.dropped.empty() ? "" : "; dropped: " + fmt::format("{}", fmt::join(r.dropped, ", ")));
  return 0;
}

struct CompareArguments {
  std::string model;
  std::vector<std::string> variants;
  std::vector<std::string> solvers{"ida", "cvode-bdf", "erk45"};
  std::string stop;
  std::string rtol;
  std::string step;
  std::string out;
  CompileArguments compile;
};

int compare_model(const models::Registry& registry, const CompareArguments& args) {
  const auto& entry = registry.model(args.model);
  const SimulationOptions options =
      apply_time_options(entry.defaults, {args.stop, "", args.rtol, args.step});
  auto compiled = compile(*models::build_model(entry, selections(args.variants)),
                          compile_options(args.compile));
  for (const std::string& s : args.solvers)
    if (solvers::is_fixed_step_name(s) && !(options.step > 0))
      throw ModelError(fmt::format("compare: solver {} needs --step", s));
  const SolverComparison c = compare_solvers(compiled, options, args.solvers);
  const std::string out = args.out.empty() ? entry.name + ".compare.csv" : args.out;
  c.write_csv(out);
  fmt::print("model {} (t = {} .. {}, rtol {})\n  evaluation: {}\n{}", entry.name, options.t_start,
             options.t_stop, options.rtol, compiled->report.codegen.summary(), c.table());
  fmt::print("per-signal deviations: {}\n", out);
  return 0;
}

int run_model(const models::Registry& registry, const RunArguments& args) {
  // Every number first (a typo fails before anything is built), then the
  // model, the parameters (all --set values checked together against the
  // components' rules), compilation.
  SimulationOptions options = apply_time_options(registry.model(args.model).defaults,
                                                 {args.stop, args.interval, args.rtol, args.step});
  if (!args.max_step.empty())
    options.max_step =
        parse_number("--max-step", args.max_step, positive("the largest step [s]", "1e-3"));
  if (!args.max_steps.empty())
    options.max_steps = parse_integer("--max-steps", args.max_steps, 1, 1000000000000L);
  std::vector<std::pair<std::string, double>> sets;
  for (const std::string& s : args.sets) sets.push_back(parse_assignment(s));
  const double max_rows =
      args.max_rows.empty()
          ? kDefaultMaxRows
          : static_cast<double>(parse_integer("--max-rows", args.max_rows, 1, 1000000000000L));
  const double interval = options.output_interval > 0 ? options.output_interval
                                                      : (options.t_stop - options.t_start) / 500;
  const long decimate =
      args.decimate.empty() ? 1 : parse_integer("--decimate", args.decimate, 1, 1000000000000L);
  if (args.final_only && !args.decimate.empty())
    throw ModelError(
        "--final-only writes the last row alone; leave out --decimate, or --final-only to keep "
        "every Nth row");
  const double recorded = (options.t_stop - options.t_start) / interval + 1;
  const double rows = args.final_only ? 1.0 : std::ceil(recorded / static_cast<double>(decimate));
  if (rows > max_rows)
    throw ModelError(fmt::format(
        "run {} to {} s every {} s would record {:.3g} output rows (each with every signal of "
        "the model), more than the limit of {:.3g}; use a longer --interval, a shorter --stop, "
        "or raise the limit with --max-rows {:.0f}",
        options.t_start, options.t_stop, interval, rows, max_rows, std::ceil(rows)));
  if (solvers::is_fixed_step_name(args.solver) && !(options.step > 0))
    throw ModelError(
        fmt::format("--solver {} is a fixed-step method: give its step with --step "
                    "(e.g. --step 1e-4)",
                    args.solver));
  const auto& entry = registry.model(args.model);
  auto model = models::build_model(entry, selections(args.variants));
  if (!sets.empty()) model->set_parameters(sets);
  auto compiled = compile(*model, compile_options(args.compile));
  if (!args.signals.empty()) options.signals = select_signals(args.signals, compiled->signal_names);
  Simulation sim(compiled);
  if (args.solver_linear == "dense") options.linear_solver = solvers::LinearSolverChoice::dense;
  if (args.solver_linear == "klu") options.linear_solver = solvers::LinearSolverChoice::klu;
  options.solver = args.solver;
  // Rows go to the file as they come; only a plot needs them kept in memory.
  const std::string out = args.out.empty() ? entry.name + ".csv" : args.out;
  RunOutput output(out, args.format, !args.quiet && isatty(STDERR_FILENO) != 0,
                   RowFilter{.every = decimate, .final_only = args.final_only});
  options.monitor = &output;
  options.keep_rows = !args.plot.empty();
  options.event_rows = !args.no_event_rows;
  Results results;
  {
    InterruptGuard interrupt;
    results = sim.run(options);
  }
  output.finish();
  const auto& st = sim.statistics();
  const auto& report = compiled->report;
  fmt::print("model {}\n", entry.name);
  for (const VariantPoint& p : model->variant_points())
    fmt::print("  variant {}={}\n", p.name, p.selected);
  fmt::print("  equations: {} flat, {} after simplification; DAE size {}; states {}\n",
             report.flat_equations, report.simplified_equations, report.dae_size,
             report.states.size());
  fmt::print("  compile time {:.4f} s; initialisation {} Newton iterations\n",
             report.total_seconds(), sim.initialization().newton_iterations);
  fmt::print(
      "  parameters: {}{}; {} derived (computed once per parameter change)\n", report.parameters,
      report.evaluated_parameters > 0
          ? fmt::format(", {} evaluated (folded into the equations)", report.evaluated_parameters)
          : std::string(", all tunable"),
      report.derived_parameters);
  fmt::print("  evaluation: {}\n", report.codegen.summary());
  fmt::print(
      "  {}: {} steps, {} {} evaluations, {} Jacobian evaluations, {} error-test failures, {} "
      "nonlinear convergence failures{}\n",
      options.solver == "ida" ? "IDA" : options.solver, st.steps, st.residual_evaluations,
      options.solver == "ida" ? "residual" : "right-hand side", st.jacobian_evaluations,
      st.error_test_failures, st.nonlinear_convergence_failures,
      options.solver == "ida" ? ", linear solver " + st.linear_solver : std::string());
  if (st.causal_evaluations > 0)
    fmt::print(
        "  causal sequence: {} evaluations, {} solved by Newton on the whole DAE instead (a "
        "vanishing pivot or a torn block that did not converge)\n",
        st.causal_evaluations, st.causal_fallbacks);
  const solvers::MaxStep& max_step = sim.max_step();
  if (!solvers::is_fixed_step_name(options.solver)) {
    fmt::print("  max step {:g} s ({}{})\n", max_step.seconds,
               max_step.automatic ? "automatic, from " : "", max_step.source);
  } else if (max_step.automatic && options.step > max_step.seconds) {
    fmt::print(
        "  warning: --step {:g} is longer than the step the model asks for, {:g} s ({}); the "
        "steps may miss its forcing: give --step {:g} or less\n",
        options.step, max_step.seconds, max_step.source, max_step.seconds);
  }
  fmt::print("  simulation CPU time {:.4f} s (wall {:.4f} s), t = {} .. {}\n", st.cpu_time,
             st.wall_time, options.t_start, output.last_time());
  if (const std::string why = sim.termination_message(); !why.empty())
    fmt::print("  terminated before the stop time {}: {}\n", options.t_stop, why);
  for (const std::string& u : sim.initialization().undetermined)
    fmt::print(
        "  warning: initial conditions are redundant; {} kept its start value (the initialisation "
        "system was singular but consistent)\n",
        u);
  if (st.state_events + st.time_events > 0 || sim.event_iterations() > 0) {
    fmt::print("  events: {} state events, {} time events, {} event iterations\n", st.state_events,
               st.time_events, sim.event_iterations());
    if (const long events = solvers::event_count(st); events > 0)
      fmt::print(
          "  per event: {:.1f} us CPU at the event, {:.2f} steps, {:.2f} {} evaluations; "
          "restarts: {} warm, {} cold\n",
          1e6 * st.event_cpu_time / static_cast<double>(events),
          static_cast<double>(st.steps) / static_cast<double>(events),
          static_cast<double>(st.residual_evaluations) / static_cast<double>(events),
          options.solver == "ida" ? "residual" : "right-hand side", st.warm_restarts, st.restarts);
    const solvers::EventStatistics es = sim.event_statistics();
    if (es.coincident_crossings > 0)
      fmt::print(
          "  {} zero crossings coincident with another's event (within 1e-9 s), handled by it\n",
          es.coincident_crossings);
    if (es.partial_corrections > 0)
      fmt::print(
          "  re-solved after discrete changes: {} times, {} of them only downstream of the change "
          "({:.1f} of {} causal steps on average)\n",
          es.corrections, es.partial_corrections,
          static_cast<double>(es.partial_correction_steps) /
              static_cast<double>(es.partial_corrections),
          sim.model().causal.steps.size());
  }
  if (args.list_events)
    for (const auto& e : sim.events())
      fmt::print("  event t = {:.12g} ({}): {}\n", e.time, e.time_event ? "time" : "state",
                 e.cause);
  fmt::print("results: {} ({} rows, {} signals)\n", out, output.rows(), results.names().size());
  if (!args.plot.empty()) {
    if (args.plot_signals.empty())
      throw ModelError("--plot needs the signals to draw: add --plot-signals NAME[,NAME...]");
    PlotSpec plot{.title = entry.name, .x_label = "time [s]", .y_label = "", .series = {}};
    for (const std::string& name : args.plot_signals)
      plot.series.push_back({.label = name, .x = results.times(), .y = results.series(name)});
    write_plot(args.plot, plot);
    fmt::print("plot: {} ({} signals)\n", args.plot, args.plot_signals.size());
  }
  // Stopped by Ctrl-C: the file is complete up to there; the shell's convention for SIGINT.
  return std::isnan(sim.stopped_at()) ? 0 : 130;
}

struct StudyArguments {
  std::string file;
  int jobs = 1;
  std::vector<std::string> variants;
  std::string out;
};

std::string first_line(const std::string& s) {
  return s.substr(0, s.find('\n'));
}

int run_study_command(const models::Registry& registry, const StudyArguments& args, int* argc,
                      char*** argv) {
  std::unique_ptr<study::Distribution> mpi;
  if (study::launched_by_mpi()) mpi = study::start_mpi(argc, argv);
  const bool writer = !mpi || mpi->rank() == 0;
  try {
    const study::Study spec = study::load_study(args.file, registry);
    study::StudyOptions options;
    options.jobs = args.jobs;
    options.variants = args.variants;
    options.out_dir = args.out;
    options.distribution = mpi.get();
    const std::string rank_tag = mpi ? fmt::format(" (rank {})", mpi->rank()) : std::string();
    options.on_variant = [&](const study::VariantProgress& p) {
      fmt::print("  [{}/{}] {}{}: {}\n", p.index + 1, p.count, p.variant, rank_tag,
                 p.error.empty() ? fmt::format("ran, cpu {:.4f} s", p.cpu_s)
                                 : "FAILED: " + first_line(p.error));
      std::fflush(stdout);
    };
    if (writer)
      fmt::print("study {} ({} variants{}{})\n", spec.name, spec.variants.size(),
                 args.jobs > 1 ? fmt::format(", {} threads", args.jobs) : "",
                 mpi ? fmt::format(", {} MPI ranks", mpi->size()) : "");
    const study::StudyResult result = study::run_study(spec, registry, options);
    if (!result.writer) return 0;
    const auto& t = result.table;
    std::vector<std::size_t> width(t.columns.size());
    for (std::size_t c = 0; c + 1 < t.columns.size(); ++c) {
      width[c] = t.columns[c].size();
      for (const auto& row : t.rows) width[c] = std::max(width[c], row[c].size());
    }
    for (std::size_t c = 0; c + 1 < t.columns.size(); ++c)
      fmt::print("{:<{}}  ", t.columns[c], width[c]);
    fmt::print("\n");
    for (const auto& row : t.rows) {
      for (std::size_t c = 0; c + 1 < row.size(); ++c) fmt::print("{:<{}}  ", row[c], width[c]);
      fmt::print("\n");
    }
    for (const std::string& f : result.files) fmt::print("wrote {}\n", f);
    std::fflush(stdout);  // the table before the messages below, also when both go to one file
    for (const auto& row : t.rows)
      if (!row.back().empty())
        fmt::print(stderr, "error: variant {}: {}\n", row.front(), row.back());
    for (const std::string& n : result.notes) fmt::print(stderr, "warning: {}\n", n);
    if (result.failed > 0) {
      fmt::print(stderr, "error: {} of {} variants failed (see the error column of {}/study.csv)\n",
                 result.failed, t.rows.size(), args.out);
      return 1;
    }
    return 0;
  } catch (const Error& e) {
    // Every rank reads the same file and fails the same way; rank 0 tells.
    if (writer) fmt::print(stderr, "error: {}\n", e.what());
    return 1;
  }
}

}  // namespace

int main(int argc, char** argv, const std::vector<models::ModelEntry>& extra_models,
         const std::vector<models::PartEntry>& extra_parts) {
  // A process running the command line compiles and simulates, then ends:
  // freed memory is worth keeping (docs/decisions.md, Symbolic core, "The
  // allocator is the host program's"). A user's own CLI built on this gets it too.
  keep_freed_memory_for_reuse();
  CLI::App app{"acausal: equation-based acausal multi-domain modelling and simulation"};
  app.require_subcommand(1);

  models::Registry registry;
  try {
    registry = models::Registry::with_builtins(extra_models, extra_parts);
  } catch (const Error& e) {
    fmt::print(stderr, "error: {}\n", e.what());
    return 1;
  }

  auto* list = app.add_subcommand("list", "list the models and their variant points");

  std::string check_name;
  std::vector<std::string> dumps;
  auto* check = app.add_subcommand("check", "compile a model and report its structure and passes");
  check->add_option("model", check_name, "model name (see `acausal list`)")->required();
  std::vector<std::string> check_variants;
  check->add_option("--variant", check_variants, "select a variant: point=option (repeatable)");
  check->add_option("--dump", dumps,
                    "dump the system after these passes (flatten, simplify, analyse)");
  CompileArguments check_compile;
  add_compile_options(check, check_compile);

  RunArguments run_args;
  auto* run = app.add_subcommand("run", "simulate a model and write its results as CSV");
  run->add_option("model", run_args.model, "model name (see `acausal list`)")->required();
  run->add_option("--stop", run_args.stop, "stop time [s]");
  run->add_option("--interval", run_args.interval, "output interval [s]");
  run->add_option("--rtol", run_args.rtol, "relative tolerance, 1e-15 <= rtol < 1");
  run->add_option("--max-rows", run_args.max_rows,
                  "refuse runs that would record more output rows than this (default 1e7)");
  run->add_option("--set", run_args.sets, "set a parameter: path=value (repeatable)");
  run->add_option("--variant", run_args.variants, "select a variant: point=option (repeatable)");
  run->add_option("--out", run_args.out,
                  "result file to write (default MODEL.csv; .mat: Dymola/OpenModelica layout)");
  run->add_option("--format", run_args.format, "csv or mat (default: by the --out extension)")
      ->check(CLI::IsMember({"csv", "mat"}));
  run->add_flag("--quiet", run_args.quiet,
                "no progress bar (there is none when not on a terminal)");
  run->add_flag("--events", run_args.list_events, "list every event with its time and cause");
  run->add_option("--solver", run_args.solver,
                  "ida (implicit DAE) or, on the explicit formulation, ida-ode (IDA on the "
                  "states, as DASSL in Dymola), cvode-bdf, cvode-adams, erk45, erk78, rk4, euler")
      ->check(CLI::IsMember(solvers::solver_names()));
  run->add_option("--step", run_args.step, "step of rk4 and euler [s]");
  run->add_option("--max-step", run_args.max_step,
                  "largest step of the adaptive solvers [s] (default: the smaller of the run "
                  "length / 50 and the sources' time scales)");
  run->add_option("--signals", run_args.signals,
                  "signals to record: names and globs, comma-separated (e.g. 'inertia*.w,time'); "
                  "default: every signal")
      ->delimiter(',');
  run->add_option("--decimate", run_args.decimate, "write every Nth output row (and the last one)");
  run->add_flag("--final-only", run_args.final_only, "write only the last row");
  run->add_flag("--no-event-rows", run_args.no_event_rows,
                "rows on the output grid only: no left/right-limit rows at events (a grid time "
                "with an event holds the value after it)");
  run->add_option("--max-steps", run_args.max_steps,
                  "most internal steps between two output points (default 100000)");
  run->add_option("--linear-solver", run_args.solver_linear, "auto, dense or klu")
      ->check(CLI::IsMember({"auto", "dense", "klu"}));
  add_compile_options(run, run_args.compile);
  run->add_option("--plot", run_args.plot, "SVG file: the --plot-signals over time");
  run->add_option("--plot-signals", run_args.plot_signals, "signals to plot (comma-separated)")
      ->delimiter(',');

  CompareArguments compare_args;
  auto* compare = app.add_subcommand(
      "compare", "simulate a model with several solvers and compare cost and results");
  compare->add_option("model", compare_args.model, "model name (see `acausal list`)")->required();
  compare
      ->add_option("--solvers", compare_args.solvers, "comma-separated, the first is the reference")
      ->delimiter(',')
      ->check(CLI::IsMember(solvers::solver_names()));
  compare->add_option("--stop", compare_args.stop, "stop time [s]");
  compare->add_option("--rtol", compare_args.rtol, "relative tolerance, 1e-15 <= rtol < 1");
  compare->add_option("--step", compare_args.step, "step of rk4 and euler [s]");
  compare->add_option("--out", compare_args.out, "CSV of per-signal deviations");
  add_compile_options(compare, compare_args.compile);
  compare->add_option("--variant", compare_args.variants,
                      "select a variant: point=option (repeatable)");

  StudyArguments study_args;
  auto* study_cmd = app.add_subcommand(
      "study", "run a study file: variants x metrics, write study.csv, study.md and plots");
  study_cmd->add_option("file", study_args.file, "study file (YAML, see docs/studies.md)")
      ->required();
  study_cmd->add_option("--out", study_args.out, "output folder")->required();
  study_cmd->add_option("--jobs", study_args.jobs, "variants run in parallel threads")
      ->check(CLI::Range(1, 1024));
  study_cmd
      ->add_option("--variants", study_args.variants,
                   "only these variants (comma-separated; those they refer to run too)")
      ->delimiter(',');

  acausal::models::argesim::C11ReportOptions report_options;
  std::string report_rtol;
  auto* report = app.add_subcommand(
      "report-c11",
      "ARGESIM C11: run every variant and solver, write markdown, CSV and SVG figures");
  report->add_option("--out", report_options.out_dir, "output folder (default docs/c11_report)");
  report->add_option("--rtol", report_rtol, "relative tolerance of every run");
  report->add_option("--solvers", report_options.solvers, "comma-separated framework solvers")
      ->delimiter(',')
      ->check(CLI::IsMember(solvers::solver_names()));

  auto* kinematics = acausal::apps::add_kinematics_command(app);
  auto* plot = acausal::apps::add_plot_command(app);
  auto* view = acausal::apps::add_view_command(app);

  // Subcommands and options of other files (apps/extensions.hpp).
  auto extensions = acausal::apps::builtin_extensions();
  for (auto& e : extensions)
    e->add(app, {{run, &run_args.model}, {check, &check_name}, {compare, &compare_args.model}});

  CLI11_PARSE(app, argc, argv);
  try {
    for (auto& e : extensions)
      if (const auto code = e->run(registry)) return *code;
    if (*list) return list_models(registry);
    if (*check) return check_model(registry, check_name, check_variants, dumps, check_compile);
    if (*run) return run_model(registry, run_args);
    if (*compare) return compare_model(registry, compare_args);
    if (*study_cmd) return run_study_command(registry, study_args, &argc, &argv);
    if (*report) {
      if (!report_rtol.empty())
        report_options.rtol = parse_number("--rtol", report_rtol, relative_tolerance());
      const auto rows = acausal::models::argesim::write_c11_report(report_options);
      for (const auto& r : rows)
        fmt::print(
            "task {} {:<22} {:<12} cpu {:8.4f} s  steps {:6}  max dq {:.2e}  max dI {:.2e}{}\n",
            r.task, r.variant, r.solver, r.cpu, r.steps, r.dq, r.dI,
            r.failure.empty() ? "" : "  FAILED: " + r.failure);
      fmt::print("report: {}/c11_report.md\n", report_options.out_dir);
      return 0;
    }
    if (*kinematics) return acausal::apps::run_kinematics_command();
    if (*plot) return acausal::apps::run_plot_command();
    if (*view) return acausal::apps::run_view_command(registry);
  } catch (const acausal::Error& e) {
    fmt::print(stderr, "error: {}\n", e.what());
    return 1;
  } catch (const std::exception& e) {
    fmt::print(stderr, "internal error: {}\n", e.what());
    return 2;
  }
  return 0;
}

}  // namespace acausal::cli
