#pragma once
// The Jacobian df/dx of an explicit formulation's right-hand side by forward
// differences, shared by the steppers that factor Newton matrices of it, and
// kept for the first setup after a warm restart.
#include <span>
#include <vector>

#include "solvers/explicit/ode_stepper.hpp"

namespace acausal::solvers {

/// df/dx of a stepper by forward differences, increments sqrt(eps)
/// max(|x_j|, nominal_j) (nominal empty: 1), the last one kept, with the
/// counts its statistics need.
class RhsJacobian {
 public:
  explicit RhsJacobian(std::size_t n) : jacobian_(n * n) {}
  /// df/dx at (t, x) given f = f(t, x) (column-major; x is perturbed in
  /// place and restored, `work` holds n values), or, once after reuse_next(true) when one
  /// exists, the last one: the first setup after a restart without a mode
  /// switch (a Jacobian a few steps old; the integrator asks again if Newton fails).
  const std::vector<double>& at(const OdeProblem& problem, double t, std::span<double> x,
                                std::span<const double> f, std::span<double> work,
                                const std::vector<double>& nominal);
  void reuse_next(bool keep) { reuse_ = keep && computed_; }
  /// Right-hand side evaluations spent on difference quotients.
  long rhs_evaluations() const { return rhs_evaluations_; }
  /// Setups served by a kept Jacobian (integrators count them as evaluations).
  long reused() const { return reused_; }

 private:
  std::vector<double> jacobian_;
  bool computed_ = false;
  bool reuse_ = false;
  long rhs_evaluations_ = 0;
  long reused_ = 0;
};

}  // namespace acausal::solvers
