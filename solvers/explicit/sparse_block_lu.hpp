#pragma once
// The LU of a causal step's block solved whole (CausalStep::sparse()): KLU
// (Davis and Palamadai Natarajan, "Algorithm 907: KLU", ACM TOMS 37(3),
// 2010) on the block's sparse Jacobian. The ordering is computed once for the
// fixed pattern; later factorisations reuse the pivot order while it stays
// sound.
#include <memory>

#include "core/compile/sparsity_pattern.hpp"

namespace acausal::solvers {

class SparseBlockLu {
 public:
  explicit SparseBlockLu(const SparsityPattern& pattern);
  ~SparseBlockLu();
  SparseBlockLu(const SparseBlockLu&) = delete;
  SparseBlockLu& operator=(const SparseBlockLu&) = delete;

  /// Solves A x = b in place: `values` are A's nonzeros in the pattern's
  /// order, b (the pattern's size) becomes x. False if A is singular to
  /// KLU's pivoting.
  bool solve(const double* values, double* b);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace acausal::solvers
