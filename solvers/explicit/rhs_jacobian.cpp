#include "solvers/explicit/rhs_jacobian.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace acausal::solvers {
namespace {

// The increments scale with the state's size, not with the absolute
// tolerance (SUNDIALS' own choice, 1/ewt_j): for a state near zero with a
// tight atol those fall to 1e-20 and below, where a right-hand side that
// solves algebraic loops by Newton is not smooth. The Jacobian then came out
// orders of magnitude too large, every Newton correction too small, the
// convergence test passed at once, and the steps kept the predictor: a
// closed-loop mechanism drifted 1e-3 rad/s in 10 ms without an error-test
// failure (docs/decisions.md).
long rhs_jacobian(const OdeProblem& problem, double t, std::span<double> x,
                  std::span<const double> f, std::span<double> work,
                  const std::vector<double>& nominal, double* jacobian) {
  static const double kSqrtEpsilon = std::sqrt(std::numeric_limits<double>::epsilon());
  const std::size_t n = x.size();
  const bool by_column = problem.rhs_base && problem.rhs_moved;
  if (by_column) problem.rhs_base(t, x.data());
  for (std::size_t j = 0; j < n; ++j) {
    const double saved = x[j];
    const double typical = std::max(std::fabs(saved), nominal.empty() ? 1.0 : nominal[j]);
    x[j] = saved + kSqrtEpsilon * typical;
    const double increment = x[j] - saved;  // exactly representable
    if (by_column)
      problem.rhs_moved(t, x.data(), static_cast<int>(j), work.data());
    else
      problem.rhs(t, x.data(), work.data());
    x[j] = saved;
    double* column = jacobian + j * n;
    for (std::size_t i = 0; i < n; ++i) column[i] = (work[i] - f[i]) / increment;
  }
  return static_cast<long>(n);
}

}  // namespace

const std::vector<double>& RhsJacobian::at(const OdeProblem& problem, double t, std::span<double> x,
                                           std::span<const double> f, std::span<double> work,
                                           const std::vector<double>& nominal) {
  if (reuse_) {
    reuse_ = false;
    ++reused_;
    return jacobian_;
  }
  rhs_evaluations_ += rhs_jacobian(problem, t, x, f, work, nominal, jacobian_.data());
  computed_ = true;
  return jacobian_;
}

}  // namespace acausal::solvers
