// Fixed-step explicit Euler and classical Runge-Kutta (RK4), for real-time
// style runs. Steps are shortened to land on output times and stop times.
// Zero crossings are checked after every step and located by bisection on the
// step fraction, re-taking the step from its start.
#include "solvers/explicit/fixed_step_stepper.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "solvers/explicit/ida_ode_stepper.hpp"
#include "solvers/explicit/sundials_stepper.hpp"

namespace acausal::solvers {
namespace {

class FixedStepStepper : public OdeStepper {
 public:
  FixedStepStepper(const OdeProblem& problem, const OdeStepperOptions& options)
      : problem_(problem),
        options_(options),
        n_(static_cast<std::size_t>(problem.size)),
        x_(n_),
        trial_(n_),
        k1_(n_),
        k2_(n_),
        k3_(n_),
        k4_(n_),
        stage_(n_),
        g_(static_cast<std::size_t>(problem.num_roots)),
        g_trial_(g_.size()) {
    if (!(options.step > 0))
      throw ModelError(fmt::format("{} needs a positive step (--step h), got {}",
                                   method_name(options.method), options.step));
  }

  using OdeStepper::reset;
  void reset(double t, std::span<const double> x, Restart) override {
    t_ = t;
    std::ranges::copy(x, x_.begin());
    if (problem_.num_roots > 0) problem_.roots(t_, x_.data(), g_.data());
  }

  Result advance(double t_out, double stop, std::span<double> x, double& reached) override {
    const double target = std::min(t_out, stop);
    const double tiny = 1e-12 * (1.0 + std::abs(target));
    const double from = t_;
    long steps = 0;  // in this call: max_steps bounds the steps between two outputs
    while (t_ < target - tiny) {
      ++counters_.steps;
      if (++steps > options_.max_steps)
        throw SolverError(fmt::format(
            "{}: more than max_steps = {} steps of {:g} s from t = {:.10g} to the next output "
            "t = {:.10g}; give a longer --step or raise --max-steps",
            method_name(options_.method), options_.max_steps, options_.step, from, target));
      const double h = target - t_ <= options_.step * (1 + 1e-9) ? target - t_ : options_.step;
      take_step(t_, x_, h, trial_);
      if (problem_.num_roots > 0) {
        problem_.roots(t_ + h, trial_.data(), g_trial_.data());
        if (crossed(g_, g_trial_)) {
          locate_root(h);
          std::ranges::copy(x_, x.begin());
          reached = t_;
          return Result::root;
        }
        g_.swap(g_trial_);
      }
      t_ = t_ + h;
      x_.swap(trial_);
    }
    t_ = target;
    std::ranges::copy(x_, x.begin());
    reached = t_;
    return Result::reached;
  }

  std::vector<int> root_directions() override { return directions_; }
  OdeCounters counters() override { return counters_; }

 private:
  static bool crosses(double before, double after) {
    return (before < 0 && after >= 0) || (before > 0 && after <= 0);
  }
  static bool crossed(const std::vector<double>& before, const std::vector<double>& after) {
    for (std::size_t k = 0; k < before.size(); ++k)
      if (crosses(before[k], after[k])) return true;
    return false;
  }

  // Bisection on the fraction of the step at which some g first crosses zero.
  void locate_root(double h) {
    double lo = 0.0, hi = 1.0;
    std::vector<double> g_hi = g_trial_;
    const double tolerance = 1e-13 * (1.0 + std::abs(t_)) / h;
    while (hi - lo > tolerance) {
      const double mid = 0.5 * (lo + hi);
      take_step(t_, x_, mid * h, trial_);
      problem_.roots(t_ + mid * h, trial_.data(), g_trial_.data());
      if (crossed(g_, g_trial_)) {
        hi = mid;
        g_hi = g_trial_;
      } else {
        lo = mid;
      }
    }
    directions_.assign(g_.size(), 0);
    for (std::size_t k = 0; k < g_.size(); ++k)
      if (crosses(g_[k], g_hi[k])) directions_[k] = g_hi[k] > g_[k] ? 1 : -1;
    take_step(t_, x_, hi * h, trial_);
    t_ += hi * h;
    x_.swap(trial_);
    g_ = g_hi;
  }

  void take_step(double t, const std::vector<double>& x, double h, std::vector<double>& out) {
    problem_.rhs(t, x.data(), k1_.data());
    ++counters_.rhs_evaluations;
    if (options_.method == OdeMethod::euler) {
      for (std::size_t i = 0; i < n_; ++i) out[i] = x[i] + h * k1_[i];
      return;
    }
    // Classical fourth-order Runge-Kutta (Kutta 1901).
    for (std::size_t i = 0; i < n_; ++i) stage_[i] = x[i] + 0.5 * h * k1_[i];
    problem_.rhs(t + 0.5 * h, stage_.data(), k2_.data());
    for (std::size_t i = 0; i < n_; ++i) stage_[i] = x[i] + 0.5 * h * k2_[i];
    problem_.rhs(t + 0.5 * h, stage_.data(), k3_.data());
    for (std::size_t i = 0; i < n_; ++i) stage_[i] = x[i] + h * k3_[i];
    problem_.rhs(t + h, stage_.data(), k4_.data());
    counters_.rhs_evaluations += 3;
    for (std::size_t i = 0; i < n_; ++i)
      out[i] = x[i] + h / 6.0 * (k1_[i] + 2 * k2_[i] + 2 * k3_[i] + k4_[i]);
  }

  const OdeProblem& problem_;
  OdeStepperOptions options_;
  std::size_t n_;
  double t_ = 0.0;
  std::vector<double> x_, trial_, k1_, k2_, k3_, k4_, stage_;
  std::vector<double> g_, g_trial_;
  std::vector<int> directions_;
  OdeCounters counters_;
};

}  // namespace

std::unique_ptr<OdeStepper> make_fixed_step_stepper(const OdeProblem& problem,
                                                    const OdeStepperOptions& options) {
  return std::make_unique<FixedStepStepper>(problem, options);
}

std::unique_ptr<OdeStepper> make_stepper(const OdeProblem& problem,
                                         const OdeStepperOptions& options) {
  if (is_fixed_step(options.method)) return make_fixed_step_stepper(problem, options);
  if (problem.size == 0) {
    // No states (e.g. a mechanism whose every joint is motion-driven): nothing
    // to integrate, and SUNDIALS cannot hold an empty vector. Stepping in time
    // only scans the zero crossings, which depend on t alone (a step of 1 ms
    // unless one is given); without any, one step per output point.
    OdeStepperOptions scan = options;
    scan.method = OdeMethod::euler;
    if (!(scan.step > 0))
      scan.step = problem.num_roots > 0 ? 1e-3 : std::numeric_limits<double>::infinity();
    return make_fixed_step_stepper(problem, scan);
  }
  if (options.atol.size() < static_cast<std::size_t>(problem.size))
    throw SolverError(fmt::format("{}: {} absolute tolerances for {} states",
                                  method_name(options.method), options.atol.size(), problem.size));
  if (options.method == OdeMethod::ida_ode) return make_ida_ode_stepper(problem, options);
  return make_sundials_stepper(problem, options);
}

}  // namespace acausal::solvers
