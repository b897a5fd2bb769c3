#include "core/structure/matching.hpp"

#include <algorithm>
#include <climits>
#include <string>

namespace acausal::structure {

namespace {

constexpr int kUnreached = INT_MAX;

void check_mask(const IncidenceGraph& g, std::span<const char> var_eligible) {
  if (!var_eligible.empty() && var_eligible.size() != static_cast<std::size_t>(g.num_vars)) {
    throw InternalError("variable eligibility mask has " + std::to_string(var_eligible.size()) +
                        " entries for " + std::to_string(g.num_vars) + " variables");
  }
}

bool eligible(std::span<const char> var_eligible, int v) {
  return var_eligible.empty() || var_eligible[v] != 0;
}

// Hopcroft & Karp, "An n^{5/2} algorithm for maximum matchings in bipartite graphs",
// SIAM J. Comput. 1973. Each phase: a BFS layers the equations by alternating distance from the
// free equations, then depth-first searches (explicit stack, current-arc pointers) augment along
// vertex-disjoint shortest paths. Recursion would overflow on the 10^5-long paths of chain models.
void hopcroft_karp(const IncidenceGraph& g, Matching& m, std::span<const char> var_eligible) {
  const int ne = g.num_eqs();
  std::vector<int> dist(ne, kUnreached);
  std::vector<int> queue;
  std::vector<std::size_t> next_arc(ne, 0);
  std::vector<int> path;
  queue.reserve(ne);

  while (true) {
    queue.clear();
    for (int e = 0; e < ne; ++e) {
      if (m.var_of_eq[e] < 0) {
        dist[e] = 0;
        queue.push_back(e);
      } else {
        dist[e] = kUnreached;
      }
    }
    // Layer (equation distance) whose equations see a free variable; deeper layers are useless
    // because only shortest augmenting paths are taken in a phase.
    int free_layer = kUnreached;
    for (std::size_t head = 0; head < queue.size(); ++head) {
      const int e = queue[head];
      if (dist[e] >= free_layer) break;
      for (const int v : g.eq_vars[e]) {
        if (!eligible(var_eligible, v)) continue;
        const int mate = m.eq_of_var[v];
        if (mate < 0) {
          free_layer = dist[e];
        } else if (dist[mate] == kUnreached) {
          dist[mate] = dist[e] + 1;
          queue.push_back(mate);
        }
      }
    }
    if (free_layer == kUnreached) return;

    std::fill(next_arc.begin(), next_arc.end(), 0);
    for (int root = 0; root < ne; ++root) {
      if (m.var_of_eq[root] >= 0 || dist[root] != 0) continue;
      path.assign(1, root);
      while (!path.empty()) {
        const int e = path.back();
        const auto& vars = g.eq_vars[e];
        bool descended = false;
        bool augmented = false;
        // A child that failed is marked unreachable, so re-reading its arc simply skips it.
        for (; next_arc[e] < vars.size(); ++next_arc[e]) {
          const int v = vars[next_arc[e]];
          if (!eligible(var_eligible, v)) continue;
          const int mate = m.eq_of_var[v];
          if (mate < 0) {
            if (dist[e] == free_layer) {
              augmented = true;
              break;
            }
          } else if (dist[mate] == dist[e] + 1 && dist[mate] <= free_layer) {
            path.push_back(mate);
            descended = true;
            break;
          }
        }
        if (augmented) {
          // Each equation on the path takes the variable its current arc points at.
          for (const int pe : path) {
            const int v = g.eq_vars[pe][next_arc[pe]];
            m.var_of_eq[pe] = v;
            m.eq_of_var[v] = pe;
            ++next_arc[pe];
          }
          path.clear();
        } else if (!descended) {
          dist[e] = kUnreached;  // dead end for the rest of this phase
          path.pop_back();
        }
      }
    }
  }
}

}  // namespace

int Matching::size() const {
  return static_cast<int>(
      std::count_if(var_of_eq.begin(), var_of_eq.end(), [](int v) { return v >= 0; }));
}

void extend_to_maximum(const IncidenceGraph& g, Matching& m, std::span<const char> var_eligible) {
  validate_incidence(g);
  check_mask(g, var_eligible);
  validate_matching(g, m, var_eligible);
  // Cheap greedy pass first: on typical models it matches almost everything, so the
  // Hopcroft–Karp phases only have to repair the rest.
  for (int e = 0; e < g.num_eqs(); ++e) {
    if (m.var_of_eq[e] >= 0) continue;
    for (const int v : g.eq_vars[e]) {
      if (eligible(var_eligible, v) && m.eq_of_var[v] < 0) {
        m.var_of_eq[e] = v;
        m.eq_of_var[v] = e;
        break;
      }
    }
  }
  hopcroft_karp(g, m, var_eligible);
}

Matching maximum_matching(const IncidenceGraph& g, std::span<const char> var_eligible) {
  Matching m;
  m.var_of_eq.assign(g.eq_vars.size(), -1);
  m.eq_of_var.assign(g.num_vars < 0 ? 0 : g.num_vars, -1);
  extend_to_maximum(g, m, var_eligible);
  return m;
}

void validate_matching(const IncidenceGraph& g, const Matching& m,
                       std::span<const char> var_eligible) {
  check_mask(g, var_eligible);
  if (m.var_of_eq.size() != g.eq_vars.size() ||
      m.eq_of_var.size() != static_cast<std::size_t>(g.num_vars)) {
    throw InternalError("matching arrays do not fit the incidence graph");
  }
  for (int e = 0; e < g.num_eqs(); ++e) {
    const int v = m.var_of_eq[e];
    if (v < 0) continue;
    const auto& row = g.eq_vars[e];
    if (v >= g.num_vars || m.eq_of_var[v] != e || !std::binary_search(row.begin(), row.end(), v) ||
        !eligible(var_eligible, v)) {
      throw InternalError("equation " + std::to_string(e) + " is matched to variable " +
                          std::to_string(v) + " inconsistently");
    }
  }
  for (int v = 0; v < g.num_vars; ++v) {
    const int e = m.eq_of_var[v];
    if (e >= 0 && (e >= g.num_eqs() || m.var_of_eq[e] != v)) {
      throw InternalError("variable " + std::to_string(v) + " is matched to equation " +
                          std::to_string(e) + " inconsistently");
    }
  }
}

std::vector<int> overdetermined_equations(const IncidenceGraph& g, const Matching& m,
                                          std::span<const char> var_eligible) {
  validate_incidence(g);
  validate_matching(g, m, var_eligible);
  std::vector<char> reached(g.eq_vars.size(), 0);
  std::vector<int> queue;
  for (int e = 0; e < g.num_eqs(); ++e) {
    if (m.var_of_eq[e] < 0) {
      reached[e] = 1;
      queue.push_back(e);
    }
  }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    for (const int v : g.eq_vars[queue[head]]) {
      if (!eligible(var_eligible, v)) continue;
      const int mate = m.eq_of_var[v];
      if (mate < 0) throw InternalError("overdetermined_equations: matching is not maximum");
      if (!reached[mate]) {
        reached[mate] = 1;
        queue.push_back(mate);
      }
    }
  }
  std::vector<int> result;
  for (int e = 0; e < g.num_eqs(); ++e) {
    if (reached[e]) result.push_back(e);
  }
  return result;
}

std::vector<int> underdetermined_variables(const IncidenceGraph& g, const Matching& m,
                                           std::span<const char> var_eligible) {
  validate_incidence(g);
  validate_matching(g, m, var_eligible);
  const VarIncidence by_var = transpose(g);
  std::vector<char> reached(g.num_vars, 0);
  std::vector<int> queue;
  for (int v = 0; v < g.num_vars; ++v) {
    if (eligible(var_eligible, v) && m.eq_of_var[v] < 0) {
      reached[v] = 1;
      queue.push_back(v);
    }
  }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    for (const int e : by_var.eqs_of(queue[head])) {
      const int mate = m.var_of_eq[e];
      if (mate < 0) throw InternalError("underdetermined_variables: matching is not maximum");
      if (!reached[mate]) {
        reached[mate] = 1;
        queue.push_back(mate);
      }
    }
  }
  std::vector<int> result;
  for (int v = 0; v < g.num_vars; ++v) {
    if (reached[v]) result.push_back(v);
  }
  return result;
}

}  // namespace acausal::structure
