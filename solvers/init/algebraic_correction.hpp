#pragma once
// Makes a solver's interpolated point consistent: with the states held, solve
// F(t, y, y') = 0 for the algebraic unknowns and the state derivatives. Used
// at output points, where IDA's interpolating polynomial would otherwise
// report algebraic variables that satisfy their equations only approximately.
#include <memory>
#include <span>
#include <vector>

#include "core/compile/compiled_model.hpp"
#include "solvers/explicit/causal_evaluator.hpp"

namespace acausal::solvers {

class AlgebraicCorrector {
 public:
  explicit AlgebraicCorrector(const CompiledModel& model);
  ~AlgebraicCorrector();
  /// Corrects y (algebraic components) and yp (state components) in place.
  /// Returns the number of Newton iterations; leaves the point unchanged and
  /// returns -1 if the iteration does not converge.
  int correct(double t, std::span<double> y, std::span<double> yp, const double* parameters,
              const double* discrete);
  /// As correct(), but the causal sequence's values are taken without
  /// checking them against the residual (one evaluation of it less): for
  /// points that only steer the integrator (the solution's rates after an
  /// event seed IDA's history), where an inexact value costs a step, never
  /// a wrong result. correct() where the sequence fails.
  int estimate(double t, std::span<double> y, std::span<double> yp, const double* parameters,
               const double* discrete);
  /// As correct(), for a point that solved every equation before some
  /// discrete values changed: only the causal steps marked in `steps`
  /// (CausalEvaluator::steps_after) run again, and the residual confirms the
  /// whole point. correct() where that fails.
  int update(double t, std::span<double> y, std::span<double> yp, const double* parameters,
             const double* discrete, const std::vector<char>& steps);
  /// The causal sequence the corrector runs (for its masks of steps).
  const CausalEvaluator& causal() const;
  /// Whether the last update() kept its partial result (false: it re-solved the whole point).
  bool last_update_partial() const { return last_update_partial_; }

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  bool last_update_partial_ = false;
};

}  // namespace acausal::solvers
