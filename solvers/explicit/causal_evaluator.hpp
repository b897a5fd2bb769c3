#pragma once
// Runs a model's causal sequence: with the states in y, computes y' of the
// states and y of the algebraic unknowns block by block (assignments, then
// torn blocks by Gaussian elimination or Newton on their tear variables).
#include <memory>
#include <span>
#include <vector>

#include "core/compile/causal_sequence.hpp"
#include "solvers/explicit/sparse_block_lu.hpp"

namespace acausal::solvers {

class CausalEvaluator {
 public:
  explicit CausalEvaluator(const CausalSequence& sequence);

  /// Fills the unknowns in place; the tear variables' current values are the
  /// Newton start. Returns false, leaving a partly updated point, when a value
  /// is not finite or a torn block does not converge (the caller then falls
  /// back to a general Newton solve).
  /// With `only`, runs just the steps it marks (from steps_for).
  bool evaluate(double t, std::span<double> y, std::span<double> yp, const double* parameters,
                const double* discrete, const std::vector<char>* only = nullptr);

  /// The steps that compute the marked unknowns (y_needed[i]: y[i],
  /// yp_needed[i]: y'[i]) together with the steps they read from, as a mask
  /// over the steps. A step computes all its unknowns, so the mask may cover
  /// more than was asked, never less.
  std::vector<char> steps_for(std::vector<char> y_needed, std::vector<char> yp_needed) const;

  /// The steps to run again after the discrete values in the slots marked by
  /// `changed` changed, at a point that solved every step before: the steps
  /// that read one of them and the steps that read what those compute. A mask
  /// over the steps, as for evaluate().
  std::vector<char> steps_after(const std::vector<char>& changed) const;
  /// The same for changed unknowns: y_changed[i] marks y[i] (a state).
  std::vector<char> steps_reached_by(std::vector<char> y_changed) const;

  long newton_iterations() const { return newton_iterations_; }

 private:
  std::vector<char> downstream(const std::vector<char>& discrete,
                               std::vector<char> y_changed) const;
  bool solve_torn(const CausalStep& step, std::size_t k, const ProgramInputs& in,
                  std::span<double> y, std::span<double> yp);
  /// After a full Newton step (residual_ holds its residual): the norm of the
  /// residual at the step kept, halved while it does not reduce `norm`.
  double backtrack(const CausalStep& step, std::size_t k, const ProgramInputs& in,
                   std::span<double> y, std::span<double> yp, double norm);
  /// A one-tear block's root between the ends of a Newton step over which
  /// its residual changed sign; returns the residual's magnitude there.
  double bracket(const CausalStep& step, std::size_t k, const ProgramInputs& in,
                 std::span<double> y, std::span<double> yp);

  const CausalSequence& sequence_;
  // What each step's programs read of the discrete state, y and y'.
  struct StepInputs {
    std::vector<int> discrete, y, yp;
  };
  std::vector<StepInputs> inputs_;
  std::size_t unknowns_ = 0;  // one past the largest index a step reads or computes
  struct StepRegisters {
    std::vector<double> residual, jacobian, values;
  };
  /// The Newton step of a torn block that partial pivoting found singular,
  /// by full pivoting (into residual_); false if it has none.
  bool solve_rank_deficient(const CausalStep& step, StepRegisters& r, const ProgramInputs& in,
                            std::size_t n);
  std::vector<StepRegisters> registers_;
  std::vector<std::unique_ptr<SparseBlockLu>> sparse_lu_;  // per step; null for dense ones
  std::vector<double> out_, residual_, jacobian_;
  std::vector<double> start_, delta_;  // a torn block's tears before its Newton step, and the step
  double start_residual_ = 0.0;        // its first residual there
  long newton_iterations_ = 0;
};

}  // namespace acausal::solvers
