#include "solvers/explicit/ida_ode_stepper.hpp"

#include <ida/ida.h>
#include <ida/ida_ls.h>
#include <sunmatrix/sunmatrix_dense.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <exception>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "solvers/explicit/callback_guard.hpp"
#include "solvers/explicit/rhs_jacobian.hpp"
#include "solvers/explicit/step_by_step.hpp"
#include "solvers/ida/ida_history.hpp"
#include "solvers/ida/restart_error.hpp"
#include "solvers/ida/sundials_handles.hpp"

namespace acausal::solvers {
namespace {

using ida::ContextHandle;
using ida::IdaMemoryHandle;
using ida::LinearSolverHandle;
using ida::MatrixHandle;
using ida::VectorHandle;

// Every unknown is a state: F(t, x, x') = x' - f(t, x), Newton matrix
// dF/dx + c_j dF/dx' = c_j I - df/dx with df/dx by forward differences.
class IdaOdeStepper : public OdeStepper {
 public:
  IdaOdeStepper(const OdeProblem& problem, const OdeStepperOptions& options)
      : problem_(problem),
        options_(options),
        context_(ida::make_context()),
        jacobian_(static_cast<std::size_t>(problem.size)),
        steps_(integrator(), problem, options.max_steps) {
    x_ = ida::make_serial_vector(problem.size, context_.get());
    xp_ = ida::make_serial_vector(problem.size, context_.get());
    dky_ = ida::make_serial_vector(problem.size, context_.get());
    atol_ = ida::make_serial_vector(
        std::span<const double>(options.atol).first(static_cast<std::size_t>(problem.size)),
        context_.get());
    const auto n = static_cast<std::size_t>(problem.size);
    f_.resize(n);
    work_.resize(n);
    rates_.resize(n);
    all_states_.assign(n, 1);
  }

  using OdeStepper::reset;
  void reset(double t, std::span<const double> x, Restart restart) override {
    std::ranges::copy(x, ida::vector_span(x_.get()).begin());
    // A consistent start needs no IDACalcIC: x' = f(t, x).
    problem_.rhs(t, ida::vector_span(x_.get()).data(), ida::vector_span(xp_.get()).data());
    steps_.reset(t, x);
    if (!memory_) {
      create(t);
      return;
    }
    jacobian_.reuse_next(restart.keep_jacobian);
    if (restart.keep_step && warm_restart(t, restart)) return;
    // Else IDA restarts at order 1; from a step near its last one (its own
    // estimate is made for an initial time and often far smaller), and,
    // without a mode switch, with the Jacobian it already has.
    double h_last = 0.0;
    if (restart.keep_step) IDAGetLastStep(memory_.get(), &h_last);
    collect();  // ReInit zeroes the integrator's counters
    check(IDAReInit(memory_.get(), t, x_.get(), xp_.get()), "IDAReInit", t);
    check(IDASetInitStep(memory_.get(), restart.keep_step ? 0.25 * h_last : 0.0), "IDASetInitStep",
          t);
  }

  Result advance(double t_out, double stop, std::span<double> x, double& reached) override {
    check(IDASetStopTime(memory_.get(), stop), "IDASetStopTime", t_out);
    return steps_.advance(t_out, stop, x, reached);
  }

  std::vector<int> root_directions() override {
    if (!steps_.own_directions().empty()) return steps_.own_directions();
    std::vector<int> info(static_cast<std::size_t>(problem_.num_roots), 0);
    check(IDAGetRootInfo(memory_.get(), info.data()), "IDAGetRootInfo", 0.0);
    return info;
  }

  OdeCounters counters() override {
    OdeCounters c = collected_;
    c += current();
    c.rhs_evaluations += jacobian_.rhs_evaluations();
    c.jacobian_evaluations -= jacobian_.reused();  // IDA counts the reused ones as well
    return c;
  }

 private:
  StepByStep::Integrator integrator() {
    StepByStep::Integrator i;
    i.step = [this](double stop, double& t) {
      const int flag = IDASolve(memory_.get(), stop, &t, x_.get(), xp_.get(), IDA_ONE_STEP);
      if (pending_) std::rethrow_exception(std::exchange(pending_, nullptr));
      if (flag < 0) check(flag, "IDASolve", t);
      return flag == IDA_ROOT_RETURN;
    };
    i.current_time = [this] {
      double t = 0.0;
      IDAGetCurrentTime(memory_.get(), &t);
      return t;
    };
    i.last_step = [this] {
      double h = 0.0;
      IDAGetLastStep(memory_.get(), &h);
      return h;
    };
    i.interpolate = [this](double t, std::span<double> x) {
      check(IDAGetDky(memory_.get(), t, 0, dky_.get()), "IDAGetDky", t);
      std::ranges::copy(ida::vector_span(dky_.get()), x.begin());
    };
    i.solution = [this](std::span<double> x) {
      std::ranges::copy(ida::vector_span(x_.get()), x.begin());
    };
    i.too_much_work = [this](double t_out, double reached) {
      throw too_much_work_error("ida-ode", options_.max_steps, t_out, reached);
    };
    return i;
  }

  // After an event that left the states continuous (a sample, a mode
  // switch), IDA goes on with its step: its history is rebuilt at order 2
  // from the Taylor polynomial through (t, x, x', x''), as IDA on the DAE
  // does (docs/events.md), with the step bounded by the local error of the
  // order-2 start. False (nothing changed) where that cannot be done.
  bool warm_restart(double t, Restart restart) {
    void* memory = memory_.get();
    if (!ida::history_access_available()) return false;
    const double t_internal = ida::internal_time(memory);
    if (t > t_internal || t < t_internal - ida::last_step(memory)) return false;
    double h = std::max(ida::next_step(memory), ida::last_step(memory));
    if (options_.max_step > 0.0) h = std::min(h, options_.max_step);
    if (!solution_rates(t, h)) return false;
    const std::span<const double> x = ida::vector_span(x_.get());
    const std::span<const double> xp = ida::vector_span(xp_.get());
    const double norm = restart_error_.norm(memory, context_.get(), t, h, xp, rates_, all_states_);
    if (norm > 1.0) {
      h = ida::RestartError::passing_step(h, norm);
      // A step at the rounding level of t: restart instead.
      if (!(h > 1e-14 * (1.0 + std::abs(t))) || !solution_rates(t, h)) return false;
    }
    crossings_.resize(static_cast<std::size_t>(problem_.num_roots));
    if (!crossings_.empty()) problem_.roots(t, x.data(), crossings_.data());
    if (!ida::rebuild_history(memory, t, h, x, xp, rates_, all_states_, crossings_)) return false;
    if (!restart.keep_jacobian) ida::request_linear_solver_setup(memory);
    return true;
  }

  // x'' = d/dt f(t, x(t)) by a forward difference along the solution over a
  // thousandth of the step (after the event: the new mode's side).
  bool solution_rates(double t, double h) {
    if (!(h > 0.0)) return false;
    const double eps = 1e-3 * h;
    const std::span<const double> x = ida::vector_span(x_.get());
    const std::span<const double> xp = ida::vector_span(xp_.get());
    for (std::size_t i = 0; i < x.size(); ++i) work_[i] = x[i] + eps * xp[i];
    problem_.rhs(t + eps, work_.data(), rates_.data());
    for (std::size_t i = 0; i < x.size(); ++i) {
      rates_[i] = (rates_[i] - xp[i]) / eps;
      if (!std::isfinite(rates_[i])) return false;
    }
    return true;
  }

  void create(double t) {
    memory_ = ida::make_ida_memory(context_.get());
    void* memory = memory_.get();
    check(IDAInit(memory, residual_callback, t, x_.get(), xp_.get()), "IDAInit", t);
    check(IDASetUserData(memory, this), "IDASetUserData", t);
    check(IDASVtolerances(memory, options_.rtol, atol_.get()), "IDASVtolerances", t);
    check(IDASetMaxNumSteps(memory, options_.max_steps), "IDASetMaxNumSteps", t);
    if (options_.max_step > 0.0)
      check(IDASetMaxStep(memory, options_.max_step), "IDASetMaxStep", t);
    matrix_ = ida::make_dense_matrix(problem_.size, context_.get());
    linear_solver_ = ida::make_dense_solver(x_.get(), matrix_.get(), context_.get());
    check(IDASetLinearSolver(memory, linear_solver_.get(), matrix_.get()), "IDASetLinearSolver", t);
    check(IDASetJacFn(memory, jacobian_callback), "IDASetJacFn", t);
    if (problem_.num_roots > 0)
      check(IDARootInit(memory, problem_.num_roots, root_callback), "IDARootInit", t);
  }

  OdeCounters current() {
    OdeCounters c;
    if (!memory_) return c;
    void* memory = memory_.get();
    IDAGetNumSteps(memory, &c.steps);
    IDAGetNumResEvals(memory, &c.rhs_evaluations);
    IDAGetNumJacEvals(memory, &c.jacobian_evaluations);
    IDAGetNumErrTestFails(memory, &c.error_test_failures);
    IDAGetNumNonlinSolvConvFails(memory, &c.nonlinear_convergence_failures);
    return c;
  }

  void collect() { collected_ += current(); }

  void check(int flag, const char* call, double t) const {
    if (flag >= 0) return;
    char* raw = IDAGetReturnFlagName(flag);  // malloc'ed by SUNDIALS
    const std::string name = raw != nullptr ? raw : std::to_string(flag);
    std::free(raw);
    throw SolverError(
        fmt::format("ida-ode ({}) failed at t = {:.10g}: {}. Try a smaller tolerance or step, or "
                    "IDA on the whole DAE (--solver ida).",
                    call, t, name));
  }

  static int residual_callback(double t, N_Vector x, N_Vector xp, N_Vector r, void* data) noexcept {
    auto* self = static_cast<IdaOdeStepper*>(data);
    return guarded(self->pending_, [&] {
      const std::span<double> residual = ida::vector_span(r), rate = ida::vector_span(xp);
      self->problem_.rhs(t, ida::vector_span(x).data(), residual.data());
      for (std::size_t i = 0; i < residual.size(); ++i) residual[i] = rate[i] - residual[i];
    });
  }

  static int jacobian_callback(double t, double cj, N_Vector x, N_Vector xp, N_Vector r,
                               SUNMatrix matrix, void* data, N_Vector, N_Vector,
                               N_Vector) noexcept {
    auto* self = static_cast<IdaOdeStepper*>(data);
    return guarded(self->pending_, [&] {
      const auto n = static_cast<std::size_t>(self->problem_.size);
      const std::span<const double> residual = ida::vector_span(r), rate = ida::vector_span(xp);
      for (std::size_t i = 0; i < n; ++i) self->f_[i] = rate[i] - residual[i];
      const std::vector<double>& dfdx = self->jacobian_.at(
          self->problem_, t, ida::vector_span(x), self->f_, self->work_, self->options_.nominal);
      double* out = SUNDenseMatrix_Data(matrix);
      for (std::size_t k = 0; k < n * n; ++k) out[k] = -dfdx[k];
      for (std::size_t j = 0; j < n; ++j) out[j * n + j] += cj;
    });
  }

  static int root_callback(double t, N_Vector x, N_Vector, double* g, void* data) noexcept {
    auto* self = static_cast<IdaOdeStepper*>(data);
    return guarded(self->pending_, [&] { self->problem_.roots(t, ida::vector_span(x).data(), g); });
  }

  const OdeProblem& problem_;
  OdeStepperOptions options_;
  ContextHandle context_;
  VectorHandle x_, xp_, dky_, atol_;
  MatrixHandle matrix_;
  LinearSolverHandle linear_solver_;
  IdaMemoryHandle memory_;  // freed before the solver and the context (declared after them)
  OdeCounters collected_;
  std::vector<double> f_, work_;
  // Warm restarts: x'', every unknown a state, the crossing functions at t.
  std::vector<double> rates_, crossings_;
  std::vector<char> all_states_;
  ida::RestartError restart_error_;
  RhsJacobian jacobian_;
  std::exception_ptr pending_;
  StepByStep steps_;
};

}  // namespace

std::unique_ptr<OdeStepper> make_ida_ode_stepper(const OdeProblem& problem,
                                                 const OdeStepperOptions& options) {
  return std::make_unique<IdaOdeStepper>(problem, options);
}

}  // namespace acausal::solvers
