// CVODE (BDF / Adams) and ARKODE ERKStep (Dormand-Prince 5(4)) behind OdeStepper.
#include <arkode/arkode_erkstep.h>
#include <cvode/cvode.h>
#include <cvode/cvode_ls.h>
#include <sunlinsol/sunlinsol_dense.h>
#include <sunmatrix/sunmatrix_dense.h>
#include <sunnonlinsol/sunnonlinsol_fixedpoint.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <exception>
#include <limits>
#include <string>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "solvers/explicit/callback_guard.hpp"
#include "solvers/explicit/rhs_jacobian.hpp"
#include "solvers/explicit/step_by_step.hpp"
#include "solvers/explicit/sundials_stepper.hpp"
#include "solvers/ida/sundials_handles.hpp"

namespace acausal::solvers {
namespace {

using ida::ContextHandle;
using ida::LinearSolverHandle;
using ida::MatrixHandle;
using ida::VectorHandle;

class SundialsStepper : public OdeStepper {
 public:
  SundialsStepper(const OdeProblem& problem, const OdeStepperOptions& options)
      : problem_(problem),
        options_(options),
        context_(ida::make_context()),
        jacobian_(static_cast<std::size_t>(problem.size)),
        steps_(integrator(), problem, options.max_steps) {
    x_ = ida::make_serial_vector(problem.size, context_.get());
    dky_ = ida::make_serial_vector(problem.size, context_.get());
    atol_ = ida::make_serial_vector(
        std::span<const double>(options.atol).first(static_cast<std::size_t>(problem.size)),
        context_.get());
  }
  ~SundialsStepper() override {
    if (memory_ == nullptr) return;
    if (cvode()) {
      CVodeFree(&memory_);
    } else {
      ERKStepFree(&memory_);
    }
    if (nonlinear_solver_ != nullptr) SUNNonlinSolFree(nonlinear_solver_);
  }
  SundialsStepper(const SundialsStepper&) = delete;
  SundialsStepper& operator=(const SundialsStepper&) = delete;

  using OdeStepper::reset;
  void reset(double t, std::span<const double> x, Restart restart) override {
    std::ranges::copy(x, ida::vector_span(x_.get()).begin());
    if (cvode()) steps_.reset(t, x);
    if (memory_ == nullptr) {
      create(t);
      return;
    }
    if (!cvode()) {
      if (restart.keep_step) {
        // A one-step method has no history: ERKStepReset keeps the step size
        // (and the counters), the next step starts from the new point.
        check(ERKStepReset(memory_, t, x_.get()), "ERKStepReset", t);
      } else {
        collect();  // ReInit zeroes the integrator's counters
        check(ERKStepReInit(memory_, rhs_callback, t, x_.get()), "ERKStepReInit", t);
      }
      return;
    }
    // CVODE's Nordsieck history cannot be rebuilt through its interface: it
    // restarts at order 1, but from a step near its last one (its own
    // estimate is made for the initial time and is often far smaller) and,
    // without a mode switch, with the Jacobian it already has.
    double h_last = 0.0;
    if (restart.keep_step) CVodeGetLastStep(memory_, &h_last);
    collect();  // ReInit zeroes the integrator's counters
    check(CVodeReInit(memory_, t, x_.get()), "CVodeReInit", t);
    check(CVodeSetInitStep(memory_, restart.keep_step ? 0.25 * h_last : 0.0), "CVodeSetInitStep",
          t);
    jacobian_.reuse_next(restart.keep_jacobian);
  }

  Result advance(double t_out, double stop, std::span<double> x, double& reached) override {
    if (cvode()) {
      check(CVodeSetStopTime(memory_, stop), "CVodeSetStopTime", t_out);
      return steps_.advance(t_out, stop, x, reached);
    }
    check(ERKStepSetStopTime(memory_, stop), "ERKStepSetStopTime", t_out);
    const int flag = ERKStepEvolve(memory_, t_out, x_.get(), &reached, ARK_NORMAL);
    if (pending_) std::rethrow_exception(std::exchange(pending_, nullptr));
    if (flag == ARK_TOO_MUCH_WORK) too_much_work(t_out, stop, reached);
    if (flag < 0) check(flag, "ERKStepEvolve", reached);
    std::ranges::copy(ida::vector_span(x_.get()), x.begin());
    return flag == ARK_ROOT_RETURN ? Result::root : Result::reached;
  }

  std::vector<int> root_directions() override {
    if (!steps_.own_directions().empty()) return steps_.own_directions();
    std::vector<int> info(static_cast<std::size_t>(problem_.num_roots), 0);
    check(
        cvode() ? CVodeGetRootInfo(memory_, info.data()) : ERKStepGetRootInfo(memory_, info.data()),
        "GetRootInfo", 0.0);
    return info;
  }

  OdeCounters counters() override {
    OdeCounters c = collected_;
    c += current();
    c.rhs_evaluations += jacobian_.rhs_evaluations();
    c.jacobian_evaluations -= jacobian_.reused();  // CVODE counts the reused ones as well
    return c;
  }

 private:
  [[noreturn]] void too_much_work(double t_out, double stop, double reached) const {
    throw too_much_work_error(method_name(options_.method), options_.max_steps,
                              std::min(t_out, stop), reached);
  }

  // CVODE one step at a time (step_by_step.hpp).
  StepByStep::Integrator integrator() {
    StepByStep::Integrator i;
    i.step = [this](double stop, double& t) {
      const int flag = CVode(memory_, stop, x_.get(), &t, CV_ONE_STEP);
      if (pending_) std::rethrow_exception(std::exchange(pending_, nullptr));
      if (flag < 0) check(flag, "CVode", t);
      return flag == CV_ROOT_RETURN;
    };
    i.current_time = [this] {
      double t = 0.0;
      CVodeGetCurrentTime(memory_, &t);
      return t;
    };
    i.last_step = [this] {
      double h = 0.0;
      CVodeGetLastStep(memory_, &h);
      return h;
    };
    i.interpolate = [this](double t, std::span<double> x) {
      check(CVodeGetDky(memory_, t, 0, dky_.get()), "CVodeGetDky", t);
      std::ranges::copy(ida::vector_span(dky_.get()), x.begin());
    };
    i.solution = [this](std::span<double> x) {
      std::ranges::copy(ida::vector_span(x_.get()), x.begin());
    };
    i.too_much_work = [this](double t_out, double reached) {
      too_much_work(t_out, t_out, reached);
    };
    return i;
  }

  bool cvode() const {
    return options_.method != OdeMethod::erk45 && options_.method != OdeMethod::erk78;
  }

  void create(double t) {
    if (cvode()) {
      const bool bdf = options_.method == OdeMethod::cvode_bdf;
      memory_ = CVodeCreate(bdf ? CV_BDF : CV_ADAMS, context_.get());
      if (memory_ == nullptr) throw SolverError("CVodeCreate failed");
      check(CVodeInit(memory_, rhs_callback, t, x_.get()), "CVodeInit", t);
      check(CVodeSetUserData(memory_, this), "CVodeSetUserData", t);
      check(CVodeSVtolerances(memory_, options_.rtol, atol_.get()), "CVodeSVtolerances", t);
      check(CVodeSetMaxNumSteps(memory_, options_.max_steps), "CVodeSetMaxNumSteps", t);
      if (options_.max_step > 0.0)
        check(CVodeSetMaxStep(memory_, options_.max_step), "CVodeSetMaxStep", t);
      if (bdf) {
        // Newton with a dense Jacobian from difference quotients (our own, below).
        matrix_ = ida::make_dense_matrix(problem_.size, context_.get());
        linear_solver_ = ida::make_dense_solver(x_.get(), matrix_.get(), context_.get());
        check(CVodeSetLinearSolver(memory_, linear_solver_.get(), matrix_.get()),
              "CVodeSetLinearSolver", t);
        check(CVodeSetJacFn(memory_, jacobian_callback), "CVodeSetJacFn", t);
      } else {
        nonlinear_solver_ = SUNNonlinSol_FixedPoint(x_.get(), 0, context_.get());
        if (nonlinear_solver_ == nullptr) throw SolverError("SUNNonlinSol_FixedPoint failed");
        check(CVodeSetNonlinearSolver(memory_, nonlinear_solver_), "CVodeSetNonlinearSolver", t);
      }
      if (problem_.num_roots > 0)
        check(CVodeRootInit(memory_, problem_.num_roots, root_callback), "CVodeRootInit", t);
    } else {
      memory_ = ERKStepCreate(rhs_callback, t, x_.get(), context_.get());
      if (memory_ == nullptr) throw SolverError("ERKStepCreate failed");
      check(ERKStepSetUserData(memory_, this), "ERKStepSetUserData", t);
      // Fehlberg 7(8): an eighth-order solution for tolerances of 1e-10 and
      // below, where a fifth-order method needs many times the steps.
      check(ERKStepSetTableNum(memory_, options_.method == OdeMethod::erk78
                                            ? ARKODE_FEHLBERG_13_7_8
                                            : ARKODE_DORMAND_PRINCE_7_4_5),
            "ERKStepSetTableNum", t);
      check(ERKStepSVtolerances(memory_, options_.rtol, atol_.get()), "ERKStepSVtolerances", t);
      check(ERKStepSetMaxNumSteps(memory_, options_.max_steps), "ERKStepSetMaxNumSteps", t);
      if (options_.max_step > 0.0)
        check(ERKStepSetMaxStep(memory_, options_.max_step), "ERKStepSetMaxStep", t);
      if (problem_.num_roots > 0)
        check(ERKStepRootInit(memory_, problem_.num_roots, root_callback), "ERKStepRootInit", t);
    }
  }

  OdeCounters current() {
    OdeCounters c;
    if (memory_ == nullptr) return c;
    if (cvode()) {
      CVodeGetNumSteps(memory_, &c.steps);
      CVodeGetNumRhsEvals(memory_, &c.rhs_evaluations);
      CVodeGetNumErrTestFails(memory_, &c.error_test_failures);
      CVodeGetNumNonlinSolvConvFails(memory_, &c.nonlinear_convergence_failures);
      if (options_.method == OdeMethod::cvode_bdf) {
        long jac = 0, rhs_for_jac = 0;
        CVodeGetNumJacEvals(memory_, &jac);
        CVodeGetNumLinRhsEvals(memory_, &rhs_for_jac);
        c.jacobian_evaluations = jac;
        c.rhs_evaluations += rhs_for_jac;
      }
    } else {
      long explicit_evals = 0, implicit_evals = 0;
      ERKStepGetNumSteps(memory_, &c.steps);
      ERKStepGetNumRhsEvals(memory_, &explicit_evals);
      (void)implicit_evals;
      c.rhs_evaluations = explicit_evals;
      ERKStepGetNumErrTestFails(memory_, &c.error_test_failures);
    }
    return c;
  }

  void collect() { collected_ += current(); }

  void check(int flag, const char* call, double t) const {
    if (flag >= 0) return;
    // SUNDIALS returns a malloc'ed copy of the flag's name.
    char* raw = cvode() ? CVodeGetReturnFlagName(flag) : ERKStepGetReturnFlagName(flag);
    const std::string name = raw != nullptr ? raw : std::to_string(flag);
    std::free(raw);
    throw SolverError(fmt::format(
        "{} ({}) failed at t = {:.10g}: {}. Try a smaller tolerance or step, or the implicit "
        "solver (--solver ida) if the model is stiff.",
        method_name(options_.method), call, t, name));
  }

  static int rhs_callback(double t, N_Vector x, N_Vector xdot, void* data) noexcept {
    auto* self = static_cast<SundialsStepper*>(data);
    return guarded(self->pending_, [&] {
      self->problem_.rhs(t, ida::vector_span(x).data(), ida::vector_span(xdot).data());
    });
  }
  // Forward differences (rhs_jacobian.hpp).
  static int jacobian_callback(double t, N_Vector x, N_Vector fx, SUNMatrix jacobian, void* data,
                               N_Vector work, N_Vector, N_Vector) noexcept {
    auto* self = static_cast<SundialsStepper*>(data);
    return guarded(self->pending_, [&] {
      const std::vector<double>& dfdx =
          self->jacobian_.at(self->problem_, t, ida::vector_span(x), ida::vector_span(fx),
                             ida::vector_span(work), self->options_.nominal);
      std::ranges::copy(dfdx, SUNDenseMatrix_Data(jacobian));
    });
  }
  static int root_callback(double t, N_Vector x, double* g, void* data) noexcept {
    auto* self = static_cast<SundialsStepper*>(data);
    return guarded(self->pending_, [&] { self->problem_.roots(t, ida::vector_span(x).data(), g); });
  }

  const OdeProblem& problem_;
  OdeStepperOptions options_;
  ContextHandle context_;
  VectorHandle x_;
  VectorHandle dky_;
  VectorHandle atol_;
  MatrixHandle matrix_;
  LinearSolverHandle linear_solver_;
  SUNNonlinearSolver nonlinear_solver_ = nullptr;
  void* memory_ = nullptr;
  OdeCounters collected_;
  RhsJacobian jacobian_;
  std::exception_ptr pending_;
  StepByStep steps_;
};

}  // namespace

std::unique_ptr<OdeStepper> make_sundials_stepper(const OdeProblem& problem,
                                                  const OdeStepperOptions& options) {
  return std::make_unique<SundialsStepper>(problem, options);
}

}  // namespace acausal::solvers
