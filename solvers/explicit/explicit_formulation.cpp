#include "solvers/explicit/explicit_formulation.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::solvers {

ExplicitFormulation::ExplicitFormulation(const CompiledModel& model,
                                         const std::vector<double>& parameters,
                                         const std::vector<double>& discrete)
    : model_(model),
      parameters_(parameters),
      discrete_(discrete),
      causal_(model.causal),
      corrector_(model),
      y_(static_cast<std::size_t>(model.size()), 0.0),
      yp_(static_cast<std::size_t>(model.size()), 0.0),
      last_good_y_(y_),
      last_good_yp_(yp_) {
  // Only what is read: an algebraic unknown recorded but not fed back (a
  // power, a sensor's output) costs nothing in the right-hand side, and the
  // relations of a controller's limiters do not wait for the mechanism's
  // accelerations.
  const auto n = static_cast<std::size_t>(model.size());
  std::vector<char> state_derivatives(n, 0);
  for (int k : model.state_components) state_derivatives[static_cast<std::size_t>(k)] = 1;
  derivative_steps_ = causal_.steps_for(std::vector<char>(n, 0), std::move(state_derivatives));
  std::vector<char> y_read(n, 0), yp_read(n, 0);
  for (int k : model.events.relation_functions.input_indices(InputKind::Y))
    y_read[static_cast<std::size_t>(k)] = 1;
  for (int k : model.events.relation_functions.input_indices(InputKind::YP))
    yp_read[static_cast<std::size_t>(k)] = 1;
  relation_steps_ = causal_.steps_for(std::move(y_read), std::move(yp_read));
  for (const CausalStep& step : model.causal.steps)
    tears_.insert(tears_.end(), step.tears.begin(), step.tears.end());
  for (std::size_t k = 0; k < model.state_components.size(); ++k) {
    std::vector<char> moved(n, 0);
    moved[static_cast<std::size_t>(model.state_components[k])] = 1;
    std::vector<char> steps = causal_.steps_reached_by(std::move(moved));
    for (std::size_t i = 0; i < steps.size(); ++i) steps[i] = steps[i] && derivative_steps_[i];
    column_steps_.push_back(std::move(steps));
  }
  for (std::vector<char>* steps : {&derivative_steps_, &relation_steps_})
    if (std::ranges::all_of(*steps, [](char run) { return run != 0; })) steps->clear();
}

bool ExplicitFormulation::at_point(double t, std::span<const double> x) const {
  if (t != evaluated_at_) return false;
  for (std::size_t k = 0; k < x.size(); ++k)
    if (x[k] != y_[static_cast<std::size_t>(model_.state_components[k])]) return false;
  return true;
}

const std::string& ExplicitFormulation::state_name(int k) const {
  return model_
      .components[static_cast<std::size_t>(model_.state_components[static_cast<std::size_t>(k)])]
      .name;
}

double ExplicitFormulation::state_nominal(int k) const {
  return model_
      .components[static_cast<std::size_t>(model_.state_components[static_cast<std::size_t>(k)])]
      .nominal;
}

void ExplicitFormulation::gather(std::span<const double> y, std::span<double> x) const {
  for (std::size_t k = 0; k < model_.state_components.size(); ++k)
    x[k] = y[static_cast<std::size_t>(model_.state_components[k])];
}

void ExplicitFormulation::scatter(std::span<const double> x, std::span<double> y) const {
  for (std::size_t k = 0; k < model_.state_components.size(); ++k)
    y[static_cast<std::size_t>(model_.state_components[k])] = x[k];
}

void ExplicitFormulation::set_point(std::span<const double> y, std::span<const double> yp) {
  for (std::vector<double>* point : {&y_, &last_good_y_}) std::ranges::copy(y, point->begin());
  for (std::vector<double>* point : {&yp_, &last_good_yp_}) std::ranges::copy(yp, point->begin());
  consistent_ = false;
  derivatives_current_ = false;
}

void ExplicitFormulation::set_consistent_point(double t, std::span<const double> y,
                                               std::span<const double> yp) {
  set_point(y, yp);
  consistent_ = true;
  derivatives_current_ = true;
  evaluated_at_ = t;
}

bool ExplicitFormulation::solve(double t, std::span<const double> x,
                                const std::vector<char>& only) {
  if (consistent_) {
    if (at_point(t, x)) return true;
    consistent_ = false;
  }
  derivatives_current_ = false;
  ++evaluations_;
  // Two points take turns, so the last good one is kept without a copy: the
  // evaluation overwrites the older one. Its steps read only the states, the
  // tears' start values and what earlier steps of the same evaluation
  // computed; the tears start from the last point, as they would in place.
  y_.swap(last_good_y_);
  yp_.swap(last_good_yp_);
  scatter(x, y_);
  for (const CausalTarget& tear : tears_) {
    const auto i = static_cast<std::size_t>(tear.index);
    if (tear.derivative)
      yp_[i] = last_good_yp_[i];
    else
      y_[i] = last_good_y_[i];
  }
  evaluated_at_ = t;
  if (causal_.evaluate(t, y_, yp_, parameters_.data(), discrete_.data(),
                       only.empty() ? nullptr : &only)) {
    derivatives_current_ = only.empty() || &only == &derivative_steps_;
    return true;
  }
  ++fallbacks_;
  y_.swap(last_good_y_);  // Newton starts from the last good point, not from NaNs
  yp_.swap(last_good_yp_);
  scatter(x, y_);
  if (corrector_.correct(t, y_, yp_, parameters_.data(), discrete_.data()) < 0) return false;
  last_good_y_ = y_;  // the other point holds the failed evaluation
  last_good_yp_ = yp_;
  derivatives_current_ = true;
  return true;
}

void ExplicitFormulation::solve_or_throw(double t, std::span<const double> x,
                                         const std::vector<char>& only) {
  if (!solve(t, x, only))
    throw SolverError(fmt::format(
        "explicit formulation: at t = {:.10g} the algebraic equations have no solution for the "
        "given states (Newton did not converge). The model may leave the region where its "
        "algebraic part is solvable; the implicit DAE solver (--solver ida) reports which "
        "equations fail.",
        t));
}

void ExplicitFormulation::evaluate(double t, std::span<const double> x) {
  solve_or_throw(t, x, {});
}

void ExplicitFormulation::evaluate_relations(double t, std::span<const double> x) {
  solve_or_throw(t, x, relation_steps_);
}

void ExplicitFormulation::expand(double t, std::span<const double> x, std::span<double> y,
                                 std::span<double> yp) {
  evaluate(t, x);
  std::copy(y_.begin(), y_.end(), y.begin());
  std::copy(yp_.begin(), yp_.end(), yp.begin());
}

void ExplicitFormulation::rhs(double t, const double* x, double* xdot) {
  const std::size_t n = model_.state_components.size();
  solve_or_throw(t, std::span<const double>(x, n), derivative_steps_);
  for (std::size_t k = 0; k < n; ++k)
    xdot[k] = yp_[static_cast<std::size_t>(model_.state_components[k])];
}

void ExplicitFormulation::set_base(double t, const double* x) {
  const std::span<const double> states(x, model_.state_components.size());
  if (!(derivatives_current_ && at_point(t, states))) solve_or_throw(t, states, derivative_steps_);
  base_y_ = y_;
  base_yp_ = yp_;
}

void ExplicitFormulation::rhs_moved(double t, const double* x, int j, double* xdot) {
  const std::size_t n = model_.state_components.size();
  const std::span<const double> states(x, n);
  // From the base point, with state j moved: the steps it does not reach
  // would compute what they hold.
  y_ = base_y_;
  yp_ = base_yp_;
  const auto k = static_cast<std::size_t>(model_.state_components[static_cast<std::size_t>(j)]);
  y_[k] = x[j];
  ++evaluations_;
  derivatives_current_ = false;
  consistent_ = false;
  if (!causal_.evaluate(t, y_, yp_, parameters_.data(), discrete_.data(),
                        &column_steps_[static_cast<std::size_t>(j)])) {
    y_ = base_y_;  // the whole sequence (or Newton) from the base point, not from NaNs
    yp_ = base_yp_;
    solve_or_throw(t, states, derivative_steps_);
  }
  for (std::size_t i = 0; i < n; ++i)
    xdot[i] = yp_[static_cast<std::size_t>(model_.state_components[i])];
}

}  // namespace acausal::solvers
