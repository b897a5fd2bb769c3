#include "core/compile/sparse_jacobian.hpp"

#include <algorithm>

#include "core/expr/node_table.hpp"

#include "core/expr/differentiate.hpp"

namespace acausal {

std::vector<Gradient> symbolic_gradients(const std::vector<Expr>& rows) {
  std::vector<Gradient> out(rows.size());
  for (std::size_t r = 0; r < rows.size(); ++r) out[r] = gradient(rows[r]);
  return out;
}

SparseProgram lower_sparse_jacobian(
    const std::vector<Gradient>& rows, int num_columns,
    const std::vector<std::pair<Expr, JacobianColumn>>& leaf_columns,
    const Program::LeafMap& leaf_map, DerivedParameters* derived) {
  NodeMap<const JacobianColumn*> column_of;
  column_of.reserve(leaf_columns.size());
  for (const auto& [leaf, col] : leaf_columns) column_of.emplace(leaf.id(), &col);
  std::vector<std::pair<int, int>> column_row;
  std::vector<Expr> terms;  // col.factor * d per entry; repeats are summed
  for (std::size_t r = 0; r < rows.size(); ++r) {
    for (const auto& [leaf, d] : rows[r]) {
      const JacobianColumn* const* col = column_of.find(leaf.id());
      if (col == nullptr) continue;
      column_row.emplace_back((*col)->column, static_cast<int>(r));
      terms.push_back((*col)->factor * d);
    }
  }
  CompressedEntries compressed = compress_entries(num_columns, column_row);
  SparseProgram out;
  out.pattern = std::move(compressed.pattern);
  std::vector<Expr> values(static_cast<std::size_t>(out.pattern.nonzeros()));
  std::vector<char> set(values.size(), 0);
  for (std::size_t k = 0; k < terms.size(); ++k) {
    const auto place = static_cast<std::size_t>(compressed.place[k]);
    values[place] = set[place] ? values[place] + terms[k] : terms[k];
    set[place] = 1;
  }
  out.values = Program(values, leaf_map, derived);
  return out;
}

SparseProgram lower_jacobian(const std::vector<Gradient>& residuals,
                             const std::vector<std::pair<Expr, AnalysedSystem::Slot>>& slots,
                             const Program::LeafMap& leaf_map, DerivedParameters* derived) {
  Expr cj = Expr::variable("cj");
  std::vector<std::pair<Expr, JacobianColumn>> columns;
  for (const auto& [sym, slot] : slots)
    columns.push_back({sym, JacobianColumn{slot.index, slot.derivative ? cj : Expr(1.0)}});
  Program::LeafMap with_cj = [&](const Expr& leaf) -> std::optional<InputSlot> {
    if (leaf.same(cj)) return InputSlot{InputKind::Cj, 0};
    return leaf_map(leaf);
  };
  return lower_sparse_jacobian(residuals, static_cast<int>(residuals.size()), columns, with_cj,
                               derived);
}

}  // namespace acausal
