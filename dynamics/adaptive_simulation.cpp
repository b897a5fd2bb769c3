#include "dynamics/adaptive_simulation.hpp"

#include <arkode/arkode_erkstep.h>
#include <cvode/cvode.h>
#include <sunnonlinsol/sunnonlinsol_fixedpoint.h>

#include <cmath>
#include <cstdlib>
#include <exception>
#include <span>
#include <string>
#include <utility>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "solvers/ida/sundials_handles.hpp"

namespace acausal::dynamics {
namespace {

using solvers::ida::vector_span;

// The integrator's memory and, for Adams, its fixed-point nonlinear solver;
// freed before the vectors and the context (declared after them below).
class Integrator {
 public:
  Integrator(AdaptiveMethod method, const AccelerationFunction& acceleration, Eigen::Index dof)
      : method_(method),
        acceleration_(acceleration),
        q_(dof),
        qd_(dof),
        qdd_(dof),
        context_(solvers::ida::make_context()) {}
  ~Integrator() {
    if (memory_ != nullptr) {
      if (method_ == AdaptiveMethod::adams) {
        CVodeFree(&memory_);
      } else {
        ERKStepFree(&memory_);
      }
    }
    if (nonlinear_solver_ != nullptr) SUNNonlinSolFree(nonlinear_solver_);
  }
  Integrator(const Integrator&) = delete;
  Integrator& operator=(const Integrator&) = delete;

  void start(double t, const JointState& initial, const AdaptiveOptions& options) {
    const Eigen::Index n = initial.q.size();
    state_ = solvers::ida::make_serial_vector(2 * n, context_.get());
    auto x = vector_span(state_.get());
    for (Eigen::Index i = 0; i < n; ++i) {
      x[static_cast<std::size_t>(i)] = initial.q[i];
      x[static_cast<std::size_t>(n + i)] = initial.qd[i];
    }
    if (method_ == AdaptiveMethod::adams) {
      memory_ = CVodeCreate(CV_ADAMS, context_.get());
      if (memory_ == nullptr) throw SolverError("adaptive simulation: CVodeCreate failed");
      check(CVodeInit(memory_, rhs, t, state_.get()), "CVodeInit", t);
      check(CVodeSetUserData(memory_, this), "CVodeSetUserData", t);
      check(CVodeSStolerances(memory_, options.rtol, options.atol), "CVodeSStolerances", t);
      check(CVodeSetMaxNumSteps(memory_, options.max_steps), "CVodeSetMaxNumSteps", t);
      // Non-stiff: functional iteration needs no Jacobian.
      nonlinear_solver_ = SUNNonlinSol_FixedPoint(state_.get(), 0, context_.get());
      if (nonlinear_solver_ == nullptr)
        throw SolverError("adaptive simulation: SUNNonlinSol_FixedPoint failed");
      check(CVodeSetNonlinearSolver(memory_, nonlinear_solver_), "CVodeSetNonlinearSolver", t);
    } else {
      memory_ = ERKStepCreate(rhs, t, state_.get(), context_.get());
      if (memory_ == nullptr) throw SolverError("adaptive simulation: ERKStepCreate failed");
      check(ERKStepSetUserData(memory_, this), "ERKStepSetUserData", t);
      check(ERKStepSetTableNum(memory_, ARKODE_FEHLBERG_13_7_8), "ERKStepSetTableNum", t);
      check(ERKStepSStolerances(memory_, options.rtol, options.atol), "ERKStepSStolerances", t);
      check(ERKStepSetMaxNumSteps(memory_, options.max_steps), "ERKStepSetMaxNumSteps", t);
    }
  }

  // Steps exactly to t_out (stop time) and copies the state into (q, q̇).
  void advance(double t_out, Eigen::VectorXd& q, Eigen::VectorXd& qd) {
    double reached = 0;
    if (method_ == AdaptiveMethod::adams) {
      check(CVodeSetStopTime(memory_, t_out), "CVodeSetStopTime", t_out);
      const int flag = CVode(memory_, t_out, state_.get(), &reached, CV_NORMAL);
      rethrow();
      check(flag, "CVode", reached);
    } else {
      check(ERKStepSetStopTime(memory_, t_out), "ERKStepSetStopTime", t_out);
      const int flag = ERKStepEvolve(memory_, t_out, state_.get(), &reached, ARK_NORMAL);
      rethrow();
      check(flag, "ERKStepEvolve", reached);
    }
    const auto x = vector_span(state_.get());
    const Eigen::Index n = q.size();
    for (Eigen::Index i = 0; i < n; ++i) {
      q[i] = x[static_cast<std::size_t>(i)];
      qd[i] = x[static_cast<std::size_t>(n + i)];
    }
  }

  AdaptiveStatistics statistics() const {
    AdaptiveStatistics s;
    if (method_ == AdaptiveMethod::adams) {
      CVodeGetNumSteps(memory_, &s.steps);
      CVodeGetNumRhsEvals(memory_, &s.acceleration_evaluations);
      CVodeGetNumErrTestFails(memory_, &s.error_test_failures);
    } else {
      ERKStepGetNumSteps(memory_, &s.steps);
      ERKStepGetNumRhsEvals(memory_, &s.acceleration_evaluations);
      ERKStepGetNumErrTestFails(memory_, &s.error_test_failures);
    }
    return s;
  }

 private:
  // x = (q, q̇), ẋ = (q̇, q̈).
  static int rhs(double t, N_Vector x, N_Vector xdot, void* data) noexcept {
    auto* self = static_cast<Integrator*>(data);
    try {
      const auto in = vector_span(x);
      const auto out = vector_span(xdot);
      const Eigen::Index n = self->q_.size();
      for (Eigen::Index i = 0; i < n; ++i) {
        self->q_[i] = in[static_cast<std::size_t>(i)];
        self->qd_[i] = in[static_cast<std::size_t>(n + i)];
      }
      self->acceleration_(t, self->q_, self->qd_, self->qdd_);
      for (Eigen::Index i = 0; i < n; ++i) {
        out[static_cast<std::size_t>(i)] = self->qd_[i];
        out[static_cast<std::size_t>(n + i)] = self->qdd_[i];
      }
      return 0;
    } catch (...) {
      self->pending_ = std::current_exception();
      return -1;
    }
  }

  void rethrow() {
    if (pending_) std::rethrow_exception(std::exchange(pending_, nullptr));
  }

  void check(int flag, const char* call, double t) const {
    if (flag >= 0) return;
    // SUNDIALS returns a malloc'ed copy of the flag's name.
    char* raw = method_ == AdaptiveMethod::adams ? CVodeGetReturnFlagName(flag)
                                                 : ERKStepGetReturnFlagName(flag);
    const std::string name = raw != nullptr ? raw : std::to_string(flag);
    std::free(raw);
    throw SolverError(fmt::format(
        "adaptive simulation: {} failed at t = {:.10g}: {}; loosen the tolerance (rtol below "
        "~1e-14 is under double-precision round-off) or raise max_steps",
        call, t, name));
  }

  AdaptiveMethod method_;
  const AccelerationFunction& acceleration_;
  Eigen::VectorXd q_, qd_, qdd_;
  solvers::ida::ContextHandle context_;
  solvers::ida::VectorHandle state_;
  SUNNonlinearSolver nonlinear_solver_ = nullptr;
  void* memory_ = nullptr;
  std::exception_ptr pending_;
};

}  // namespace

SimulationRecord simulate_adaptive(const AccelerationFunction& acceleration,
                                   const JointState& initial, double t_start, double t_end,
                                   const AdaptiveOptions& options, AdaptiveStatistics* statistics) {
  if (!(t_end > t_start) || !std::isfinite(t_end) || !std::isfinite(t_start))
    throw ModelError(fmt::format(
        "adaptive simulation: interval [{}, {}] s; give finite t_start < t_end", t_start, t_end));
  if (!(options.output_interval > 0) || !std::isfinite(options.output_interval))
    throw ModelError(
        fmt::format("adaptive simulation: output interval {} s; give a finite interval > 0",
                    options.output_interval));
  if (!(options.rtol > 0) || !(options.atol > 0))
    throw ModelError(fmt::format("adaptive simulation: rtol {} and atol {}; give both > 0",
                                 options.rtol, options.atol));
  if (initial.q.size() != initial.qd.size() || initial.q.size() == 0)
    throw ModelError(fmt::format(
        "adaptive simulation: q has {} entries but qd has {}; give one of each per joint",
        initial.q.size(), initial.qd.size()));

  Integrator integrator(options.method, acceleration, initial.q.size());
  integrator.start(t_start, initial, options);
  SimulationRecord record;
  record.time.push_back(t_start);
  record.q.push_back(initial.q);
  record.qd.push_back(initial.qd);
  const auto outputs =
      static_cast<long>(std::ceil((t_end - t_start) / options.output_interval - 1e-9));
  Eigen::VectorXd q(initial.q.size()), qd(initial.q.size());
  for (long k = 1; k <= outputs; ++k) {
    const double t =
        k == outputs ? t_end : t_start + static_cast<double>(k) * options.output_interval;
    integrator.advance(t, q, qd);
    record.time.push_back(t);
    record.q.push_back(q);
    record.qd.push_back(qd);
  }
  if (statistics != nullptr) *statistics = integrator.statistics();
  return record;
}

}  // namespace acausal::dynamics
