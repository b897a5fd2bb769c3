#pragma once
// Symbolic Jacobians lowered to programs whose outputs are the nonzeros of a
// CSC matrix: the pattern is known at compile time and only values change.
#include <utility>
#include <vector>

#include "core/compile/compiled_model.hpp"
#include "core/expr/differentiate.hpp"

namespace acausal {

/// A leaf's contribution to the matrix: column index and the factor its
/// partial derivative is multiplied by (1, or cj for y' in dF/dy + cj dF/dy').
struct JacobianColumn {
  int column;
  Expr factor;
};

/// Symbolic gradients of every row, one reverse sweep each (gradient());
/// computed once and shared by the DAE and the initialisation Jacobians,
/// whose rows coincide.
std::vector<Gradient> symbolic_gradients(const std::vector<Expr>& rows);

SparseProgram lower_sparse_jacobian(
    const std::vector<Gradient>& rows, int num_columns,
    const std::vector<std::pair<Expr, JacobianColumn>>& leaf_columns,
    const Program::LeafMap& leaf_map, DerivedParameters* derived = nullptr);

/// dF/dy + cj dF/dy' of the DAE residuals, from their gradients.
SparseProgram lower_jacobian(const std::vector<Gradient>& residual_gradients,
                             const std::vector<std::pair<Expr, AnalysedSystem::Slot>>& slots,
                             const Program::LeafMap& leaf_map,
                             DerivedParameters* derived = nullptr);

}  // namespace acausal
