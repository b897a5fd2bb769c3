#pragma once
// Fixed-step explicit Euler and RK4 steppers (rk4, euler).
#include <memory>

#include "solvers/explicit/ode_stepper.hpp"

namespace acausal::solvers {

std::unique_ptr<OdeStepper> make_fixed_step_stepper(const OdeProblem& problem,
                                                    const OdeStepperOptions& options);

}  // namespace acausal::solvers
