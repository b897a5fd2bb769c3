#pragma once
// Linear temperature dependency of a resistance-like quantity (MSL
// Electrical.Machines.Thermal.linearTemperatureDependency and convertAlpha).
#include "core/expr/expr.hpp"

namespace acausal::thermal {

/// R_ref (1 + alpha_TRef (T - T_ref)), where alpha_TRef = alpha20 / (1 +
/// alpha20 (T_ref - 293.15)) converts the coefficient given at 20 degC to T_ref.
Expr linear_temperature_dependency(const Expr& R_ref, const Expr& T_ref, const Expr& alpha20,
                                   const Expr& T);

}  // namespace acausal::thermal
