#pragma once
// The nonzero pattern of a sparse square matrix (the DAE Jacobian's), in the
// compressed sparse column layout the linear solvers take.
#include <vector>

namespace acausal {

/// Compressed sparse column pattern of an n x n matrix.
struct SparsityPattern {
  int size = 0;
  std::vector<int> column_start;  // size + 1 entries
  std::vector<int> row_index;     // column_start.back() entries, rows sorted per column
  int nonzeros() const { return column_start.empty() ? 0 : column_start.back(); }
};

}  // namespace acausal
