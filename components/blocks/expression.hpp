#pragma once
// A block whose outputs are symbolic expressions of its inputs and time,
// written in C++ with the project's expressions (core/expr/expr.hpp).
#include <cstddef>
#include <functional>
#include <span>
#include <vector>

#include "domains/signal.hpp"

namespace acausal::blocks {

struct ExpressionParams {
  std::size_t inputs = 0;
  std::size_t outputs = 1;
  /// y = f(u, t): one expression per output, built from the inputs u (in
  /// order), the time t and constants (numbers captured in f are constants,
  /// not tunable parameters).
  std::function<std::vector<Expr>(std::span<const Expr> u, Expr t)> f;
};

/// y[i] = f(u, t)[i], ports "u[1]".."u[inputs]" and "y[1]".."y[outputs]",
/// or "u" and "y" where there is one (as FunctionBlock, which computes y = f(u)
/// with C++ code instead: the two can replace each other).
/// The equations are ordinary symbolic equations: index reduction
/// differentiates them exactly (a Der block after it gives df/dt), and the
/// Jacobian is exact. f is called once, at construction.
class Expression : public Component {
 public:
  static constexpr const char* kTypeName = "Expression";
  using Params = ExpressionParams;
  Expression(ComponentContext ctx, Params p);
  std::vector<signal::RealSignal> u, y;
};

}  // namespace acausal::blocks
