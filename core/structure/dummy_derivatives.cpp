#include "core/structure/dummy_derivatives.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <tuple>
#include <unordered_map>
#include <utility>

#include <Eigen/SparseCore>
#include <Eigen/SparseLU>

namespace acausal::structure {

namespace {

// Residual norms below this fraction of the block's largest column norm count as zero: loose
// enough for finite-difference Jacobians (errors ~ sqrt(eps)), tight enough for real pivots.
constexpr double kSingularTolerance = 1e-8;
// Blocks with more candidate columns than this are chosen structurally and
// checked with a sparse LU: the dense selection is cubic (a chain of 1000
// compliant elements took 6 s, 100 000 would not finish).
constexpr std::size_t kDenseLimit = 60;

std::string list_indices(const char* label, std::span<const int> items) {
  constexpr std::size_t kShown = 20;
  std::string text = std::string(label) + " [";
  for (std::size_t i = 0; i < items.size() && i < kShown; ++i) {
    if (i > 0) text += ", ";
    text += std::to_string(items[i]);
  }
  if (items.size() > kShown) text += ", ... (" + std::to_string(items.size()) + " in total)";
  return text + "]";
}

std::vector<int> predecessors(const std::vector<int>& derivative, const char* what) {
  const int n = static_cast<int>(derivative.size());
  std::vector<int> pred(n, -1);
  for (int i = 0; i < n; ++i) {
    const int d = derivative[i];
    if (d < 0) continue;
    if (d >= n || d == i || pred[d] >= 0) {
      throw InternalError(std::string("select_dummy_derivatives: ") + what +
                          " is not a set of derivative chains at index " + std::to_string(i));
    }
    pred[d] = i;
  }
  return pred;
}

int find_root(std::vector<int>& parent, int x) {
  while (parent[x] != x) {
    parent[x] = parent[parent[x]];  // path halving keeps it near-linear without recursion
    x = parent[x];
  }
  return x;
}

struct Ranked {
  double preference;
  int order;
  int var;
};

// Greedy column selection over the ranking (see the header); returns local column indices.
std::vector<int> choose_columns(const Eigen::MatrixXd& jac, const std::vector<Ranked>& ranks) {
  const Eigen::Index m = jac.rows();
  const Eigen::Index n = jac.cols();
  std::vector<int> ranking(static_cast<std::size_t>(n));
  for (int j = 0; j < static_cast<int>(n); ++j) ranking[j] = j;
  std::stable_sort(ranking.begin(), ranking.end(), [&](int a, int b) {
    return std::tie(ranks[a].preference, ranks[b].order, ranks[a].var) <
           std::tie(ranks[b].preference, ranks[a].order, ranks[b].var);
  });
  const double scale = jac.colwise().norm().maxCoeff();
  const double tol = kSingularTolerance * scale;
  Eigen::MatrixXd residual = jac;
  Eigen::MatrixXd basis(m, m);
  std::vector<char> used(static_cast<std::size_t>(n), 0);
  std::vector<int> chosen;
  Eigen::Index rank = 0;
  for (std::size_t group = 0; group < ranking.size() && rank < m;) {
    std::size_t group_end = group + 1;
    while (group_end < ranking.size() &&
           ranks[ranking[group_end]].preference == ranks[ranking[group]].preference &&
           ranks[ranking[group_end]].order == ranks[ranking[group]].order) {
      ++group_end;
    }
    while (rank < m) {
      int best = -1;
      double best_norm = tol;
      for (std::size_t i = group; i < group_end; ++i) {
        const int j = ranking[i];
        if (used[j]) continue;
        const double norm = residual.col(j).norm();
        if (norm > best_norm) {
          best = j;
          best_norm = norm;
        }
      }
      if (best < 0) break;
      Eigen::VectorXd q = residual.col(best) / best_norm;
      // Second Gram–Schmidt pass: one pass loses orthogonality on ill-conditioned blocks.
      q -= basis.leftCols(rank) * (basis.leftCols(rank).transpose() * q);
      q.normalize();
      basis.col(rank++) = q;
      used[best] = 1;
      chosen.push_back(best);
      for (int j = 0; j < static_cast<int>(n); ++j) {
        if (!used[j]) residual.col(j) -= q * q.dot(residual.col(j));
      }
    }
    group = group_end;
  }
  return chosen;
}

// Greedy maximum matching of rows to columns taken in ranking order (the best
// dummy candidates first): a column joins when an augmenting path from it
// reaches a free row. Matroid greedy, so the chosen set is best by rank among
// structurally possible choices. Iterative DFS; returns local column indices.
std::vector<int> choose_columns_structurally(const std::vector<std::vector<int>>& col_rows, int nr,
                                             const std::vector<int>& ranking) {
  std::vector<int> row_mate(static_cast<std::size_t>(nr), -1);
  std::vector<int> col_mate(col_rows.size(), -1);
  std::vector<int> visited(static_cast<std::size_t>(nr), -1);
  struct Frame {
    int col;
    std::size_t next;
  };
  std::vector<Frame> stack;
  int matched = 0;
  for (const int start : ranking) {
    if (matched == nr) break;
    stack.assign(1, Frame{start, 0});
    bool found = false;
    while (!stack.empty() && !found) {
      Frame& f = stack.back();
      const auto& rows = col_rows[static_cast<std::size_t>(f.col)];
      if (f.next == rows.size()) {
        stack.pop_back();
        continue;
      }
      const int r = rows[f.next++];
      if (visited[static_cast<std::size_t>(r)] == start) continue;
      visited[static_cast<std::size_t>(r)] = start;
      const int mate = row_mate[static_cast<std::size_t>(r)];
      if (mate < 0) {
        // flip: every column on the stack takes the row it reached
        int row = r;
        for (auto it = stack.rbegin(); it != stack.rend(); ++it) {
          const int previous = col_mate[static_cast<std::size_t>(it->col)];
          col_mate[static_cast<std::size_t>(it->col)] = row;
          row_mate[static_cast<std::size_t>(row)] = it->col;
          row = previous;
        }
        found = true;
      } else {
        stack.push_back(Frame{mate, 0});
      }
    }
    if (found) ++matched;
  }
  std::vector<int> chosen;
  for (std::size_t c = 0; c < col_mate.size(); ++c)
    if (col_mate[c] >= 0) chosen.push_back(static_cast<int>(c));
  return chosen;
}

class LevelSelector {
 public:
  LevelSelector(const IndexReduction& ir, JacobianOracle& oracle,
                std::span<const double> preference, const std::vector<int>& var_pred)
      : ir_(ir),
        oracle_(oracle),
        preference_(preference),
        var_pred_(var_pred),
        slot_(ir.graph.num_vars, -1) {}

  // Chooses |rows| dummies among cols; rows and cols are ascending.
  std::vector<int> select(const std::vector<int>& rows, const std::vector<int>& cols, int level) {
    const int nr = static_cast<int>(rows.size());
    const int nc = static_cast<int>(cols.size());
    for (int j = 0; j < nc; ++j) slot_[cols[j]] = j;
    // Independent blocks: connected components of rows and candidate columns.
    std::vector<int> parent(nr + nc);
    for (int i = 0; i < nr + nc; ++i) parent[i] = i;
    for (int i = 0; i < nr; ++i) {
      for (const int v : ir_.graph.eq_vars[rows[i]]) {
        if (slot_[v] < 0) continue;
        const int a = find_root(parent, i);
        const int b = find_root(parent, nr + slot_[v]);
        if (a != b) parent[std::max(a, b)] = std::min(a, b);
      }
    }
    for (int j = 0; j < nc; ++j) slot_[cols[j]] = -1;

    // Rows and columns are ascending, so blocks come out ordered by their first row.
    std::vector<int> block_of_root(nr + nc, -1);
    std::vector<std::vector<int>> block_rows;
    std::vector<std::vector<int>> block_cols;
    for (int i = 0; i < nr; ++i) {
      int& b = block_of_root[find_root(parent, i)];
      if (b < 0) {
        b = static_cast<int>(block_rows.size());
        block_rows.emplace_back();
        block_cols.emplace_back();
      }
      block_rows[b].push_back(rows[i]);
    }
    for (int j = 0; j < nc; ++j) {
      const int b = block_of_root[find_root(parent, nr + j)];
      if (b >= 0) block_cols[b].push_back(cols[j]);  // columns outside every row stay states
    }

    std::vector<int> dummies;
    for (std::size_t b = 0; b < block_rows.size(); ++b) {
      const auto chosen = select_block(block_rows[b], block_cols[b], level);
      dummies.insert(dummies.end(), chosen.begin(), chosen.end());
    }
    std::sort(dummies.begin(), dummies.end());
    return dummies;
  }

 private:
  std::vector<int> select_block(const std::vector<int>& rows, const std::vector<int>& cols,
                                int level) {
    const auto context = [&] {
      return " at dummy-derivative level " + std::to_string(level) + ": " +
             list_indices("differentiated equations", rows) + ", " +
             list_indices("candidate derivatives", cols);
    };
    if (cols.size() < rows.size()) {
      throw StructuralError("no dummy derivatives can be selected" + context() +
                            " (fewer candidates than equations). Hint: the model's constraints "
                            "are structurally inconsistent with its differential equations");
    }
    std::vector<Ranked> ranks;
    ranks.reserve(cols.size());
    for (const int c : cols) {
      int order = 0;
      for (int w = var_pred_[c]; w >= 0; w = var_pred_[w]) ++order;
      const int state = var_pred_[c];
      ranks.push_back({preference_.empty() ? 0.0 : preference_[state], order, c});
    }
    if (cols.size() > kDenseLimit) return select_sparse(rows, cols, ranks, context);
    const Eigen::MatrixXd jac = oracle_.jacobian(rows, cols);
    if (jac.rows() != static_cast<Eigen::Index>(rows.size()) ||
        jac.cols() != static_cast<Eigen::Index>(cols.size())) {
      throw InternalError("JacobianOracle returned a " + std::to_string(jac.rows()) + "x" +
                          std::to_string(jac.cols()) + " matrix for " +
                          std::to_string(rows.size()) + " equations and " +
                          std::to_string(cols.size()) + " variables");
    }
    if (!jac.allFinite()) {
      throw StructuralError("the Jacobian used to select dummy derivatives is not finite" +
                            context() + ". Hint: check the start values");
    }
    const std::vector<int> local = choose_columns(jac, ranks);
    if (local.size() < rows.size()) {
      throw StructuralError(
          "no nonsingular choice of dummy derivatives exists" + context() + " (numeric rank " +
          std::to_string(local.size()) + " < " + std::to_string(rows.size()) +
          "). Hint: the constraints are redundant or degenerate at the start values");
    }
    std::vector<int> result;
    result.reserve(local.size());
    for (const int j : local) result.push_back(cols[j]);
    return result;
  }

  template <class Context>
  std::vector<int> select_sparse(const std::vector<int>& rows, const std::vector<int>& cols,
                                 const std::vector<Ranked>& ranks, const Context& context) {
    const int nr = static_cast<int>(rows.size());
    std::unordered_map<int, int> local_col;
    for (std::size_t j = 0; j < cols.size(); ++j) local_col.emplace(cols[j], static_cast<int>(j));
    std::vector<std::vector<int>> col_rows(cols.size());
    for (int i = 0; i < nr; ++i)
      for (const int v : ir_.graph.eq_vars[rows[static_cast<std::size_t>(i)]])
        if (auto it = local_col.find(v); it != local_col.end())
          col_rows[static_cast<std::size_t>(it->second)].push_back(i);
    std::vector<int> ranking(cols.size());
    for (std::size_t j = 0; j < cols.size(); ++j) ranking[j] = static_cast<int>(j);
    std::stable_sort(ranking.begin(), ranking.end(), [&](int a, int b) {
      return std::tie(ranks[a].preference, ranks[b].order, ranks[a].var) <
             std::tie(ranks[b].preference, ranks[a].order, ranks[b].var);
    });
    const std::vector<int> local = choose_columns_structurally(col_rows, nr, ranking);
    if (static_cast<int>(local.size()) < nr)
      throw StructuralError("no structurally nonsingular choice of dummy derivatives exists" +
                            context());
    // Numeric check of the chosen square submatrix.
    std::vector<Eigen::Triplet<double>> entries;
    for (std::size_t k = 0; k < local.size(); ++k)
      for (const int i : col_rows[static_cast<std::size_t>(local[k])])
        entries.emplace_back(i, static_cast<int>(k),
                             oracle_.entry(rows[static_cast<std::size_t>(i)],
                                           cols[static_cast<std::size_t>(local[k])]));
    Eigen::SparseMatrix<double> a(nr, nr);
    a.setFromTriplets(entries.begin(), entries.end());
    a.makeCompressed();
    Eigen::SparseLU<Eigen::SparseMatrix<double>, Eigen::COLAMDOrdering<int>> lu;
    lu.compute(a);
    if (lu.info() != Eigen::Success)
      throw StructuralError("the structurally chosen dummy derivatives are numerically singular" +
                            context() + ". Hint: check the start values");
    std::vector<int> result;
    for (const int j : local) result.push_back(cols[static_cast<std::size_t>(j)]);
    return result;
  }

  const IndexReduction& ir_;
  JacobianOracle& oracle_;
  std::span<const double> preference_;
  const std::vector<int>& var_pred_;
  std::vector<int> slot_;  // variable -> local column, -1 outside the current level
};

}  // namespace

// Mattsson & Söderlind, "Index reduction in differential-algebraic equations using dummy
// derivatives", SIAM J. Sci. Comput. 1993.
std::vector<char> select_dummy_derivatives(const IndexReduction& ir, JacobianOracle& oracle,
                                           std::span<const double> state_preference) {
  validate_incidence(ir.graph);
  const int nv = ir.graph.num_vars;
  const int ne = ir.graph.num_eqs();
  if (ir.var_derivative.size() != static_cast<std::size_t>(nv) ||
      ir.eq_derivative.size() != static_cast<std::size_t>(ne)) {
    throw InternalError("select_dummy_derivatives: derivative maps do not fit the graph");
  }
  if (!state_preference.empty() && state_preference.size() != static_cast<std::size_t>(nv)) {
    throw InternalError("select_dummy_derivatives: state_preference has " +
                        std::to_string(state_preference.size()) + " entries for " +
                        std::to_string(nv) + " variables");
  }
  for (const double p : state_preference) {
    if (!std::isfinite(p)) throw InternalError("select_dummy_derivatives: non-finite preference");
  }
  derivative_chain_roots(ir.var_derivative);  // validates: no cycles, no shared derivatives
  const std::vector<int> var_pred = predecessors(ir.var_derivative, "var_derivative");
  const std::vector<int> eq_pred = predecessors(ir.eq_derivative, "eq_derivative");

  std::vector<int> rows;
  for (int e = 0; e < ne; ++e) {
    if (ir.eq_derivative[e] < 0 && eq_pred[e] >= 0) rows.push_back(e);
  }
  std::vector<int> cols;
  {
    std::vector<char> seen(nv, 0);
    for (const int e : rows) {
      for (const int v : ir.graph.eq_vars[e]) {
        if (ir.var_derivative[v] < 0 && var_pred[v] >= 0 && !seen[v]) {
          seen[v] = 1;
          cols.push_back(v);
        }
      }
    }
    std::sort(cols.begin(), cols.end());
  }

  std::vector<char> dummy(nv, 0);
  LevelSelector selector(ir, oracle, state_preference, var_pred);
  for (int level = 1; !rows.empty(); ++level) {
    const std::vector<int> chosen = selector.select(rows, cols, level);
    for (const int v : chosen) dummy[v] = 1;
    // One level down: only predecessors that are derivatives themselves can be dummies
    // (M–S show the rows of that level are a row subset of a nonsingular matrix).
    std::vector<int> next_rows;
    for (const int e : rows) {
      const int p = eq_pred[e];
      if (eq_pred[p] >= 0) next_rows.push_back(p);
    }
    std::vector<int> next_cols;
    for (const int v : chosen) {
      const int p = var_pred[v];
      if (var_pred[p] >= 0) next_cols.push_back(p);
    }
    std::sort(next_rows.begin(), next_rows.end());
    std::sort(next_cols.begin(), next_cols.end());
    rows = std::move(next_rows);
    cols = std::move(next_cols);
  }
  return dummy;
}

}  // namespace acausal::structure
