#include "core/structure/blt.hpp"

#include <algorithm>
#include <string>
#include <utility>

namespace acausal::structure {

// Tarjan, "Depth-first search and linear graph algorithms", SIAM J. Comput. 1972.
// Written with an explicit call stack: chain models give DFS depths of 10^5 and more.
// Tarjan emits a component only after every component reachable from it, and edges point from
// an equation to the equations it depends on, so the emission order is the evaluation order.
std::vector<BltBlock> blt(const IncidenceGraph& g, const Matching& m) {
  validate_incidence(g);
  validate_matching(g, m);
  const int ne = g.num_eqs();
  for (int e = 0; e < ne; ++e) {
    if (m.var_of_eq[e] < 0) {
      throw InternalError("blt: equation " + std::to_string(e) + " is unmatched");
    }
  }

  struct Frame {
    int eq;
    std::size_t arc;
  };
  constexpr int kUnvisited = -1;
  std::vector<int> index(ne, kUnvisited);
  std::vector<int> low(ne, 0);
  std::vector<char> on_stack(ne, 0);
  std::vector<int> component_stack;
  std::vector<Frame> calls;
  std::vector<BltBlock> blocks;
  int counter = 0;

  auto open = [&](int e) {
    index[e] = low[e] = counter++;
    on_stack[e] = 1;
    component_stack.push_back(e);
    calls.push_back({e, 0});
  };

  for (int root = 0; root < ne; ++root) {
    if (index[root] != kUnvisited) continue;
    open(root);
    while (!calls.empty()) {
      Frame& frame = calls.back();
      const int e = frame.eq;
      const auto& vars = g.eq_vars[e];
      if (frame.arc < vars.size()) {
        const int dep = m.eq_of_var[vars[frame.arc++]];
        if (dep < 0 || dep == e) continue;  // known input or the equation's own unknown
        if (index[dep] == kUnvisited) {
          open(dep);  // invalidates `frame`; the loop re-reads calls.back()
        } else if (on_stack[dep]) {
          low[e] = std::min(low[e], index[dep]);
        }
        continue;
      }
      calls.pop_back();
      if (!calls.empty()) {
        const int parent = calls.back().eq;
        low[parent] = std::min(low[parent], low[e]);
      }
      if (low[e] != index[e]) continue;
      BltBlock block;
      int member = -1;
      do {
        member = component_stack.back();
        component_stack.pop_back();
        on_stack[member] = 0;
        block.equations.push_back(member);
      } while (member != e);
      std::sort(block.equations.begin(), block.equations.end());
      block.variables.reserve(block.equations.size());
      for (const int be : block.equations) block.variables.push_back(m.var_of_eq[be]);
      blocks.push_back(std::move(block));
    }
  }
  return blocks;
}

}  // namespace acausal::structure
