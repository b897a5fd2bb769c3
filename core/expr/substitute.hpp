#pragma once
// Replacing symbols by expressions (alias elimination, mapping to solver
// slots) without recursion.
#include <unordered_map>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "core/expr/expr.hpp"
#include "core/expr/node_table.hpp"

namespace acausal {

/// node's operation applied to new arguments args[0 .. node.num_args()).
Expr with_arguments(const Expr& node, const Expr* args);

/// Arguments of a node being rebuilt: three or fewer, or a call's many.
using ArgumentList = boost::container::small_vector<Expr, 3>;

/// Map from a Variable/Parameter/Der node to its replacement (other kinds of
/// key are never looked up: a Substituter asks only of leaves and der()).
using Substitution = std::unordered_map<Expr, Expr, ExprHash, ExprSame>;

/// Replaces leaves found in the map. A der(x) node whose x is replaced by an
/// expression becomes the time derivative of that expression.
class Substituter {
 public:
  explicit Substituter(const Substitution& map) : map_(map) {}
  Expr operator()(const Expr& e);

 private:
  const Substitution& map_;
  // Shared across calls (subexpressions repeat); the key's handle keeps the
  // node alive so that its address cannot be reused while memoised.
  NodeMap<std::pair<Expr, Expr>> memo_;
};

}  // namespace acausal
