#pragma once
// Iterative post-order traversal of expression DAGs. Every pass that walks
// expressions uses it, so none of them can overflow the call stack on deep
// graphs, and each shared node is visited once.
#include <memory>
#include <span>
#include <utility>
#include <vector>

#include "core/expr/expr.hpp"
#include "core/expr/node_table.hpp"

namespace acausal {

namespace detail {

// The visited set and stack of a walk. Most walks cover one small equation,
// and passes walk every equation several times: a per-thread pool of these
// (cleared, not freed) saves each walk two allocations. A pool, not one
// scratch, because a visit may start a walk of its own.
struct WalkScratch {
  NodeSet done;
  std::vector<std::pair<const Expr*, int>> stack;  // node, next child to push
};

class WalkScratchLease {
 public:
  WalkScratchLease() {
    std::vector<std::unique_ptr<WalkScratch>>& free = pool();
    if (free.empty()) {
      scratch_ = std::make_unique<WalkScratch>();
    } else {
      scratch_ = std::move(free.back());
      free.pop_back();
    }
  }
  ~WalkScratchLease() {
    scratch_->done.clear();
    scratch_->stack.clear();
    pool().push_back(std::move(scratch_));
  }
  WalkScratchLease(const WalkScratchLease&) = delete;
  WalkScratchLease& operator=(const WalkScratchLease&) = delete;
  WalkScratch& operator*() const { return *scratch_; }

 private:
  static std::vector<std::unique_ptr<WalkScratch>>& pool() {
    thread_local std::vector<std::unique_ptr<WalkScratch>> free;
    return free;
  }
  std::unique_ptr<WalkScratch> scratch_;
};

}  // namespace detail

namespace detail {

template <class Known, class Visit>
void walk(std::span<const Expr> roots, Known& known, Visit& visit, bool descend_into_der,
          std::vector<std::pair<const Expr*, int>>& stack) {
  for (const Expr& root : roots) {
    if (known(root)) continue;
    stack.emplace_back(&root, 0);
    while (!stack.empty()) {
      auto& [node, next] = stack.back();
      const bool leaf = node->op() == Op::Der && !descend_into_der;
      if (!leaf && next < node->num_args()) {
        const Expr& child = node->arg(next++);
        if (!known(child)) stack.emplace_back(&child, 0);
        continue;
      }
      // Not known yet: a node on the stack has only its descendants above it,
      // so in a DAG nothing pushes it twice.
      const Expr& finished = *node;
      stack.pop_back();
      visit(finished);
    }
  }
}

}  // namespace detail

/// Calls visit(node) for every node reachable from roots without passing
/// through a known node, children before parents: known(node) is the
/// caller's record of the nodes done (a memo), and visit(node) must make it
/// true. Known nodes' subtrees are not walked. Der nodes are visited as
/// leaves unless descend_into_der is true. The walk holds pointers to the
/// handles inside the nodes (no reference counts to touch): roots must
/// outlive it.
template <class Known, class Visit>
void post_order_unknown(std::span<const Expr> roots, Known&& known, Visit&& visit,
                        bool descend_into_der = false) {
  const detail::WalkScratchLease lease;
  detail::walk(roots, known, visit, descend_into_der, (*lease).stack);
}
template <class Known, class Visit>
void post_order_unknown(const Expr& root, Known&& known, Visit&& visit,
                        bool descend_into_der = false) {
  post_order_unknown(std::span<const Expr>(&root, 1), std::forward<Known>(known),
                     std::forward<Visit>(visit), descend_into_der);
}

/// Calls visit(node) for every node reachable from roots, children before
/// parents, each node once (post_order_unknown with a set of its own).
template <class Visit>
void post_order(std::span<const Expr> roots, Visit&& visit, bool descend_into_der = false) {
  const detail::WalkScratchLease lease;
  NodeSet& done = (*lease).done;
  auto known = [&](const Expr& e) { return done.contains(e.id()); };
  auto mark_and_visit = [&](const Expr& e) {
    done.insert(e.id());
    visit(e);
  };
  detail::walk(roots, known, mark_and_visit, descend_into_der, (*lease).stack);
}
template <class Visit>
void post_order(const std::vector<Expr>& roots, Visit&& visit, bool descend_into_der = false) {
  post_order(std::span<const Expr>(roots), std::forward<Visit>(visit), descend_into_der);
}
template <class Visit>
void post_order(const Expr& root, Visit&& visit, bool descend_into_der = false) {
  post_order(std::span<const Expr>(&root, 1), std::forward<Visit>(visit), descend_into_der);
}

/// Whether node occurs in e (inside der() only if descend_into_der).
inline bool contains_node(const Expr& e, const Expr& node, bool descend_into_der = false) {
  bool found = false;
  post_order(
      e, [&](const Expr& n) { found = found || n.same(node); }, descend_into_der);
  return found;
}

}  // namespace acausal
