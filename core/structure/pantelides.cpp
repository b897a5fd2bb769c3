#include "core/structure/pantelides.hpp"

#include <algorithm>
#include <span>
#include <string>
#include <utility>

namespace acausal::structure {

namespace {

std::string list_indices(const char* label, const std::vector<int>& items) {
  constexpr std::size_t kShown = 20;  // keeps messages readable on huge models
  std::string text = std::string(label) + " [";
  for (std::size_t i = 0; i < items.size() && i < kShown; ++i) {
    if (i > 0) text += ", ";
    text += std::to_string(items[i]);
  }
  if (items.size() > kShown) text += ", ... (" + std::to_string(items.size()) + " in total)";
  return text + "]";
}

std::vector<int> variables_of(const IncidenceGraph& g, const std::vector<int>& eqs) {
  std::vector<int> vars;
  for (const int e : eqs) vars.insert(vars.end(), g.eq_vars[e].begin(), g.eq_vars[e].end());
  std::sort(vars.begin(), vars.end());
  vars.erase(std::unique(vars.begin(), vars.end()), vars.end());
  return vars;
}

[[noreturn]] void throw_singular(const IncidenceGraph& g, std::vector<int> eqs,
                                 const std::string& reason) {
  std::sort(eqs.begin(), eqs.end());
  eqs.erase(std::unique(eqs.begin(), eqs.end()), eqs.end());
  std::vector<int> vars = variables_of(g, eqs);
  std::string what = "structurally singular system: " + list_indices("equations", eqs) + " " +
                     reason + "; " + list_indices("they contain only variables", vars) +
                     ". Hint: some equations are redundant or contradictory, or an unknown is "
                     "missing from the model";
  throw StructuralSingularity(std::move(what), std::move(eqs), std::move(vars));
}

// Hall's condition on the chain-collapsed graph (see the header): a necessary condition for
// Pantelides to terminate, checked up front so singular models fail fast and precisely.
void check_chain_matchable(const IncidenceGraph& g, const std::vector<int>& roots) {
  IncidenceGraph collapsed;
  collapsed.num_vars = g.num_vars;
  collapsed.eq_vars.resize(g.eq_vars.size());
  for (int e = 0; e < g.num_eqs(); ++e) {
    auto& row = collapsed.eq_vars[e];
    for (const int v : g.eq_vars[e]) row.push_back(roots[v]);
    std::sort(row.begin(), row.end());
    row.erase(std::unique(row.begin(), row.end()), row.end());
  }
  const Matching m = maximum_matching(collapsed);
  if (m.size() == collapsed.num_eqs()) return;
  throw_singular(g, overdetermined_equations(collapsed, m),
                 "outnumber the unknowns (counting each variable together with its derivatives) "
                 "they contain, and differentiating cannot change that");
}

// Pantelides' augmenting search with look-ahead. On failure the colored equations and variables
// form the alternating tree that has to be differentiated. Breadth-first rather than the paper's
// depth-first order: a DFS can wander through the whole already-reduced part of a long chain
// (gear trains) before trying the free variable next door, which made reduction quadratic; BFS
// stops at the nearest free variable, and a failed search colors the same set either way.
class AugmentingSearch {
 public:
  explicit AugmentingSearch(IndexReduction& ir) : ir_(ir) {}

  bool run(int root) {
    var_mark_.resize(ir_.graph.num_vars, 0);
    reached_from_.resize(ir_.graph.num_vars, -1);
    ++stamp_;
    colored_eqs.clear();
    colored_vars.clear();
    if (const int free = visit(root); free >= 0) {
      augment(root, free, root);
      return true;
    }
    // colored_eqs doubles as the BFS queue.
    for (std::size_t head = 0; head < colored_eqs.size(); ++head) {
      const int e = colored_eqs[head];
      for (const int v : ir_.graph.eq_vars[e]) {
        if (!highest(v) || var_mark_[v] == stamp_) continue;
        var_mark_[v] = stamp_;
        reached_from_[v] = e;
        colored_vars.push_back(v);
        // Look-ahead in visit() already proved every highest variable of e is matched.
        const int mate = ir_.matching.eq_of_var[v];
        if (mate < 0) throw InternalError("pantelides: look-ahead missed a free variable");
        if (const int free = visit(mate); free >= 0) {
          augment(mate, free, root);
          return true;
        }
      }
    }
    return false;
  }

  std::vector<int> colored_eqs;
  std::vector<int> colored_vars;

 private:
  bool highest(int v) const { return ir_.var_derivative[v] < 0; }

  // Colors e and returns a free highest-derivative variable of e, or -1. Equations need no
  // mark: one is only reached through its matched variable, which is marked.
  int visit(int e) {
    colored_eqs.push_back(e);
    for (const int v : ir_.graph.eq_vars[e]) {
      if (highest(v) && ir_.matching.eq_of_var[v] < 0) return v;
    }
    return -1;
  }

  // Flips the alternating path root -> ... -> e -> free: every equation on it takes the variable
  // it was reached from the next one through, releasing its old mate to its predecessor.
  void augment(int e, int free, int root) {
    int v = free;
    while (true) {
      const int previous = ir_.matching.var_of_eq[e];
      ir_.matching.var_of_eq[e] = v;
      ir_.matching.eq_of_var[v] = e;
      if (e == root) return;
      v = previous;
      e = reached_from_[v];
    }
  }

  IndexReduction& ir_;
  std::vector<unsigned> var_mark_;
  std::vector<int> reached_from_;  // colored variable -> equation it was scanned from
  unsigned stamp_ = 0;
};

}  // namespace

StructuralSingularity::StructuralSingularity(std::string what, std::vector<int> eqs,
                                             std::vector<int> vars)
    : StructuralError(what), equations(std::move(eqs)), variables(std::move(vars)) {}

std::vector<int> derivative_chain_roots(std::span<const int> var_derivative) {
  const int n = static_cast<int>(var_derivative.size());
  std::vector<int> pred(n, -1);
  for (int v = 0; v < n; ++v) {
    const int d = var_derivative[v];
    if (d < 0) continue;
    if (d >= n || d == v || pred[d] >= 0) {
      throw InternalError("var_derivative is not a set of derivative chains at variable " +
                          std::to_string(v));
    }
    pred[d] = v;
  }
  std::vector<int> roots(n, -1);
  for (int v = 0; v < n; ++v) {
    if (pred[v] >= 0) continue;
    for (int w = v; w >= 0; w = var_derivative[w]) roots[w] = v;
  }
  // Variables left without a root sit on a cycle (x = der(der(x))).
  if (std::find(roots.begin(), roots.end(), -1) != roots.end()) {
    throw InternalError("var_derivative contains a cycle");
  }
  return roots;
}

// Pantelides, "The consistent initialization of differential-algebraic systems",
// SIAM J. Sci. Stat. Comput. 1988. Departure from the paper's loop order, for speed on
// 10^5-equation models: a Hopcroft–Karp maximum matching on the highest derivatives comes first,
// and only the equations it leaves unmatched (in index order) go through the
// augment-or-differentiate loop. The paper's invariants (matched equations stay matched, the
// tree of a failed search is differentiated as a whole) are unchanged.
IndexReduction pantelides(IncidenceGraph g, std::vector<int> var_derivative,
                          DifferentiationHost& host, int max_passes) {
  validate_incidence(g);
  if (var_derivative.size() != static_cast<std::size_t>(g.num_vars)) {
    throw InternalError("pantelides: var_derivative has " + std::to_string(var_derivative.size()) +
                        " entries for " + std::to_string(g.num_vars) + " variables");
  }
  const std::vector<int> roots = derivative_chain_roots(var_derivative);

  IndexReduction ir;
  ir.graph = std::move(g);
  ir.var_derivative = std::move(var_derivative);
  const int original_eqs = ir.graph.num_eqs();
  ir.eq_derivative.assign(original_eqs, -1);
  {
    std::vector<char> highest(ir.graph.num_vars, 0);
    for (int v = 0; v < ir.graph.num_vars; ++v) highest[v] = ir.var_derivative[v] < 0 ? 1 : 0;
    ir.matching = maximum_matching(ir.graph, highest);
  }
  // Each chain has exactly one highest derivative, so a complete matching on highest
  // derivatives already satisfies the chain condition: index-1 models skip the check.
  if (ir.matching.size() < original_eqs) check_chain_matchable(ir.graph, roots);
  std::vector<int> eq_order(original_eqs, 0);  // times differentiated from the original
  std::vector<int> eq_origin(original_eqs);    // original equation it derives from
  for (int e = 0; e < original_eqs; ++e) eq_origin[e] = e;

  AugmentingSearch search(ir);
  for (int start = 0; start < original_eqs; ++start) {
    // Equations differentiated as part of an earlier tree hand their matching to their derivative.
    if (ir.matching.var_of_eq[start] >= 0 || ir.eq_derivative[start] >= 0) continue;
    int k = start;
    while (!search.run(k)) {
      std::vector<int> eqs = search.colored_eqs;
      std::vector<int> vars = search.colored_vars;
      for (const int e : eqs) {
        if (eq_order[e] >= max_passes) {
          std::vector<int> origins;
          for (const int ce : eqs) origins.push_back(eq_origin[ce]);
          IncidenceGraph original{ir.graph.num_vars, {}};
          original.eq_vars.assign(ir.graph.eq_vars.begin(),
                                  ir.graph.eq_vars.begin() + original_eqs);
          throw_singular(original, std::move(origins),
                         "would need more than " + std::to_string(max_passes) +
                             " differentiations to be matched");
        }
      }
      // Sorted so new indices do not depend on the search order of the tree.
      std::sort(eqs.begin(), eqs.end());
      std::sort(vars.begin(), vars.end());

      for (const int v : vars) {
        const int dv = host.derivative_of(v);
        if (dv != ir.graph.num_vars) {
          throw InternalError("pantelides: host.derivative_of(" + std::to_string(v) +
                              ") returned " + std::to_string(dv) + ", expected new variable " +
                              std::to_string(ir.graph.num_vars));
        }
        ir.var_derivative[v] = dv;
        ir.var_derivative.push_back(-1);
        ir.matching.eq_of_var.push_back(-1);
        ++ir.graph.num_vars;
      }
      for (const int e : eqs) {
        // Every highest variable of a colored equation is colored, hence has a derivative now.
        for (const int v : ir.graph.eq_vars[e]) {
          if (ir.var_derivative[v] < 0) {
            throw InternalError("pantelides: colored equation has an uncolored highest variable");
          }
        }
        const int de = ir.graph.num_eqs();
        std::vector<int> row = host.differentiate(e);
        std::sort(row.begin(), row.end());
        row.erase(std::unique(row.begin(), row.end()), row.end());
        if (!row.empty() && (row.front() < 0 || row.back() >= ir.graph.num_vars)) {
          throw InternalError("pantelides: host.differentiate(" + std::to_string(e) +
                              ") returned an unknown variable");
        }
        ir.graph.eq_vars.push_back(std::move(row));
        ir.eq_derivative[e] = de;
        ir.eq_derivative.push_back(-1);
        ir.matching.var_of_eq.push_back(-1);
        eq_order.push_back(eq_order[e] + 1);
        eq_origin.push_back(eq_origin[e]);
      }
      // The tree's matching moves up one derivative level: der(e) takes der(v) where e had v.
      for (const int v : vars) {
        const int e = ir.matching.eq_of_var[v];
        const int de = ir.eq_derivative[e];
        const int dv = ir.var_derivative[v];
        const auto& drow = ir.graph.eq_vars[de];
        if (!std::binary_search(drow.begin(), drow.end(), dv)) {
          throw InternalError("pantelides: derivative of equation " + std::to_string(e) +
                              " does not contain der of its matched variable " + std::to_string(v));
        }
        ir.matching.var_of_eq[e] = -1;
        ir.matching.eq_of_var[v] = -1;
        ir.matching.var_of_eq[de] = dv;
        ir.matching.eq_of_var[dv] = de;
      }
      k = ir.eq_derivative[k];
    }
  }

  for (int e = 0; e < original_eqs; ++e) {
    if (ir.eq_derivative[e] >= 0) ir.differentiated_equations.push_back(e);
  }
  for (const int order : eq_order)
    ir.max_differentiations = std::max(ir.max_differentiations, order);
  return ir;
}

}  // namespace acausal::structure
