#pragma once
// Iterative post-order traversal of expression DAGs. Every pass that walks
// expressions uses it, so none of them can overflow the call stack on deep
// graphs, and each shared node is visited once.
#include <span>
#include <utility>
#include <vector>

#include "core/expr/expr.hpp"
#include "core/expr/node_table.hpp"

namespace acausal {

/// Calls visit(node) for every node reachable from roots, children before
/// parents, each node once. Der nodes are visited as leaves unless
/// descend_into_der is true. The walk holds pointers to the handles inside the
/// nodes (no reference counts to touch): roots must outlive it.
template <class Visit>
void post_order(std::span<const Expr> roots, Visit&& visit, bool descend_into_der = false) {
  NodeSet done;
  std::vector<std::pair<const Expr*, int>> stack;  // node, next child to push
  for (const Expr& root : roots) {
    if (done.count(root.id())) continue;
    stack.emplace_back(&root, 0);
    while (!stack.empty()) {
      auto& [node, next] = stack.back();
      const bool leaf = node->op() == Op::Der && !descend_into_der;
      if (!leaf && next < node->num_args()) {
        const Expr& child = node->arg(next++);
        if (!done.count(child.id())) stack.emplace_back(&child, 0);
        continue;
      }
      const Expr& finished = *node;
      stack.pop_back();
      if (done.insert(finished.id())) visit(finished);
    }
  }
}
template <class Visit>
void post_order(const std::vector<Expr>& roots, Visit&& visit, bool descend_into_der = false) {
  post_order(std::span<const Expr>(roots), std::forward<Visit>(visit), descend_into_der);
}
template <class Visit>
void post_order(const Expr& root, Visit&& visit, bool descend_into_der = false) {
  post_order(std::span<const Expr>(&root, 1), std::forward<Visit>(visit), descend_into_der);
}

}  // namespace acausal
