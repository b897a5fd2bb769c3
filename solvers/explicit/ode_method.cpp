#include "solvers/explicit/ode_method.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/errors.hpp"

namespace acausal::solvers {

std::string method_name(OdeMethod method) {
  switch (method) {
    case OdeMethod::cvode_bdf:
      return "cvode-bdf";
    case OdeMethod::cvode_adams:
      return "cvode-adams";
    case OdeMethod::erk45:
      return "erk45";
    case OdeMethod::erk78:
      return "erk78";
    case OdeMethod::rk4:
      return "rk4";
    case OdeMethod::euler:
      return "euler";
    case OdeMethod::ida_ode:
      return "ida-ode";
  }
  return "?";
}

OdeMethod parse_method(const std::string& name) {
  for (OdeMethod m : {OdeMethod::cvode_bdf, OdeMethod::cvode_adams, OdeMethod::erk45,
                      OdeMethod::erk78, OdeMethod::rk4, OdeMethod::euler, OdeMethod::ida_ode})
    if (method_name(m) == name) return m;
  throw ModelError(
      fmt::format("unknown solver '{}'; choose one of: {}", name, fmt::join(solver_names(), ", ")));
}

bool is_fixed_step(OdeMethod method) {
  return method == OdeMethod::rk4 || method == OdeMethod::euler;
}

bool is_fixed_step_name(const std::string& solver) {
  return solver == "rk4" || solver == "euler";
}

std::vector<std::string> solver_names() {
  return {"ida", "ida-ode", "cvode-bdf", "cvode-adams", "erk45", "erk78", "rk4", "euler"};
}

}  // namespace acausal::solvers
