#pragma once
// IDA on the state-space form: the residual x' - f(t, x) of the explicit
// formulation, as DASSL integrates a Modelica model's states in Dymola.
#include <memory>

#include "solvers/explicit/ode_stepper.hpp"

namespace acausal::solvers {

std::unique_ptr<OdeStepper> make_ida_ode_stepper(const OdeProblem& problem,
                                                 const OdeStepperOptions& options);

}  // namespace acausal::solvers
