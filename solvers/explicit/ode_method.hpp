#pragma once
// The integration methods of the explicit formulation (and IDA for the DAE).
#include <string>
#include <vector>

namespace acausal::solvers {

enum class OdeMethod {
  cvode_bdf,    // CVODE, variable-order BDF with Newton (stiff)
  cvode_adams,  // CVODE, variable-order Adams-Moulton with fixed-point iteration (non-stiff)
  erk45,        // ARKODE ERKStep, adaptive Dormand-Prince 5(4)
  erk78,        // ARKODE ERKStep, adaptive Fehlberg 7(8), for tight tolerances
  rk4,          // classical Runge-Kutta, fixed step
  euler,        // explicit Euler, fixed step
  ida_ode,      // IDA on the residual x' - f(t, x): variable-order BDF as DASSL, dense Newton
};

/// "cvode-bdf", "cvode-adams", "erk45", "erk78", "rk4", "euler", "ida-ode".
std::string method_name(OdeMethod method);
/// Parses a method name; throws ModelError listing the valid names.
OdeMethod parse_method(const std::string& name);
bool is_fixed_step(OdeMethod method);
/// True for "rk4" and "euler".
bool is_fixed_step_name(const std::string& solver);
/// Every solver name the command line accepts, "ida" first.
std::vector<std::string> solver_names();

}  // namespace acausal::solvers
