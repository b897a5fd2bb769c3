#pragma once
// NaN or infinite values in the initialisation system (a division by an
// unknown that starts at 0, a square root or logarithm outside its domain, an
// overflow): no Newton step can use them, and a factorisation of a NaN
// Jacobian may crash, so they are reported first, naming the equation, its
// unknowns and their values.
#include <string>
#include <vector>

#include "core/compile/compiled_model.hpp"

namespace acausal::solvers {

/// An equation's origin cut to a length a message can show.
std::string shortened_origin(const std::string& origin);

/// Name of unknown k of the initialisation system (y, then y' of the states).
std::string init_unknown_name(const CompiledModel& model, int k);

/// InitializationError if a residual of the initialisation system at z is
/// not finite; `where` says when ("at the start values").
void require_finite_init_residual(const CompiledModel& model, const std::vector<double>& z,
                                  const std::vector<double>& residual, const std::string& where);

/// InitializationError if an entry of the initialisation Jacobian at z (its
/// sparse values in the order of model.init.pattern) is not finite.
void require_finite_init_jacobian(const CompiledModel& model, const std::vector<double>& z,
                                  const std::vector<double>& values, const std::string& where);

}  // namespace acausal::solvers
