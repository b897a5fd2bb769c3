#pragma once
// Symbolic differentiation: partial derivatives (for Jacobians) and total
// time derivatives (for index reduction).
#include <utility>
#include <vector>

#include "core/expr/expr.hpp"

namespace acausal {

/// d e / d wrt, where wrt is a Variable or a Der node; Der nodes are treated
/// as independent symbols (as in F(t, y, y')).
Expr partial(const Expr& e, const Expr& wrt);

/// d e / d wrt for every e of es, in one sweep: where the es share
/// subexpressions (a torn block's residuals after substitution) each shared
/// node is differentiated once, not once per root.
std::vector<Expr> partials(const std::vector<Expr>& es, const Expr& wrt);

/// partials(es, wrt[j]) for every j (result [j][i] = d es[i] / d wrt[j]): the
/// DAG of es is ordered and indexed once for all wrt; each sweep then builds
/// derivatives only for the nodes that depend on its wrt (a flag per node
/// tells them apart, no hash lookups).
std::vector<std::vector<Expr>> partials(const std::vector<Expr>& es, const std::vector<Expr>& wrt);

/// d e / d leaf for every Variable and Der leaf of e (in post order; 0 for a
/// leaf e does not depend on smoothly), in one reverse sweep (Griewank and
/// Walther, Evaluating Derivatives, 2008, ch. 3): the partials share the
/// adjoints of e's subexpressions, where one forward sweep per leaf would
/// build each its own chain of products.
using Gradient = std::vector<std::pair<Expr, Expr>>;  // (leaf, d e / d leaf)
Gradient gradient(const Expr& e);

/// d e / dt: every variable x contributes dE/dx * der(x), every der(x) node
/// dE/d(der x) * der(der(x)); parameters are constant in time.
Expr time_derivative(const Expr& e);

}  // namespace acausal
