#include "solvers/ida/ida_solver.hpp"

#include <ida/ida.h>
#include <ida/ida_ls.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <ctime>
#include <iomanip>
#include <limits>
#include <optional>
#include <sstream>
#include <string>
#include <utility>

#include "core/errors.hpp"
#include "core/timing/cpu_time.hpp"
#include "solvers/event_timer.hpp"
#include "solvers/ida/ida_callbacks.hpp"
#include "solvers/ida/ida_history.hpp"
#include "solvers/ida/klu_setup.hpp"
#include "solvers/ida/output_schedule.hpp"
#include "solvers/ida/restart_error.hpp"
#include "solvers/ida/sundials_handles.hpp"

namespace acausal::solvers {

using ida::CallbackState;
using ida::ContextHandle;
using ida::IdaMemoryHandle;
using ida::LinearSolverHandle;
using ida::MatrixHandle;
using ida::OutputSchedule;
using ida::VectorHandle;

namespace {

std::string format_number(double value) {
  std::ostringstream text;
  text << std::setprecision(10) << value;
  return text.str();
}

double wall_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

[[noreturn]] void invalid_option(const std::string& what) {
  throw SolverError("invalid IDA options: " + what);
}

void validate_options(const IdaOptions& options, int size) {
  if (!(std::isfinite(options.rtol) && options.rtol > 0.0)) {
    invalid_option("rtol must be positive, got " + format_number(options.rtol));
  }
  if (!(std::isfinite(options.atol) && options.atol >= 0.0)) {
    invalid_option("atol must be non-negative, got " + format_number(options.atol));
  }
  if (!options.atol_per_component.empty()) {
    if (options.atol_per_component.size() != static_cast<std::size_t>(size)) {
      invalid_option("atol_per_component has " + std::to_string(options.atol_per_component.size()) +
                     " entries for " + std::to_string(size) + " unknowns");
    }
    for (double atol : options.atol_per_component) {
      if (!(std::isfinite(atol) && atol >= 0.0)) {
        invalid_option("atol_per_component entries must be non-negative, got " +
                       format_number(atol));
      }
    }
  }
  if (!std::isfinite(options.t_start) || !std::isfinite(options.t_stop) ||
      options.t_stop < options.t_start) {
    invalid_option("need finite t_start <= t_stop, got t_start = " +
                   format_number(options.t_start) + ", t_stop = " + format_number(options.t_stop));
  }
  if (!std::isfinite(options.output_interval)) invalid_option("output_interval is not finite");
  const double span = options.t_stop - options.t_start;
  const double resolution = 10.0 * OutputSchedule::time_tolerance(options.t_start, options.t_stop);
  if (options.output_interval > 0.0 &&
      (options.output_interval < 1e-9 * span || options.output_interval < resolution)) {
    invalid_option("output_interval " + format_number(options.output_interval) +
                   " is too small for the time span (more than 1e9 rows or below the time "
                   "resolution " +
                   format_number(resolution) + ")");
  }
  if (options.max_steps <= 0) invalid_option("max_steps must be positive");
  if (std::isnan(options.max_step) || std::isnan(options.min_step) ||
      std::isnan(options.initial_step)) {
    invalid_option("max_step, min_step and initial_step must not be NaN");
  }
  if (options.max_step > 0.0 && options.min_step > options.max_step) {
    invalid_option("min_step exceeds max_step");
  }
  if (options.sparse_threshold < 0) invalid_option("sparse_threshold must be non-negative");
  for (double t : options.breakpoints) {
    if (!std::isfinite(t)) invalid_option("breakpoints must be finite");
  }
}

// A malformed pattern is a bug in the code generating the DaeSystem, not the user's.
void validate_dae(const DaeSystem& dae) {
  const int size = dae.size();
  const SparsityPattern& pattern = dae.jacobian_pattern();
  if (size < 0 || pattern.size != size) {
    throw InternalError("DaeSystem: Jacobian pattern size " + std::to_string(pattern.size) +
                        " differs from system size " + std::to_string(size));
  }
  if (pattern.column_start.size() != static_cast<std::size_t>(size) + 1 ||
      pattern.column_start.front() != 0 ||
      static_cast<std::size_t>(pattern.nonzeros()) != pattern.row_index.size()) {
    throw InternalError("DaeSystem: malformed column_start of the Jacobian pattern");
  }
  for (std::size_t column = 0; column < static_cast<std::size_t>(size); ++column) {
    const int begin = pattern.column_start[column];
    const int end = pattern.column_start[column + 1];
    if (end < begin) throw InternalError("DaeSystem: column_start is not monotone");
    for (int k = begin; k < end; ++k) {
      const int row = pattern.row_index[static_cast<std::size_t>(k)];
      const bool sorted = k == begin || pattern.row_index[static_cast<std::size_t>(k) - 1] < row;
      if (row < 0 || row >= size || !sorted) {
        throw InternalError("DaeSystem: row indices of Jacobian column " + std::to_string(column) +
                            " out of range or unsorted");
      }
    }
  }
  if (dae.differential().size() != static_cast<std::size_t>(size)) {
    throw InternalError("DaeSystem: differential() has the wrong length");
  }
}

// Without a floor, a model that fails just beyond some time (a singularity, NaN
// past a limit) makes IDA creep towards it with ever smaller successful steps
// until max_steps is exhausted; steps of a few dozen ulps of t cannot resolve
// time any more, so failing there is both faster and more to the point.
double effective_min_step(const IdaOptions& options) {
  if (options.min_step > 0.0) return options.min_step;
  return 1e-14 * std::max(std::abs(options.t_start), std::abs(options.t_stop));
}

bool prefers_klu(const IdaOptions& options, int size) {
  switch (options.linear_solver) {
    case LinearSolverChoice::dense:
      return false;
    case LinearSolverChoice::klu:
      return true;
    case LinearSolverChoice::automatic:
      return size >= options.sparse_threshold;
  }
  throw InternalError("unknown LinearSolverChoice");
}

// Flags after which IDA's local error estimate says which variable limited the step.
bool is_step_failure(int flag) {
  switch (flag) {
    case IDA_TOO_MUCH_WORK:
    case IDA_TOO_MUCH_ACC:
    case IDA_ERR_FAIL:
    case IDA_CONV_FAIL:
    case IDA_LSETUP_FAIL:
    case IDA_LSOLVE_FAIL:
    case IDA_REP_RES_ERR:
    case IDA_CONSTR_FAIL:
    case IDA_NLS_SETUP_FAIL:
    case IDA_NLS_FAIL:
      return true;
    default:
      return false;
  }
}

}  // namespace

class IdaSolver::Impl {
 public:
  Impl(DaeSystem& dae, IdaOptions options);

  SolverStatistics integrate(std::span<double> y, std::span<double> yp, OutputSink& sink);
  const SolverStatistics& statistics() const { return statistics_; }
  const IdaOptions& options() const { return options_; }

 private:
  void set_up_ida();
  void check(int flag, const char* call);
  void check_linear(int flag, const char* call);

  void integrate_segments(const OutputSchedule& schedule, OutputSink& sink);
  void integrate_without_unknowns(const OutputSchedule& schedule, OutputSink& sink);
  void restart(double t);
  void restart_after_breakpoint(double t, const OutputSchedule& schedule, OutputSink& sink);
  void handle_event(double t, std::span<const int> roots, const OutputSchedule& schedule);
  bool warm_restart(double t, const OutputSchedule& schedule);
  std::optional<double> confirm_root(double t_root, std::span<const int> roots);
  void make_consistent(double t, double t_towards);
  int advance(double t_out, int task, double& t_reached);
  void record(double t, OutputSink& sink);

  long steps_in_segment();
  long failures_in_run();  // error-test and nonlinear convergence failures since IDAReInit
  void collect_counters();
  void finish_run();
  [[noreturn]] void fail(int flag, double t);
  std::string component_label(int index) const;
  std::string describe_largest_local_error();
  std::string describe_non_finite() const;

  DaeSystem& dae_;
  IdaOptions options_;
  int size_ = 0;
  bool klu_ = false;
  CallbackState callbacks_;

  // Declaration order is destruction order reversed: IDA memory goes first,
  // the context last.
  ContextHandle context_;
  VectorHandle y_;
  VectorHandle yp_;
  VectorHandle probe_y_;  // solution probes inside the last step (root confirmation)
  VectorHandle probe_yp_;
  ida::RestartError restart_error_;  // warm restarts
  MatrixHandle matrix_;
  LinearSolverHandle linear_solver_;
  IdaMemoryHandle memory_;

  // Per run.
  std::span<double> user_y_;
  std::span<double> user_yp_;
  bool segment_open_ = false;   // IDA counters not yet added to statistics_
  double segment_start_ = 0.0;  // time of the last (re)start
  double last_recorded_ = -std::numeric_limits<double>::infinity();
  long segment_first_step_ = 0;            // IDA's step count at the last (re)start
  long segment_failures_ = 0;              // failures_in_run() at the last (re)start
  double restart_step_ = 0.0;              // the step chosen at the last warm restart
  std::vector<double> rates_, crossings_;  // warm restarts
  double cpu_start_ = 0.0;
  double advance_from_ = 0.0;  // where the current IDASolve call started
  double advance_to_ = 0.0;    // and where it was asked to go
  double wall_start_ = 0.0;
  SolverStatistics statistics_;
  EventTimer event_timer_;
};

IdaSolver::Impl::Impl(DaeSystem& dae, IdaOptions options)
    : dae_(dae), options_(std::move(options)) {
  validate_dae(dae_);
  size_ = dae_.size();
  validate_options(options_, size_);
  klu_ = prefers_klu(options_, size_);
  callbacks_.dae = &dae_;
  callbacks_.pattern = &dae_.jacobian_pattern();
  callbacks_.events = options_.events;
  if (size_ > 0) set_up_ida();  // IDA cannot handle empty vectors; nothing to integrate
}

void IdaSolver::Impl::check(int flag, const char* call) {
  if (flag >= 0) return;
  if (callbacks_.pending) std::rethrow_exception(std::exchange(callbacks_.pending, nullptr));
  throw SolverError(std::string(call) + " failed (" + ida::ida_flag_name(flag) +
                    "): " + callbacks_.last_error);
}

void IdaSolver::Impl::check_linear(int flag, const char* call) {
  if (flag >= 0) return;
  throw SolverError(std::string(call) + " failed (" + ida::ida_linear_flag_name(flag) +
                    "): " + callbacks_.last_error);
}

void IdaSolver::Impl::set_up_ida() {
  const auto length = static_cast<std::int64_t>(size_);
  context_ = ida::make_context();
  y_ = ida::make_serial_vector(length, context_.get());
  yp_ = ida::make_serial_vector(length, context_.get());
  N_VConst(0.0, y_.get());
  N_VConst(0.0, yp_.get());

  memory_ = ida::make_ida_memory(context_.get());
  void* memory = memory_.get();
  // Before anything else, so that no SUNDIALS message reaches stderr.
  check(IDASetErrHandlerFn(memory, ida::error_handler_callback, &callbacks_), "IDASetErrHandlerFn");
  // The real initial values arrive with integrate(), which re-initialises.
  check(IDAInit(memory, ida::residual_callback, options_.t_start, y_.get(), yp_.get()), "IDAInit");
  check(IDASetUserData(memory, &callbacks_), "IDASetUserData");

  if (options_.atol_per_component.empty()) {
    check(IDASStolerances(memory, options_.rtol, options_.atol), "IDASStolerances");
  } else {
    VectorHandle atol = ida::make_serial_vector(length, context_.get());
    std::ranges::copy(options_.atol_per_component, ida::vector_span(atol.get()).begin());
    check(IDASVtolerances(memory, options_.rtol, atol.get()), "IDASVtolerances");
  }

  // The id vector tells IDACalcIC which components are algebraic; IDA copies it.
  VectorHandle id = ida::make_serial_vector(length, context_.get());
  std::ranges::transform(dae_.differential(), ida::vector_span(id.get()).begin(),
                         [](char differential) { return differential != 0 ? 1.0 : 0.0; });
  check(IDASetId(memory, id.get()), "IDASetId");
  // Algebraic variables stay in the error test unless asked otherwise: for the
  // index-1 systems we hand IDA their accuracy matters like that of the states.
  check(IDASetSuppressAlg(memory, options_.suppress_algebraic_error_test ? SUNTRUE : SUNFALSE),
        "IDASetSuppressAlg");
  if (options_.events && options_.events->num_zero_crossings() > 0) {
    check(IDARootInit(memory, options_.events->num_zero_crossings(), ida::root_callback),
          "IDARootInit");
  }
  if (options_.max_step > 0.0) check(IDASetMaxStep(memory, options_.max_step), "IDASetMaxStep");
  check(IDASetMinStep(memory, effective_min_step(options_)), "IDASetMinStep");
  if (options_.initial_step > 0.0) {
    check(IDASetInitStep(memory, options_.initial_step), "IDASetInitStep");
  }

  const SparsityPattern& pattern = dae_.jacobian_pattern();
  if (klu_) {
    matrix_ = ida::make_sparse_matrix(length, pattern.nonzeros(), context_.get());
    ida::skip_zeroing_before_sparse_jacobian(matrix_.get());
    linear_solver_ = ida::make_klu_solver(y_.get(), matrix_.get(), context_.get());
  } else {
    matrix_ = ida::make_dense_matrix(length, context_.get());
    linear_solver_ = ida::make_dense_solver(y_.get(), matrix_.get(), context_.get());
    callbacks_.dense_values.assign(static_cast<std::size_t>(pattern.nonzeros()), 0.0);
  }
  check_linear(IDASetLinearSolver(memory, linear_solver_.get(), matrix_.get()),
               "IDASetLinearSolver");
  check_linear(
      IDASetJacFn(memory, klu_ ? ida::sparse_jacobian_callback : ida::dense_jacobian_callback),
      "IDASetJacFn");
}

SolverStatistics IdaSolver::Impl::integrate(std::span<double> y, std::span<double> yp,
                                            OutputSink& sink) {
  if (y.size() != static_cast<std::size_t>(size_) || yp.size() != y.size()) {
    throw InternalError("IdaSolver::integrate: y and yp need " + std::to_string(size_) +
                        " entries, got " + std::to_string(y.size()) + " and " +
                        std::to_string(yp.size()));
  }
  statistics_ = SolverStatistics{};
  event_timer_ = EventTimer{};
  statistics_.linear_solver = klu_ ? "klu" : "dense";
  cpu_start_ = thread_cpu_seconds();
  wall_start_ = wall_seconds();
  user_y_ = y;
  user_yp_ = yp;
  segment_open_ = false;
  callbacks_.pending = nullptr;
  callbacks_.non_finite = {};

  const OutputSchedule schedule(options_.t_start, options_.t_stop, options_.output_interval,
                                options_.breakpoints);
  if (size_ == 0) {
    integrate_without_unknowns(schedule, sink);
  } else {
    std::ranges::copy(y, ida::vector_span(y_.get()).begin());
    std::ranges::copy(yp, ida::vector_span(yp_.get()).begin());
    integrate_segments(schedule, sink);
  }
  finish_run();
  return statistics_;
}

void IdaSolver::Impl::integrate_segments(const OutputSchedule& schedule, OutputSink& sink) {
  double t = schedule.t_start();
  restart(t);
  if (options_.compute_consistent_ic) {
    const double stop = schedule.next_stop(t);
    // IDACalcIC needs a direction and scale; with an empty interval any will do.
    const double towards =
        stop > t ? schedule.next_output(t, stop).value_or(stop) : t + std::max(1.0, std::abs(t));
    make_consistent(t, towards);
  }
  record(t, sink);

  EventHandler* events = options_.events;
  while (t < schedule.t_stop()) {
    const auto [stop, time_event] =
        next_stop(events, t, schedule.next_stop(t), schedule.tolerance());
    // IDA never steps past the stop time, so inputs jumping there are not smeared.
    check(IDASetStopTime(memory_.get(), stop), "IDASetStopTime");
    double reached = t;
    bool root = false;
    std::vector<int> info(events ? static_cast<std::size_t>(events->num_zero_crossings()) : 0, 0);
    // Before a point is written: has the consistent solution there crossed
    // where the interpolant has not? Then the event comes first.
    auto crossed_at = [&](double at) {
      if (info.empty() || !events->crossed_on_consistent(at, ida::vector_span(y_.get()),
                                                         ida::vector_span(yp_.get()), info))
        return false;
      reached = at;
      return true;
    };
    if (schedule.has_grid()) {
      while (true) {
        const std::optional<double> next = schedule.next_output(t, stop);
        const double target = next.value_or(stop);
        if (advance(target, IDA_NORMAL, reached) == IDA_ROOT_RETURN) {
          check(IDAGetRootInfo(memory_.get(), info.data()), "IDAGetRootInfo");
          root = true;
          break;
        }
        if (crossed_at(target)) {
          root = true;
          break;
        }
        t = target;  // IDA interpolates to exactly t_out in normal mode
        if (!next) break;
        record(t, sink);
      }
    } else {
      while (true) {
        const int flag = advance(stop, IDA_ONE_STEP, reached);
        if (flag == IDA_ROOT_RETURN) {
          check(IDAGetRootInfo(memory_.get(), info.data()), "IDAGetRootInfo");
          root = true;
          break;
        }
        if (flag == IDA_TSTOP_RETURN || reached >= stop) {
          root = crossed_at(std::min(reached, stop));
          break;
        }
        if (crossed_at(reached)) {
          root = true;
          break;
        }
        record(reached, sink);
      }
    }
    if (root) {
      // A state event: left limit, event iteration, restart, right limit.
      const std::optional<double> event_time = confirm_root(reached, info);
      if (!event_time) {
        // The interpolant crossed, the consistent solution does not: no event.
        ++statistics_.rejected_roots;
        t = reached;
        continue;
      }
      t = *event_time;
      record(t, sink);
      handle_event(t, info, schedule);
      ++statistics_.state_events;
      sink.record_consistent(t, ida::vector_span(y_.get()), ida::vector_span(yp_.get()));
      if (events->terminated()) break;
      continue;
    }
    t = stop;
    // The final value, or the left limit at a breakpoint or time event. IDA
    // ended its step here, but its Newton iteration meets the residual only to
    // its tolerance (1e-8 against the recorder's 1e-12, which tests of
    // equation residuals on every row read): corrected like any output point.
    record(t, sink);
    if (time_event) {
      if (schedule.is_breakpoint(stop) && options_.on_breakpoint)
        options_.on_breakpoint(t, ida::vector_span(y_.get()), ida::vector_span(yp_.get()));
      handle_event(t, {}, schedule);
      ++statistics_.time_events;
      sink.record_consistent(t, ida::vector_span(y_.get()), ida::vector_span(yp_.get()));
      if (events->terminated()) break;
      continue;
    }
    if (!schedule.is_breakpoint(stop)) break;
    restart_after_breakpoint(t, schedule, sink);
  }
  // A crossing a hair after the stop time belongs to it (EventHandler::crossings_at_end).
  if (events && !events->terminated() && events->num_zero_crossings() > 0) {
    std::vector<int> info(static_cast<std::size_t>(events->num_zero_crossings()), 0);
    if (events->crossings_at_end(t, ida::vector_span(y_.get()), ida::vector_span(yp_.get()),
                                 LeftLimit::approximate, info)) {
      handle_event(t, info, schedule);
      ++statistics_.state_events;
      sink.record_consistent(t, ida::vector_span(y_.get()), ida::vector_span(yp_.get()));
    }
  }
}

std::optional<double> IdaSolver::Impl::confirm_root(double t_root, std::span<const int> roots) {
  double t_limit = t_root, h_last = 0.0;
  check(IDAGetCurrentTime(memory_.get(), &t_limit), "IDAGetCurrentTime");
  check(IDAGetLastStep(memory_.get(), &h_last), "IDAGetLastStep");
  // Not before the last point written, which was in the old mode.
  const double t_begin = std::max({t_limit - h_last, segment_start_, last_recorded_});
  if (!probe_y_) {
    probe_y_ = ida::make_serial_vector(size_, context_.get());
    probe_yp_ = ida::make_serial_vector(size_, context_.get());
  }
  auto solution_at = [&](double t, std::span<double> y, std::span<double> yp) {
    check(IDAGetDky(memory_.get(), t, 0, probe_y_.get()), "IDAGetDky");
    check(IDAGetDky(memory_.get(), t, 1, probe_yp_.get()), "IDAGetDky");
    std::ranges::copy(ida::vector_span(probe_y_.get()), y.begin());
    std::ranges::copy(ida::vector_span(probe_yp_.get()), yp.begin());
  };
  std::optional<double> t_event;
  try {
    t_event = options_.events->confirm_root(t_root, t_begin, t_limit, roots, solution_at);
  } catch (...) {
    finish_run();
    throw;
  }
  if (t_event && *t_event != t_root) {
    // The event happens elsewhere in the last step: take the solution there.
    solution_at(*t_event, ida::vector_span(y_.get()), ida::vector_span(yp_.get()));
  }
  return t_event;
}

void IdaSolver::Impl::handle_event(double t, std::span<const int> roots,
                                   const OutputSchedule& schedule) {
  event_timer_.begin();
  bool warm = false;
  try {
    options_.events->handle_event(t, ida::vector_span(y_.get()), ida::vector_span(yp_.get()), roots,
                                  LeftLimit::approximate);
    warm = warm_restart(t, schedule);
  } catch (...) {
    finish_run();
    throw;
  }
  if (warm) {
    ++statistics_.warm_restarts;
  } else {
    restart(t);
    ++statistics_.restarts;
  }
  event_timer_.end();
  statistics_.event_cpu_time = event_timer_.total();
}

bool IdaSolver::Impl::warm_restart(double t, const OutputSchedule& schedule) {
  // The states went on continuously and only derivatives, algebraic variables
  // and discrete values jumped: IDA goes on from t with its step size and a
  // history rebuilt from the solution after the event (solvers/ida/ida_history).
  EventHandler* events = options_.events;
  if (options_.event_restart != EventRestart::warm || !ida::history_access_available() ||
      !segment_open_ || events->terminated())
    return false;
  void* memory = memory_.get();
  const double t_internal = ida::internal_time(memory);
  const long steps = steps_in_segment();
  // The event lies in IDA's last step (a root) or at its end (a stop time).
  if (steps == 0 || t > t_internal || t < t_internal - ida::last_step(memory) ||
      t <= segment_start_)
    return false;
  const EventEffect effect = events->last_event_effect();
  if (effect.states_reinitialised) return false;
  // The step IDA was taking before the event: its next step, its last one, or
  // the mean over the segment (the last step may have been cut to hit the event).
  double h = std::max(ida::next_step(memory), ida::last_step(memory));
  if (steps > segment_first_step_)
    h = std::max(h, (t - segment_start_) / static_cast<double>(steps - segment_first_step_));
  // A segment shorter than the step of the last warm restart (PWM edges of
  // different phases a few microseconds apart) ended IDA's steps at the next
  // stop: its step estimate then describes the cut step, not the solution.
  // Without a failed step in the segment, the step of the last warm restart
  // still holds.
  const long failures = failures_in_run();
  if (failures == segment_failures_ && t - segment_start_ < restart_step_)
    h = std::max(h, restart_step_);
  if (options_.max_step > 0.0) h = std::min(h, options_.max_step);
  const double h_undivided = h;
  // Steps of equal size to the next stop rather than a short last one.
  const double stop = next_stop(events, t, schedule.next_stop(t), schedule.tolerance()).time;
  if (stop > t) {
    const double pieces = std::ceil((stop - t) / h * (1.0 - 1e-9));
    h = (stop - t) / std::max(pieces, 1.0);
  }
  if (!(h > effective_min_step(options_))) return false;
  const std::span<const double> y = ida::vector_span(y_.get());
  const std::span<const double> yp = ida::vector_span(yp_.get());
  rates_.resize(static_cast<std::size_t>(size_));
  if (!events->solution_rates(t, h, y, yp, rates_)) return false;
  // The event may start a fast transient the old step size does not resolve
  // (a first-order lag whose input steps): the step is bounded by the local
  // error of the order-2 start (RestartError), so that the first step passes
  // IDA's error test: an order-2 history laid out over steps far longer than
  // the solution's time scale would mislead the retries of a failed step.
  const double norm =
      restart_error_.norm(memory, context_.get(), t, h, yp, rates_, dae_.differential());
  double nominal = h_undivided;
  // The estimate itself, without a margin: a margin of 4 cost the averaged
  // seed-000 twin 8 % more steps and 38 % more Jacobians; without it the
  // switched twin fails the error test after 1 % of its restarts instead of
  // 0.07 %, and still runs 8 % faster (bench/README.md).
  if (norm > 1.0) {
    // The largest step that passes, in equal pieces to the stop.
    h = ida::RestartError::passing_step(h, norm);
    nominal = std::min(nominal, h);
    if (stop > t) h = (stop - t) / std::ceil((stop - t) / h * (1.0 - 1e-9));
    if (!(h > effective_min_step(options_))) return false;
    if (!events->solution_rates(t, h, y, yp, rates_)) return false;
  }
  crossings_.resize(static_cast<std::size_t>(events->num_zero_crossings()));
  if (!crossings_.empty()) events->zero_crossings(t, y.data(), yp.data(), crossings_.data());
  if (!ida::rebuild_history(memory, t, h, y, yp, rates_, dae_.differential(), crossings_))
    return false;
  if (effect.jacobian_changed) {
    // A new mode: a new Jacobian before the next step, and with KLU a new
    // factorisation with pivoting (its refactorisation keeps the pivot order
    // of the first matrix, which a switched friction or diode can make
    // singular: Newton then failed down to the minimum step on RobotR3). The
    // sparsity pattern is the same in every mode: KLU's analysis stays.
    ida::request_linear_solver_setup(memory);
    callbacks_.reuse_partials_once = true;
    if (klu_) ida::request_pivoting(linear_solver_.get(), effect.jacobian_mode);
  }
  segment_start_ = t;
  segment_first_step_ = steps;
  segment_failures_ = failures;
  restart_step_ = nominal;
  return true;
}

long IdaSolver::Impl::failures_in_run() {
  long error_test_failures = 0, convergence_failures = 0;
  check(IDAGetNumErrTestFails(memory_.get(), &error_test_failures), "IDAGetNumErrTestFails");
  check(IDAGetNumNonlinSolvConvFails(memory_.get(), &convergence_failures),
        "IDAGetNumNonlinSolvConvFails");
  return error_test_failures + convergence_failures;
}

void IdaSolver::Impl::integrate_without_unknowns(const OutputSchedule& schedule, OutputSink& sink) {
  double t = schedule.t_start();
  sink.record(t, {}, {});
  EventHandler* events = options_.events;
  while (t < schedule.t_stop()) {
    const auto [stop, time_event] =
        next_stop(events, t, schedule.next_stop(t), schedule.tolerance());
    while (const std::optional<double> next = schedule.next_output(t, stop)) {
      t = *next;
      sink.record(t, {}, {});
    }
    t = stop;
    sink.record(t, {}, {});
    if (time_event) {
      events->handle_event(t, {}, {}, {}, LeftLimit::approximate);
      ++statistics_.time_events;
      sink.record(t, {}, {});
      if (events->terminated()) break;
      continue;
    }
    if (!schedule.is_breakpoint(stop)) break;
    if (options_.on_breakpoint) options_.on_breakpoint(t, {}, {});
    ++statistics_.restarts;
    sink.record(t, {}, {});
  }
}

void IdaSolver::Impl::restart(double t) {
  collect_counters();  // IDAReInit zeroes IDA's counters
  check(IDAReInit(memory_.get(), t, y_.get(), yp_.get()), "IDAReInit");
  segment_open_ = true;
  segment_start_ = t;
  segment_first_step_ = 0;
  segment_failures_ = 0;
  restart_step_ = 0.0;  // a cold start chooses its own step
}

void IdaSolver::Impl::restart_after_breakpoint(double t, const OutputSchedule& schedule,
                                               OutputSink& sink) {
  if (options_.on_breakpoint) {
    options_.on_breakpoint(t, ida::vector_span(y_.get()), ida::vector_span(yp_.get()));
  }
  restart(t);
  ++statistics_.restarts;
  const double stop = schedule.next_stop(t);
  // Inputs jumped: algebraic variables and derivatives must follow before the
  // first step, otherwise IDA starts from an inconsistent point.
  make_consistent(t, schedule.next_output(t, stop).value_or(stop));
  record(t, sink);
}

void IdaSolver::Impl::make_consistent(double t, double t_towards) {
  callbacks_.reset_message();
  const int flag = IDACalcIC(memory_.get(), IDA_YA_YDP_INIT, t_towards);
  if (flag < 0) {
    finish_run();
    if (callbacks_.pending) std::rethrow_exception(std::exchange(callbacks_.pending, nullptr));
    std::ostringstream message;
    message << "IDACalcIC could not make algebraic variables and derivatives consistent at t = "
            << format_number(t) << " (" << ida::ida_flag_name(flag) << ")";
    if (!callbacks_.last_error.empty()) message << ": " << callbacks_.last_error;
    message << describe_non_finite();
    throw InitializationError(message.str());
  }
  check(IDAGetConsistentIC(memory_.get(), y_.get(), yp_.get()), "IDAGetConsistentIC");
}

int IdaSolver::Impl::advance(double t_out, int task, double& t_reached) {
  // IDA's own limit counts the steps of one call, i.e. between two output
  // points (or an output point and an event): SUNDIALS' mxstep semantics,
  // so a long run needs no larger limit than a short one.
  check(IDASetMaxNumSteps(memory_.get(), options_.max_steps), "IDASetMaxNumSteps");
  advance_from_ = t_reached;
  advance_to_ = t_out;
  callbacks_.reset_message();
  double t_returned = t_reached;
  const int flag = IDASolve(memory_.get(), t_out, &t_returned, y_.get(), yp_.get(), task);
  if (flag < 0) fail(flag, t_returned);
  // A model exception is fatal to IDA, but be safe if it ever reported success.
  if (callbacks_.pending) fail(IDA_RES_FAIL, t_returned);
  t_reached = t_returned;
  return flag;
}

void IdaSolver::Impl::record(double t, OutputSink& sink) {
  last_recorded_ = t;
  sink.record(t, ida::vector_span(y_.get()), ida::vector_span(yp_.get()));
}

long IdaSolver::Impl::steps_in_segment() {
  long steps = 0;
  check(IDAGetNumSteps(memory_.get(), &steps), "IDAGetNumSteps");
  return steps;
}

void IdaSolver::Impl::collect_counters() {
  if (!segment_open_) return;
  segment_open_ = false;
  void* memory = memory_.get();
  long steps = 0;
  long residuals = 0;
  long jacobians = 0;
  long setups = 0;
  long error_test_failures = 0;
  long iterations = 0;
  long convergence_failures = 0;
  check(IDAGetNumSteps(memory, &steps), "IDAGetNumSteps");
  check(IDAGetNumResEvals(memory, &residuals), "IDAGetNumResEvals");
  check_linear(IDAGetNumJacEvals(memory, &jacobians), "IDAGetNumJacEvals");
  check(IDAGetNumLinSolvSetups(memory, &setups), "IDAGetNumLinSolvSetups");
  check(IDAGetNumErrTestFails(memory, &error_test_failures), "IDAGetNumErrTestFails");
  check(IDAGetNumNonlinSolvIters(memory, &iterations), "IDAGetNumNonlinSolvIters");
  check(IDAGetNumNonlinSolvConvFails(memory, &convergence_failures),
        "IDAGetNumNonlinSolvConvFails");
  statistics_.steps += steps;
  statistics_.residual_evaluations += residuals;
  statistics_.jacobian_evaluations += jacobians;
  statistics_.linear_solver_setups += setups;
  statistics_.error_test_failures += error_test_failures;
  statistics_.nonlinear_iterations += iterations;
  statistics_.nonlinear_convergence_failures += convergence_failures;
  if (steps > 0) {
    int order = 0;
    double step = 0.0;
    check(IDAGetLastOrder(memory, &order), "IDAGetLastOrder");
    check(IDAGetLastStep(memory, &step), "IDAGetLastStep");
    statistics_.last_order = order;
    statistics_.last_step_size = step;
  }
}

void IdaSolver::Impl::finish_run() {
  if (size_ > 0) {
    collect_counters();
    // On failure this is the last state IDA reached, useful for diagnosis.
    std::ranges::copy(ida::vector_span(y_.get()), user_y_.begin());
    std::ranges::copy(ida::vector_span(yp_.get()), user_yp_.begin());
  }
  statistics_.cpu_time = thread_cpu_seconds() - cpu_start_;
  statistics_.wall_time = wall_seconds() - wall_start_;
}

void IdaSolver::Impl::fail(int flag, double t) {
  finish_run();
  if (callbacks_.pending) std::rethrow_exception(std::exchange(callbacks_.pending, nullptr));
  std::ostringstream message;
  message << "IDA failed at t = " << format_number(t) << " (" << ida::ida_flag_name(flag) << ")";
  if (!callbacks_.last_error.empty()) message << ": " << callbacks_.last_error;
  if (flag == IDA_TOO_MUCH_WORK) {
    message << "; max_steps = " << options_.max_steps
            << " internal steps from t = " << format_number(advance_from_)
            << " did not reach the next output or event time t = " << format_number(advance_to_)
            << ". Raise --max-steps (SimulationOptions::max_steps, counted between two outputs) "
               "if the model needs that many steps, or look for fast dynamics, chattering or a "
               "singularity near t = "
            << format_number(t);
  }
  if (is_step_failure(flag)) message << describe_largest_local_error();
  message << describe_non_finite();
  throw SolverError(message.str());
}

std::string IdaSolver::Impl::component_label(int index) const {
  std::string label(1, '\'');
  try {
    label += dae_.component_name(index);
  } catch (...) {
    // A failing name lookup must not hide the solver error being reported.
    label += '?';
  }
  label += "' (component " + std::to_string(index) + ")";
  return label;
}

std::string IdaSolver::Impl::describe_largest_local_error() {
  const auto length = static_cast<std::int64_t>(size_);
  VectorHandle errors = ida::make_serial_vector(length, context_.get());
  VectorHandle weights = ida::make_serial_vector(length, context_.get());
  if (IDAGetEstLocalErrors(memory_.get(), errors.get()) != IDA_SUCCESS ||
      IDAGetErrWeights(memory_.get(), weights.get()) != IDA_SUCCESS) {
    return {};  // only decoration of an error already being reported
  }
  const std::span<const double> error = ida::vector_span(errors.get());
  const std::span<const double> weight = ida::vector_span(weights.get());
  int worst = -1;
  double worst_value = 0.0;
  for (std::size_t i = 0; i < error.size(); ++i) {
    // A non-finite correction (overflow) outranks every finite one.
    const double weighted = std::isnan(error[i] * weight[i])
                                ? std::numeric_limits<double>::infinity()
                                : std::abs(error[i] * weight[i]);
    if (weighted > worst_value) {
      worst_value = weighted;
      worst = static_cast<int>(i);
    }
  }
  if (worst < 0) return {};
  const double value = ida::vector_span(y_.get())[static_cast<std::size_t>(worst)];
  return "; largest weighted local error in " + component_label(worst) +
         ", value = " + format_number(value);
}

std::string IdaSolver::Impl::describe_non_finite() const {
  const ida::NonFiniteReport& report = callbacks_.non_finite;
  if (report.count == 0) return {};
  std::string text = "; the ";
  text += report.in_jacobian ? std::string("Jacobian")
                             : "residual of equation " + std::to_string(report.equation);
  text += " was last not finite at t = " + format_number(report.t);
  if (report.variable >= 0)
    text += ", where " + component_label(report.variable) + " was not finite";
  text += " (" + std::to_string(report.count) + " time" + (report.count == 1 ? "" : "s") +
          " in this run)";
  return text;
}

IdaSolver::IdaSolver(DaeSystem& dae, IdaOptions options)
    : impl_(std::make_unique<Impl>(dae, std::move(options))) {}
IdaSolver::~IdaSolver() = default;
IdaSolver::IdaSolver(IdaSolver&&) noexcept = default;
IdaSolver& IdaSolver::operator=(IdaSolver&&) noexcept = default;

SolverStatistics IdaSolver::integrate(std::span<double> y, std::span<double> yp, OutputSink& sink) {
  return impl_->integrate(y, yp, sink);
}
const SolverStatistics& IdaSolver::statistics() const {
  return impl_->statistics();
}
const IdaOptions& IdaSolver::options() const {
  return impl_->options();
}

SolverStatistics integrate_with_ida(DaeSystem& dae, std::span<double> y, std::span<double> yp,
                                    const IdaOptions& options, OutputSink& sink) {
  return IdaSolver(dae, options).integrate(y, yp, sink);
}

}  // namespace acausal::solvers
