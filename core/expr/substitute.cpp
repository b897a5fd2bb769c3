#include "core/expr/substitute.hpp"

#include <span>

#include "core/expr/differentiate.hpp"
#include "core/expr/external_function.hpp"
#include "core/expr/traversal.hpp"

namespace acausal {

Expr with_arguments(const Expr& node, const Expr* args) {
  if (node.op() == Op::Call)
    return call(node.function(),
                std::span<const Expr>(args, static_cast<std::size_t>(node.num_args())),
                node.call_output());
  switch (node.num_args()) {
    case 1:
      return Expr::make(node.op(), {args[0]});
    case 2:
      return Expr::make(node.op(), {args[0], args[1]});
    default:
      return Expr::make(node.op(), {args[0], args[1], args[2]});
  }
}

Expr Substituter::operator()(const Expr& e) {
  if (const auto* hit = memo_.find(e.id())) return hit->second;
  auto known = [&](const Expr& n) { return memo_.find(n.id()) != nullptr; };
  post_order_unknown(e, known, [&](const Expr& n) {
    Expr result = n;
    const Op op = n.op();
    // Only leaves and der() nodes are keys: other nodes skip the lookup.
    const bool key_kind = op == Op::Variable || op == Op::Parameter || op == Op::Der ||
                          op == Op::Discrete || op == Op::Time;
    if (auto it = key_kind ? map_.find(n) : map_.end(); it != map_.end()) {
      result = it->second;
    } else if (op == Op::Der) {
      // der(x) with x replaced: differentiate the replacement.
      Expr inner = (*this)(n.arg(0));
      if (!inner.same(n.arg(0))) result = time_derivative(inner);
    } else if (n.num_args() > 0) {
      ArgumentList a(static_cast<std::size_t>(n.num_args()));
      bool changed = false;
      for (int i = 0; i < n.num_args(); ++i) {
        a[i] = memo_.at(n.arg(i).id()).second;
        changed = changed || !a[i].same(n.arg(i));
      }
      if (changed) result = with_arguments(n, a.data());
    }
    memo_.emplace(n.id(), std::make_pair(n, result));
  });
  return memo_.at(e.id()).second;
}

}  // namespace acausal
