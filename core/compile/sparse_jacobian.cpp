#include "core/compile/sparse_jacobian.hpp"

#include <algorithm>
#include <map>
#include <unordered_map>

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
    const Program::LeafMap& leaf_map) {
  std::unordered_map<const void*, const JacobianColumn*> column_of;
  for (const auto& [leaf, col] : leaf_columns) column_of.emplace(leaf.id(), &col);
  // entries[column] = (row, value expression), summed per (row, column).
  std::vector<std::map<int, Expr>> entries(static_cast<std::size_t>(num_columns));
  for (std::size_t r = 0; r < rows.size(); ++r) {
    for (const auto& [leaf, d] : rows[r]) {
      auto it = column_of.find(leaf.id());
      if (it == column_of.end()) continue;
      const JacobianColumn& col = *it->second;
      Expr value = col.factor * d;
      auto& slot = entries[static_cast<std::size_t>(col.column)];
      auto [e, inserted] = slot.try_emplace(static_cast<int>(r), value);
      if (!inserted) e->second = e->second + value;
    }
  }
  SparseProgram out;
  out.pattern.size = num_columns;
  out.pattern.column_start.push_back(0);
  std::vector<Expr> values;
  for (const auto& column : entries) {
    for (const auto& [row, value] : column) {
      out.pattern.row_index.push_back(row);
      values.push_back(value);
    }
    out.pattern.column_start.push_back(static_cast<int>(out.pattern.row_index.size()));
  }
  out.values = Program(values, leaf_map);
  return out;
}

SparseProgram lower_jacobian(const std::vector<Gradient>& residuals,
                             const std::vector<std::pair<Expr, AnalysedSystem::Slot>>& slots,
                             const Program::LeafMap& leaf_map) {
  Expr cj = Expr::variable("cj");
  std::vector<std::pair<Expr, JacobianColumn>> columns;
  for (const auto& [sym, slot] : slots)
    columns.push_back({sym, JacobianColumn{slot.index, slot.derivative ? cj : Expr(1.0)}});
  Program::LeafMap with_cj = [&](const Expr& leaf) -> std::optional<InputSlot> {
    if (leaf.same(cj)) return InputSlot{InputKind::Cj, 0};
    return leaf_map(leaf);
  };
  return lower_sparse_jacobian(residuals, static_cast<int>(residuals.size()), columns, with_cj);
}

}  // namespace acausal
