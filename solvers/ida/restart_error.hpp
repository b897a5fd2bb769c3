#pragma once
// How far the first step after a warm restart can go: IDA's history rebuilt
// at order 2 (ida_history.hpp) has no third derivative, so the first step's
// local error is that of the solution's third derivative, which an event may
// have made large (a first-order lag whose input steps starts a fast
// transient). Used by IDA on the DAE and on the state-space form.
#include <span>

#include "solvers/ida/sundials_handles.hpp"

namespace acausal::solvers::ida {

class RestartError {
 public:
  /// The weighted RMS norm (IDA's error weights; 1 is the error test's limit)
  /// of the estimated local error h^3/3 |y'''| of an order-2 step h from t,
  /// over the differential unknowns. y''' is the old solution's (IDA's
  /// interpolant at t) plus that of the jump, estimated as if the jump decayed
  /// or grew exponentially: d2^2 / max(d1, d2 h), with d1 and d2 the jumps of
  /// y' and of y'' (rate) against the interpolant's. Call before the history
  /// is rebuilt.
  double norm(void* ida_mem, SUNContext context, double t, double h, std::span<const double> yp,
              std::span<const double> rate, std::span<const char> differential);
  /// The largest step whose estimate passes (norm 1), the error growing as
  /// h^3: h itself when norm <= 1.
  static double passing_step(double h, double norm);

 private:
  VectorHandle weights_;
  VectorHandle old_[3];
};

}  // namespace acausal::solvers::ida
