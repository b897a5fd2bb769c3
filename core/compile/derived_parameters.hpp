#pragma once
// Parameter-only subexpressions of the evaluation programs (m*l*l, cos of a
// fixed angle, the coefficients of a linear Jacobian, ...), computed once
// whenever a parameter changes instead of at every residual or Jacobian call,
// as Modelica tools compute their bound parameters at initialisation. Their
// values follow the declared parameters in the vector the programs read:
// slot declared() + k holds derived expression k. The derived program repeats
// the programs' own operations in their order, so results are bit-identical.
#include <vector>

#include "core/expr/expr.hpp"
#include "core/expr/node_table.hpp"

namespace acausal {

class DerivedParameters {
 public:
  explicit DerivedParameters(int declared) : declared_(declared) {}

  /// The parameter slot holding the value of e, a parameter-only expression
  /// (a new slot the first time e is seen).
  int slot(const Expr& e) {
    const auto [k, inserted] = slot_.emplace(e.id(), static_cast<int>(expressions_.size()));
    if (inserted) expressions_.push_back(e);
    return declared_ + *k;
  }
  int declared() const { return declared_; }
  int size() const { return static_cast<int>(expressions_.size()); }
  const std::vector<Expr>& expressions() const { return expressions_; }

 private:
  int declared_;
  NodeMap<int> slot_;
  std::vector<Expr> expressions_;  // holds the nodes the keys point at
};

}  // namespace acausal
