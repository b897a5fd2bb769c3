#pragma once
// CVODE (cvode-bdf, cvode-adams) and ARKODE ERKStep (erk45) steppers.
#include <memory>

#include "solvers/explicit/ode_stepper.hpp"

namespace acausal::solvers {

std::unique_ptr<OdeStepper> make_sundials_stepper(const OdeProblem& problem,
                                                  const OdeStepperOptions& options);

}  // namespace acausal::solvers
