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
      yp_(static_cast<std::size_t>(model.size()), 0.0) {}

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

void ExplicitFormulation::set_point(std::span<const double> y, std::span<const double> yp) {
  std::copy(y.begin(), y.end(), y_.begin());
  std::copy(yp.begin(), yp.end(), yp_.begin());
}

bool ExplicitFormulation::solve(double t) {
  ++evaluations_;
  backup_y_ = y_;
  backup_yp_ = yp_;
  if (causal_.evaluate(t, y_, yp_, parameters_.data(), discrete_.data())) return true;
  ++fallbacks_;
  y_.swap(backup_y_);  // Newton starts from the last good point, not from NaNs
  yp_.swap(backup_yp_);
  return corrector_.correct(t, y_, yp_, parameters_.data(), discrete_.data()) >= 0;
}

void ExplicitFormulation::evaluate(double t, std::span<const double> x) {
  for (std::size_t k = 0; k < model_.state_components.size(); ++k)
    y_[static_cast<std::size_t>(model_.state_components[k])] = x[k];
  if (!solve(t))
    throw SolverError(fmt::format(
        "explicit formulation: at t = {:.10g} the algebraic equations have no solution for the "
        "given states (Newton did not converge). The model may leave the region where its "
        "algebraic part is solvable; the implicit DAE solver (--solver ida) reports which "
        "equations fail.",
        t));
}

void ExplicitFormulation::expand(double t, std::span<const double> x, std::span<double> y,
                                 std::span<double> yp) {
  evaluate(t, x);
  std::copy(y_.begin(), y_.end(), y.begin());
  std::copy(yp_.begin(), yp_.end(), yp.begin());
}

void ExplicitFormulation::rhs(double t, const double* x, double* xdot) {
  const std::size_t n = model_.state_components.size();
  for (std::size_t k = 0; k < n; ++k)
    y_[static_cast<std::size_t>(model_.state_components[k])] = x[k];
  if (!solve(t))
    throw SolverError(fmt::format(
        "explicit formulation: at t = {:.10g} the algebraic equations have no solution for the "
        "given states (Newton did not converge).",
        t));
  for (std::size_t k = 0; k < n; ++k)
    xdot[k] = yp_[static_cast<std::size_t>(model_.state_components[k])];
}

}  // namespace acausal::solvers
