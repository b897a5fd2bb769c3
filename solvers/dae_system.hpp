#pragma once
// The boundary between a compiled model and the integrators: an index-1 DAE
// F(t, y, y') = 0 with a sparse Jacobian dF/dy + cj dF/dy'.
#include <span>
#include <string>
#include <vector>

#include "core/compile/sparsity_pattern.hpp"

namespace acausal::solvers {

using acausal::SparsityPattern;

/// A DAE bound to its own mutable workspace. Implementations must not allocate
/// in residual() or jacobian(); they may throw (the driver carries the exception
/// across the solver's C callbacks and rethrows it after the solver returns).
class DaeSystem {
 public:
  virtual ~DaeSystem() = default;
  virtual int size() const = 0;
  /// r = F(t, y, y').
  virtual void residual(double t, const double* y, const double* yp, double* r) = 0;
  virtual const SparsityPattern& jacobian_pattern() const = 0;
  /// values[k] = (dF/dy + cj dF/dy') at the k-th nonzero of jacobian_pattern().
  virtual void jacobian(double t, const double* y, const double* yp, double cj, double* values) = 0;
  /// 1 for components whose derivative appears in F (differential), 0 for algebraic.
  virtual std::span<const char> differential() const = 0;
  /// Human-readable name of component i (used in solver error messages).
  virtual std::string component_name(int i) const = 0;
};

}  // namespace acausal::solvers
