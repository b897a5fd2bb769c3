#pragma once
// The nonzero pattern of a sparse square matrix (the DAE Jacobian's), in the
// compressed sparse column layout the linear solvers take.
#include <utility>
#include <vector>

namespace acausal {

/// Compressed sparse column pattern of an n x n matrix.
struct SparsityPattern {
  int size = 0;
  std::vector<int> column_start;  // size + 1 entries
  std::vector<int> row_index;     // column_start.back() entries, rows sorted per column
  int nonzeros() const { return column_start.empty() ? 0 : column_start.back(); }
};

/// Entries given as (column, row) pairs in any order, repeats allowed: the
/// pattern, and the place (index into row_index) of each given entry;
/// repeated pairs share a place. A counting sort: linear in entries + size.
struct CompressedEntries {
  SparsityPattern pattern;
  std::vector<int> place;  // per given entry
};
CompressedEntries compress_entries(int size, const std::vector<std::pair<int, int>>& column_row);

}  // namespace acausal
