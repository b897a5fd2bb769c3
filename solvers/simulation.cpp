#include "solvers/simulation.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <unordered_map>
#include <utility>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "core/expr/external_function.hpp"
#include "solvers/explicit/causal_evaluator.hpp"
#include "solvers/explicit/ode_solver.hpp"
#include "solvers/ida/ida_solver.hpp"
#include "solvers/ida/output_schedule.hpp"
#include "solvers/init/algebraic_correction.hpp"
#include "solvers/init/newton.hpp"

namespace acausal {
namespace {

// Thrown by the recorder when the monitor asks to stop; run() catches it.
struct StopRequested {
  double t;
};

// Which rows a run keeps when event rows are left out: the output grid
// t_start + k * interval and t_stop (the times the integrators return at).
class OutputGrid {
 public:
  OutputGrid(const SimulationOptions& options, double interval)
      : t_start_(options.t_start),
        t_stop_(options.t_stop),
        interval_(interval),
        tolerance_(solvers::ida::OutputSchedule::time_tolerance(options.t_start, options.t_stop)),
        everything_(options.event_rows) {}

  bool keeps(double t) const {
    if (everything_ || std::abs(t - t_stop_) <= tolerance_) return true;
    const double k = std::round((t - t_start_) / interval_);
    return std::abs(t - (t_start_ + k * interval_)) <= tolerance_;
  }
  /// Without event rows, a second row at the same time (the right limit of an
  /// event on a grid time) replaces the first.
  bool holds_back() const { return !everything_; }

 private:
  double t_start_, t_stop_, interval_, tolerance_;
  bool everything_;
};

// The unknowns that the given outputs of the signal program read and the
// algebraic corrector solves for: y of an algebraic component, y' of any
// (backward liveness over the straight-line program). Outputs that read only
// states, time, parameters and discrete values come out the same with or
// without the correction. No outputs given: all of them.
struct SolvedReads {
  std::vector<char> y, yp;
  bool any = false;
};

SolvedReads solved_unknowns_read(const Program& program, const std::vector<int>& outputs,
                                 const std::vector<DaeComponent>& components) {
  SolvedReads reads{std::vector<char>(components.size(), 0),
                    std::vector<char>(components.size(), 0)};
  std::vector<char> live(static_cast<std::size_t>(program.num_registers()), 0);
  auto at = [&](std::int32_t r) -> char& { return live[static_cast<std::size_t>(r)]; };
  const std::vector<std::int32_t>& registers = program.output_registers();
  if (outputs.empty())
    for (std::int32_t r : registers) at(r) = 1;
  for (int k : outputs) at(registers[static_cast<std::size_t>(k)]) = 1;
  const auto& code = program.instructions();
  for (auto it = code.rbegin(); it != code.rend(); ++it) {
    const Program::Instruction& ins = *it;
    if (ins.code == Program::Code::Call) {
      const Program::CallSite& site = program.calls()[static_cast<std::size_t>(ins.a)];
      bool used = false;
      for (int k = 0; k < site.function->num_outputs(); ++k)
        used = std::exchange(at(site.outputs + k), 0) || used;
      if (used)
        for (std::int32_t a : site.arguments) at(a) = 1;
      continue;
    }
    if (!std::exchange(at(ins.dst), 0)) continue;
    const auto component = static_cast<std::size_t>(ins.a);
    switch (ins.code) {
      case Program::Code::LoadY:
        if (!components[component].differential) reads.y[component] = reads.any = true;
        break;
      case Program::Code::LoadYp:
        reads.yp[component] = reads.any = true;
        break;
      case Program::Code::Apply: {
        const int n = arity(ins.op);
        if (n > 0) at(ins.a) = 1;
        if (n > 1) at(ins.b) = 1;
        if (n > 2) at(ins.c) = 1;
        break;
      }
      default:
        break;
    }
  }
  return reads;
}

class Recorder : public solvers::OutputSink {
 public:
  Recorder(const CompiledModel& model, const std::vector<double>& parameters,
           const std::vector<double>& discrete, Results& results, std::vector<int> columns,
           RunMonitor* monitor, bool keep_rows, OutputGrid grid)
      : monitor_(monitor),
        keep_rows_(keep_rows),
        grid_(grid),
        model_(model),
        parameters_(parameters),
        discrete_(discrete),
        results_(results),
        columns_(std::move(columns)),
        registers_(model.signals.make_registers()),
        corrector_(model),
        causal_(model.causal),
        y_(static_cast<std::size_t>(model.size())),
        yp_(static_cast<std::size_t>(model.size())),
        all_(static_cast<std::size_t>(model.signals.num_outputs())),
        row_(columns_.size()) {
    const SolvedReads reads = solved_unknowns_read(model.signals, columns_, model.components);
    correct_ = reads.any;
    if (correct_ && model.causal.complete) only_ = causal_.steps_for(reads.y, reads.yp);
    find_direct_columns();
  }

  void record(double t, std::span<const double> y_in, std::span<const double> yp_in) override {
    if (!grid_.keeps(t)) return;
    std::copy(y_in.begin(), y_in.end(), y_.begin());
    std::copy(yp_in.begin(), yp_in.end(), yp_.begin());
    // Only if a recorded signal reads what the correction changes (an event
    // row's left limit costs a solve of the model otherwise).
    if (correct_) correct(t, y_in, yp_in);
    append(t);
  }
  void record_consistent(double t, std::span<const double> y_in,
                         std::span<const double> yp_in) override {
    if (!grid_.keeps(t)) return;
    std::copy(y_in.begin(), y_in.end(), y_.begin());
    std::copy(yp_in.begin(), yp_in.end(), yp_.begin());
    append(t);
  }

 private:
  // Only the steps of the causal sequence the recorded signals need: within a
  // mode the sequence solves the equations as the corrector would (whose
  // residual check guards the changes of mode at events). Where a torn block
  // fails, the whole corrector runs from the point given.
  void correct(double t, std::span<const double> y_in, std::span<const double> yp_in) {
    if (only_) {
      if (causal_.evaluate(t, y_, yp_, parameters_.data(), discrete_.data(), &*only_)) return;
      std::copy(y_in.begin(), y_in.end(), y_.begin());
      std::copy(yp_in.begin(), yp_in.end(), yp_.begin());
    }
    corrector_.correct(t, y_, yp_, parameters_.data(), discrete_.data());
  }

  // A chosen column whose signal is an unknown as it is (a state, an
  // algebraic unknown, a derivative) is read from the point: the signal
  // program, every signal of the model, runs only if a column needs it.
  void find_direct_columns() {
    if (columns_.empty()) return;
    std::unordered_map<std::int32_t, const Program::Instruction*> load_into;
    for (const Program::Instruction& ins : model_.signals.instructions())
      if (ins.code == Program::Code::LoadY || ins.code == Program::Code::LoadYp)
        load_into.emplace(ins.dst, &ins);
    direct_.assign(columns_.size(), nullptr);
    run_signals_ = false;
    for (std::size_t k = 0; k < columns_.size(); ++k) {
      const std::int32_t r =
          model_.signals.output_registers()[static_cast<std::size_t>(columns_[k])];
      if (auto it = load_into.find(r); it != load_into.end()) {
        direct_[k] = it->second;
      } else {
        run_signals_ = true;
      }
    }
  }

  void append(double t) {
    ProgramInputs in{y_.data(), yp_.data(), parameters_.data(), t, 0.0, discrete_.data()};
    if (run_signals_) model_.signals.run(in, registers_, all_.data());
    std::span<const double> row = all_;
    if (!columns_.empty()) {
      for (std::size_t k = 0; k < columns_.size(); ++k) {
        const Program::Instruction* load = direct_[k];
        row_[k] = load == nullptr                      ? all_[static_cast<std::size_t>(columns_[k])]
                  : load->code == Program::Code::LoadY ? y_[static_cast<std::size_t>(load->a)]
                                                       : yp_[static_cast<std::size_t>(load->a)];
      }
      row = row_;
    }
    if (grid_.holds_back()) {
      if (held_ && t != held_t_) emit(held_t_, held_row_);
      held_ = true;
      held_t_ = t;
      held_row_.assign(row.begin(), row.end());
      return;
    }
    emit(t, row);
  }

 public:
  /// Delivers a row held back (the last one), when event rows are left out.
  void flush() {
    if (!held_) return;
    held_ = false;
    emit(held_t_, held_row_);
  }

 private:
  void emit(double t, std::span<const double> row) {
    if (keep_rows_) results_.append(t, row.data());
    if (monitor_ && !monitor_->row(t, row)) throw StopRequested{t};
  }

  RunMonitor* monitor_;
  bool keep_rows_;
  OutputGrid grid_;
  const CompiledModel& model_;
  const std::vector<double>& parameters_;
  const std::vector<double>& discrete_;
  Results& results_;
  std::vector<int> columns_;
  std::vector<double> registers_;
  solvers::AlgebraicCorrector corrector_;
  solvers::CausalEvaluator causal_;
  bool correct_ = false;  // a recorded signal reads an algebraic unknown or a derivative
  std::optional<std::vector<char>> only_;            // the causal steps the recorded signals need
  std::vector<const Program::Instruction*> direct_;  // per column: its load, or null
  bool run_signals_ = true;
  std::vector<double> y_, yp_, all_, row_;
  bool held_ = false;
  double held_t_ = 0.0;
  std::vector<double> held_row_;
};

// The metadata of the recorded columns (all, or the chosen subset: an alias
// of a column left out becomes a column of its own).
std::vector<SignalInfo> column_info(const CompiledModel& model, const std::vector<int>& columns) {
  if (columns.empty()) return model.signal_info;
  std::unordered_map<int, int> position;
  for (std::size_t k = 0; k < columns.size(); ++k)
    position.emplace(columns[k], static_cast<int>(k));
  std::vector<SignalInfo> out;
  for (int c : columns) {
    SignalInfo info = model.signal_info[static_cast<std::size_t>(c)];
    auto it = position.find(info.alias_of);
    if (info.alias_of >= 0 && it != position.end() && it->second < static_cast<int>(out.size())) {
      info.alias_of = it->second;
    } else {
      info.alias_of = -1;
      info.sign = 1.0;
    }
    out.push_back(std::move(info));
  }
  return out;
}

}  // namespace

Simulation::Simulation(std::shared_ptr<const CompiledModel> model)
    : model_(std::move(model)),
      residual_registers_(model_->residual.make_registers()),
      jacobian_registers_(model_->jacobian.values.make_registers()),
      signal_registers_(model_->signals.make_registers()),
      y_(static_cast<std::size_t>(model_->size()), 0.0),
      yp_(static_cast<std::size_t>(model_->size()), 0.0) {
  parameters_ = model_->parameter_values();  // fixed size: the solvers hold references
  for (const DaeComponent& c : model_->components) differential_.push_back(c.differential ? 1 : 0);
  discrete_ = model_->events.slot_start;
  if (!model_->events.empty())
    events_ = std::make_unique<solvers::ModelEvents>(*model_, parameters_, discrete_);
}

std::string Simulation::termination_message() const {
  if (!std::isnan(stopped_at_)) return fmt::format("stopped on request at t = {:g} s", stopped_at_);
  return events_ && events_->terminated() ? events_->termination_message() : std::string();
}

const std::vector<solvers::EventRecord>& Simulation::events() const {
  static const std::vector<solvers::EventRecord> none;
  return events_ ? events_->log() : none;
}

solvers::EventStatistics Simulation::event_statistics() const {
  return events_ ? events_->statistics() : solvers::EventStatistics{};
}

long Simulation::event_iterations() const {
  return events_ ? events_->statistics().event_iterations + events_->statistics().initial_iterations
                 : 0;
}

void Simulation::set_parameter(const std::string& path, double value) {
  const std::vector<int> slots = model_->parameters_named(path);  // several for a forwarded group
  for (const int k : slots) {
    if (!model_->parameter_is_evaluated(k)) continue;
    const double compiled = model_->parameters[static_cast<std::size_t>(k)].value;
    if (value == compiled) continue;
    throw ModelError(fmt::format(
        "set_parameter('{}', {}): '{}' was evaluated when model '{}' was compiled "
        "(CompileOptions::evaluate_parameters, --evaluate-parameters): its value {} is folded "
        "into the equations and cannot change per run. Keep it tunable "
        "(CompileOptions::tunable_parameters, --tunable {}) or set it on the model before "
        "compiling",
        path, value, path, model_->name, compiled, path));
  }
  // The component's constraints see the other parameters as this simulation
  // has them (earlier set_parameter calls included).
  for (const int k : slots)
    validate_parameter(model_->parameters[static_cast<std::size_t>(k)], value,
                       [&](const std::string& other) {
                         auto it = model_->parameter_index.find(other);
                         return it == model_->parameter_index.end()
                                    ? std::numeric_limits<double>::quiet_NaN()
                                    : parameters_[static_cast<std::size_t>(it->second)];
                       });
  for (const int k : slots) parameters_[static_cast<std::size_t>(k)] = value;
  model_->update_derived_parameters(parameters_);
}

double Simulation::parameter(const std::string& path) const {
  return parameters_[static_cast<std::size_t>(model_->parameter(path))];
}

void Simulation::residual(double t, const double* y, const double* yp, double* r) {
  model_->residual.run(ProgramInputs{y, yp, parameters_.data(), t, 0.0, discrete_.data()},
                       residual_registers_, r);
}

void Simulation::jacobian(double t, const double* y, const double* yp, double cj, double* values) {
  model_->jacobian.values.run(ProgramInputs{y, yp, parameters_.data(), t, cj, discrete_.data()},
                              jacobian_registers_, values);
}

std::string Simulation::component_name(int i) const {
  return model_->components[static_cast<std::size_t>(i)].name;
}

InitializationReport Simulation::initialize(double t_start) {
  const int n = model_->size();
  std::vector<double> z(
      static_cast<std::size_t>(n + static_cast<int>(model_->state_components.size())), 0.0);
  for (int i = 0; i < n; ++i)
    z[static_cast<std::size_t>(i)] = model_->components[static_cast<std::size_t>(i)].start;
  if (events_) events_->reset();
  init_report_ = {};
  // Initialisation and the discrete state settle together: solve, update the
  // relations and discrete equations from the solution, and solve again.
  // The first round starts from the discrete values the start values imply
  // (a friction element at rest starts locked), not from the discrete
  // variables' own start values.
  if (events_) {
    std::copy(z.begin(), z.begin() + n, y_.begin());
    std::fill(yp_.begin(), yp_.end(), 0.0);
    events_->prepare_initialization(t_start, y_, yp_);
  }
  constexpr int kMaxRounds = 20;
  auto solve = [&] {
    solvers::NewtonResult r =
        solvers::solve_initialization(*model_, parameters_, discrete_, t_start, z);
    init_report_.newton_iterations += r.iterations;
    init_report_.residual_norm = r.residual_norm;
    for (const std::string& u : r.undetermined)
      if (std::find(init_report_.undetermined.begin(), init_report_.undetermined.end(), u) ==
          init_report_.undetermined.end())
        init_report_.undetermined.push_back(u);
    std::copy(z.begin(), z.begin() + n, y_.begin());
    std::fill(yp_.begin(), yp_.end(), 0.0);
    for (std::size_t k = 0; k < model_->state_components.size(); ++k)
      yp_[static_cast<std::size_t>(model_->state_components[k])] =
          z[static_cast<std::size_t>(n) + k];
  };
  std::vector<std::vector<double>> visited;
  for (int round = 0;; ++round) {
    solve();
    if (!events_) break;
    const std::vector<double> before = discrete_;
    if (!events_->update_at_initialization(t_start, y_, yp_)) break;
    if (std::find(visited.begin(), visited.end(), discrete_) != visited.end()) {
      // A cycle (two stuck friction elements taking turns to start sliding):
      // the relations that flipped are searched exhaustively, as at events.
      const std::vector<double> z0 = z;
      const std::optional<std::string> flipping =
          events_->search_initial_mode(t_start, y_, yp_, visited, [&] {
            z = z0;
            try {
              solve();
            } catch (const InitializationError&) {
              return false;  // no solution in this mode
            }
            return true;
          });
      if (!flipping) break;
      if (!flipping->empty())
        throw InitializationError(fmt::format(
            "initialisation at t = {:g}: no mode is consistent. The rounds of solving and "
            "updating the relations cycled, and for every combination of the relations below "
            "the solution contradicts them:{}\n  Give start values that decide the model's "
            "initial mode, or check the conditions that switch the equations involved.",
            t_start, *flipping));
    }
    visited.push_back(discrete_);  // states whose relations were evaluated
    if (round == kMaxRounds) {
      // Name what still changes: a discrete variable or relation flipping
      // between rounds is the cycle to break.
      std::string changing;
      int listed = 0;
      for (std::size_t k = 0; k < discrete_.size() && k < model_->events.slot_names.size(); ++k)
        if (discrete_[k] != before[k] && !(std::isnan(discrete_[k]) && std::isnan(before[k])) &&
            listed++ < 6)
          changing += fmt::format("\n    {}: {:g} -> {:g}", model_->events.slot_names[k], before[k],
                                  discrete_[k]);
      throw InitializationError(fmt::format(
          "initialisation at t = {:g} did not settle: relations and discrete variables kept "
          "changing after {} rounds. Still changing in the last round:{}\n  Give start values "
          "that decide the model's initial mode, or break a cycle among these discrete "
          "equations (a variable that depends on its own pre() value flips at every round).",
          t_start, kMaxRounds, changing.empty() ? std::string(" (none listed)") : changing));
    }
  }
  // The initial event: initial() becomes false, samples starting at t_start fire.
  if (events_) events_->end_initialization(t_start, y_, yp_);
  return init_report_;
}

std::vector<ParameterValue> Simulation::parameter_values() const {
  std::vector<ParameterValue> out;
  for (std::size_t k = 0; k < model_->parameters.size(); ++k) {
    const ParameterDecl& p = model_->parameters[k];
    out.push_back({p.path, parameters_[k], p.info.unit, p.info.description});
  }
  return out;
}

solvers::MaxStep Simulation::choose_max_step(const SimulationOptions& options) const {
  const TimeScales& scales = model_->time_scales;
  std::vector<double> seconds(scales.names.size());
  if (!seconds.empty()) {
    std::vector<double> registers = scales.seconds.make_registers();
    scales.seconds.run(
        ProgramInputs{nullptr, nullptr, parameters_.data(), options.t_start, 0.0, nullptr},
        registers, seconds.data());
  }
  return solvers::choose_max_step(options.max_step, options.t_start, options.t_stop, seconds,
                                  scales.names);
}

Results Simulation::run(const SimulationOptions& options) {
  if (!(options.t_stop > options.t_start))
    throw ModelError(fmt::format("stop time {} must be greater than start time {}", options.t_stop,
                                 options.t_start));
  if (!std::isfinite(options.t_start) || !std::isfinite(options.t_stop))
    throw ModelError(fmt::format("start time {} and stop time {} must be finite numbers",
                                 options.t_start, options.t_stop));
  if (!std::isfinite(options.output_interval))
    throw ModelError(
        fmt::format("output interval {} must be a finite number (or <= 0: a 500th of the run)",
                    options.output_interval));
  solvers::IdaOptions ida;
  ida.t_start = options.t_start;
  ida.t_stop = options.t_stop;
  ida.output_interval = options.output_interval > 0 ? options.output_interval
                                                    : (options.t_stop - options.t_start) / 500.0;
  // Output times closer than this are one time to the solvers (OutputSchedule).
  const double resolution =
      solvers::ida::OutputSchedule::time_tolerance(options.t_start, options.t_stop);
  if (ida.output_interval <= resolution)
    throw ModelError(
        options.output_interval > 0
            ? fmt::format("output interval {:g} s is not above the time resolution {:g} s of a "
                          "run from {} to {} s: give a longer interval",
                          options.output_interval, resolution, options.t_start, options.t_stop)
            : fmt::format("the run from {} to {} s is too short: a 500th of it ({:g} s, the "
                          "default output interval) is not above the time resolution {:g} s",
                          options.t_start, options.t_stop, ida.output_interval, resolution));
  if (options.max_steps <= 0)
    throw ModelError(
        fmt::format("max_steps = {}: give the most internal steps between two output points (> 0)",
                    options.max_steps));
  ida.max_steps = options.max_steps;
  max_step_ = choose_max_step(options);
  ida.max_step = std::isfinite(max_step_.seconds) ? max_step_.seconds : 0.0;
  initialize(options.t_start);
  ida.rtol = options.rtol;
  // As Modelica tools do: absolute tolerance = relative tolerance x nominal value.
  const double atol = options.atol > 0 ? options.atol : options.rtol;
  ida.atol_per_component.clear();
  for (const DaeComponent& c : model_->components)
    ida.atol_per_component.push_back(atol * c.nominal);
  ida.linear_solver = options.linear_solver;
  // Index-1 algebraic variables follow from the states exactly at every step, so
  // their error is controlled through the states'; keeping them in the error
  // test made IDA fail with repeated corrector failures on the Cartesian
  // pendulum (docs/decisions.md).
  ida.suppress_algebraic_error_test = options.suppress_algebraic_error_test;

  std::vector<int> columns;
  std::vector<std::string> names = model_->signal_names;
  if (!options.signals.empty()) {
    Results all(model_->signal_names);
    for (const std::string& s : options.signals) columns.push_back(all.column(s));
    names = options.signals;
  }
  Results results(names);
  results.set_metadata(column_info(*model_, columns), parameter_values());
  Recorder recorder(*model_, parameters_, discrete_, results, columns, options.monitor,
                    options.keep_rows, OutputGrid(options, ida.output_interval));
  if (options.monitor) options.monitor->begin(results, options.t_start, options.t_stop);
  stopped_at_ = std::numeric_limits<double>::quiet_NaN();
  statistics_ = {};
  try {
    integrate(options, ida, atol, recorder);
    recorder.flush();
  } catch (const StopRequested& stop) {
    stopped_at_ = stop.t;
  } catch (...) {
    // A failed run keeps the grid rows it reached (the monitor's file included).
    try {
      recorder.flush();
    } catch (const StopRequested&) {
    }
    throw;
  }
  return results;
}

void Simulation::integrate(const SimulationOptions& options, solvers::IdaOptions& ida, double atol,
                           solvers::OutputSink& recorder) {
  if (options.solver != "ida") {
    // The explicit formulation x' = f(t, x) with an ODE integrator.
    solvers::OdeSolverOptions ode;
    ode.t_start = options.t_start;
    ode.t_stop = options.t_stop;
    ode.output_interval = ida.output_interval;
    ode.stepper.method = solvers::parse_method(options.solver);
    ode.stepper.rtol = options.rtol;
    ode.stepper.step = options.step;
    ode.stepper.max_steps = options.max_steps;
    ode.stepper.max_step = ida.max_step;
    solvers::ExplicitFormulation formulation(*model_, parameters_, discrete_);
    for (int k = 0; k < formulation.size(); ++k) {
      ode.stepper.atol.push_back(atol * formulation.state_nominal(k));
      ode.stepper.nominal.push_back(formulation.state_nominal(k));
    }
    ode.events = events_.get();
    ode.event_restart = options.event_restart;
    statistics_ = solvers::integrate_explicit(formulation, ode, y_, yp_, recorder);
    return;
  }
  ida.events = events_.get();
  ida.event_restart = options.event_restart;
  solvers::IdaSolver solver(*this, ida);
  statistics_ = solver.integrate(y_, yp_, recorder);
}

Results simulate(const Model& model, const SimulationOptions& options) {
  Simulation sim(compile(model));
  return sim.run(options);
}

}  // namespace acausal
