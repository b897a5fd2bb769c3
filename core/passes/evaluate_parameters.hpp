#pragma once
// Evaluate parameters: replace parameters by their values in every equation
// before simplification, as Modelica tools do for parameters with
// Evaluate = true and Simscape for compile-time parameters. Products with a
// zero inertia entry or offset vanish and the passes after it see the
// shorter equations; the values can then no longer change per run
// (Simulation::set_parameter refuses, naming the option).
#include <string>
#include <vector>

#include "core/passes/flat_system.hpp"

namespace acausal {

/// Folds every parameter that no pattern of `tunable` matches (paths, or
/// globs with '*' and '?') into the equations, the initial and discrete
/// equations and the when-clauses, and marks it FlatParameter::evaluated.
/// Throws ModelError naming the pattern (and the nearest parameters) when a
/// pattern matches no parameter of the model. Returns how many were folded.
int evaluate_parameters(FlatSystem& flat, const std::vector<std::string>& tunable);

}  // namespace acausal
