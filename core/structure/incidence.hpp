#pragma once
// The integer bipartite graph (equations x unknowns) that every structural
// algorithm works on. Symbolic content never reaches this layer.
#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "core/errors.hpp"

namespace acausal::structure {

struct IncidenceGraph {
  int num_vars = 0;
  std::vector<std::vector<int>> eq_vars;  // per equation: the unknowns it contains (sorted, unique)
  int num_eqs() const { return static_cast<int>(eq_vars.size()); }
};

/// Throws InternalError unless every row is sorted, duplicate-free and within [0, num_vars):
/// the algorithms index arrays with these numbers, so a bad row would corrupt memory.
inline void validate_incidence(const IncidenceGraph& g) {
  if (g.num_vars < 0) throw InternalError("incidence graph has a negative variable count");
  for (int e = 0; e < g.num_eqs(); ++e) {
    int previous = -1;
    for (const int v : g.eq_vars[e]) {
      if (v < 0 || v >= g.num_vars || v <= previous) {
        throw InternalError("incidence row of equation " + std::to_string(e) +
                            " is not sorted, unique and within [0, " + std::to_string(g.num_vars) +
                            ")");
      }
      previous = v;
    }
  }
}

/// Compressed transpose of an incidence graph: for each variable the equations that contain it,
/// ascending. One flat array keeps it cache-friendly on graphs with 10^6 entries.
struct VarIncidence {
  std::vector<int> offsets;  // size num_vars + 1
  std::vector<int> eqs;

  std::span<const int> eqs_of(int v) const {
    return std::span<const int>(eqs).subspan(offsets[v], offsets[v + 1] - offsets[v]);
  }
};

inline VarIncidence transpose(const IncidenceGraph& g) {
  VarIncidence t;
  t.offsets.assign(g.num_vars + 1, 0);
  for (const auto& row : g.eq_vars) {
    for (const int v : row) ++t.offsets[v + 1];
  }
  for (int v = 0; v < g.num_vars; ++v) t.offsets[v + 1] += t.offsets[v];
  t.eqs.resize(t.offsets.back());
  std::vector<int> fill(t.offsets.begin(), t.offsets.end() - 1);
  for (int e = 0; e < g.num_eqs(); ++e) {
    for (const int v : g.eq_vars[e]) t.eqs[fill[v]++] = e;
  }
  return t;
}

}  // namespace acausal::structure
