#pragma once
// Iterative post-order traversal of expression DAGs. Every pass that walks
// expressions uses it, so none of them can overflow the call stack on deep
// graphs, and each shared node is visited once.
#include <utility>
#include <vector>

#include "core/expr/expr.hpp"
#include "core/expr/node_table.hpp"

namespace acausal {

/// Calls visit(node) for every node reachable from roots, children before
/// parents, each node once. Der nodes are visited as leaves unless
/// descend_into_der is true.
template <class Visit>
void post_order(const std::vector<Expr>& roots, Visit&& visit, bool descend_into_der = false) {
  NodeSet done;
  std::vector<std::pair<Expr, int>> stack;  // node, next child to push
  for (const Expr& root : roots) {
    if (done.count(root.id())) continue;
    stack.emplace_back(root, 0);
    while (!stack.empty()) {
      auto& [node, next] = stack.back();
      const bool leaf = node.op() == Op::Der && !descend_into_der;
      if (!leaf && next < node.num_args()) {
        Expr child = node.arg(next++);
        if (!done.count(child.id())) stack.emplace_back(std::move(child), 0);
        continue;
      }
      if (done.insert(node.id())) visit(node);
      stack.pop_back();
    }
  }
}

}  // namespace acausal
