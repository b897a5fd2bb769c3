#include "solvers/explicit/step_by_step.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <fmt/format.h>

namespace acausal::solvers {
namespace {

bool negative(double g) {
  return g < 0.0;
}

bool any_sign_change(const std::vector<double>& a, const std::vector<double>& b) {
  for (std::size_t k = 0; k < a.size(); ++k)
    if (negative(a[k]) != negative(b[k])) return true;
  return false;
}

}  // namespace

SolverError too_much_work_error(const std::string& method, long max_steps, double t_out,
                                double reached) {
  return SolverError(fmt::format(
      "{} took max_steps = {} steps without reaching the next output or event time t = {:.10g} "
      "(it reached t = {:.10g}); raise --max-steps (SimulationOptions::max_steps, counted "
      "between two outputs) if the model needs that many, or look for fast dynamics, "
      "chattering or a singularity near t = {:.10g}",
      method, max_steps, t_out, reached, reached));
}

StepByStep::StepByStep(Integrator integrator, const OdeProblem& problem, long max_steps)
    : integrator_(std::move(integrator)),
      problem_(problem),
      max_steps_(max_steps),
      root_x_(static_cast<std::size_t>(problem.size)),
      x_m_(static_cast<std::size_t>(problem.size)) {
  const auto m = static_cast<std::size_t>(problem.num_roots);
  for (std::vector<double>* g : {&g_sample_, &g_out_, &g_a_, &g_m_}) g->resize(m);
}

void StepByStep::roots_at(double t, std::span<double> x, std::vector<double>& g) {
  problem_.roots(t, x.data(), g.data());
}

void StepByStep::reset(double t, std::span<const double> x) {
  root_pending_ = false;
  own_directions_.clear();
  if (problem_.num_roots == 0) return;
  std::ranges::copy(x, x_m_.begin());
  roots_at(t, x_m_, g_sample_);
  t_sample_ = t;
}

OdeStepper::Result StepByStep::advance(double t_out, double stop, std::span<double> x,
                                       double& reached) {
  own_directions_.clear();
  if (!root_pending_) {
    long steps = 0;
    double t = integrator_.current_time();
    while (t < t_out) {
      if (++steps > max_steps_) integrator_.too_much_work(t_out, t);
      if (integrator_.step(stop, t)) {
        root_pending_ = true;
        root_t_ = t;
        integrator_.solution(root_x_);
        break;
      }
    }
  }
  if (root_pending_ && root_t_ <= t_out) {
    root_pending_ = false;
    std::ranges::copy(root_x_, x.begin());
    reached = root_t_;
    return OdeStepper::Result::root;
  }
  // The step that passed t_out (or found a root after it) covers t_out.
  integrator_.interpolate(t_out, x);
  if (problem_.num_roots > 0 && crossed_unreported(t_out, x, reached)) {
    root_pending_ = false;  // an earlier event comes first; the restart follows it
    return OdeStepper::Result::root;
  }
  reached = t_out;
  return OdeStepper::Result::reached;
}

bool StepByStep::crossed_unreported(double t_out, std::span<double> x, double& reached) {
  roots_at(t_out, x, g_out_);
  if (!any_sign_change(g_sample_, g_out_)) {
    std::swap(g_sample_, g_out_);
    t_sample_ = t_out;
    return false;
  }
  // The integrator saw the same signs at its step's ends: the crossing lies
  // within one step, after the last sample. Bracket it inside the last step
  // (its interpolant is all there is); one before the step is put at its start.
  double a = std::max(t_sample_, integrator_.current_time() - integrator_.last_step());
  double b = t_out;
  if (a == t_sample_) {
    g_a_ = g_sample_;
  } else {
    integrator_.interpolate(a, x_m_);
    roots_at(a, x_m_, g_a_);
  }
  std::vector<double>* before = &g_a_;
  if (!any_sign_change(g_a_, g_out_)) {
    before = &g_sample_;
    b = a;
    g_out_ = g_a_;
  } else {
    const double tolerance =
        100.0 * std::numeric_limits<double>::epsilon() * (std::fabs(t_out) + (b - a));
    for (int iteration = 0; iteration < 200 && b - a > tolerance; ++iteration) {
      const double m = 0.5 * (a + b);
      integrator_.interpolate(m, x_m_);
      roots_at(m, x_m_, g_m_);
      if (any_sign_change(g_a_, g_m_)) {
        b = m;
        std::swap(g_out_, g_m_);
      } else {
        a = m;
        std::swap(g_a_, g_m_);
      }
    }
  }
  own_directions_.assign(g_out_.size(), 0);
  for (std::size_t k = 0; k < g_out_.size(); ++k)
    if (negative((*before)[k]) != negative(g_out_[k]))
      own_directions_[k] = g_out_[k] > (*before)[k] ? 1 : -1;
  integrator_.interpolate(b, x);
  reached = b;
  return true;
}

}  // namespace acausal::solvers
