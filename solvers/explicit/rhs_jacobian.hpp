#pragma once
// The Jacobian df/dx of an explicit formulation's right-hand side by forward
// differences, shared by the steppers that factor Newton matrices of it.
#include <span>
#include <vector>

#include "solvers/explicit/ode_stepper.hpp"

namespace acausal::solvers {

/// Writes df/dx at (t, x) column-major into `jacobian` (n x n), given
/// f = f(t, x); x is perturbed in place and restored, `work` (n) is scratch.
/// Increments sqrt(eps) max(|x_j|, nominal_j) (nominal empty: 1). Returns
/// the number of right-hand side evaluations (n).
long rhs_jacobian(const OdeProblem& problem, double t, std::span<double> x,
                  std::span<const double> f, std::span<double> work,
                  const std::vector<double>& nominal, double* jacobian);

}  // namespace acausal::solvers
