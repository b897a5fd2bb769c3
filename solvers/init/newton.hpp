#pragma once
// Newton's method on the initialisation system (sparse LU, damped steps),
// with errors that name the equations that fail.
#include <string>
#include <vector>

#include "core/compile/compiled_model.hpp"

namespace acausal::solvers {

struct NewtonResult {
  int iterations = 0;
  double residual_norm = 0.0;
  /// Unknowns left at their start values because the system was singular but
  /// consistent (redundant initial conditions); one per missing rank.
  std::vector<std::string> undetermined;
};

/// Solves init residual(z) = 0 from the guess in z; throws InitializationError.
NewtonResult solve_initialization(const CompiledModel& model, const std::vector<double>& parameters,
                                  const std::vector<double>& discrete, double t,
                                  std::vector<double>& z);

}  // namespace acausal::solvers
