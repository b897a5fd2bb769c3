#pragma once
// Numeric semantics of every operation, shared by the tree evaluator, the
// constant folder and the compiled programs so that they cannot disagree.
#include <cmath>
#include <functional>

#include "core/expr/expr.hpp"

namespace acausal {

/// Value of op applied to (a, b, c); unused arguments are ignored.
inline double apply_op(Op op, double a, double b, double c) {
  switch (op) {
    case Op::Add:
      return a + b;
    case Op::Sub:
      return a - b;
    case Op::Mul:
      return a * b;
    case Op::Div:
      return a / b;
    case Op::Neg:
      return -a;
    case Op::Pow:
      return std::pow(a, b);
    case Op::Sqrt:
      return std::sqrt(a);
    case Op::Exp:
      return std::exp(a);
    case Op::Log:
      return std::log(a);
    case Op::Sin:
      return std::sin(a);
    case Op::Cos:
      return std::cos(a);
    case Op::Tan:
      return std::tan(a);
    case Op::Asin:
      return std::asin(a);
    case Op::Acos:
      return std::acos(a);
    case Op::Atan:
      return std::atan(a);
    case Op::Atan2:
      return std::atan2(a, b);
    case Op::Sinh:
      return std::sinh(a);
    case Op::Cosh:
      return std::cosh(a);
    case Op::Tanh:
      return std::tanh(a);
    case Op::Abs:
      return std::fabs(a);
    case Op::Sign:
      return a > 0 ? 1.0 : (a < 0 ? -1.0 : 0.0);
    case Op::Min:
      return a < b ? a : b;
    case Op::Max:
      return a > b ? a : b;
    case Op::Less:
      return a < b ? 1.0 : 0.0;
    case Op::LessEqual:
      return a <= b ? 1.0 : 0.0;
    case Op::Greater:
      return a > b ? 1.0 : 0.0;
    case Op::GreaterEqual:
      return a >= b ? 1.0 : 0.0;
    case Op::Equal:  // discrete values are integers held exactly in doubles
      return a == b ? 1.0 : 0.0;
    case Op::NotEqual:
      return a != b ? 1.0 : 0.0;
    case Op::And:
      return (a != 0.0 && b != 0.0) ? 1.0 : 0.0;
    case Op::Or:
      return (a != 0.0 || b != 0.0) ? 1.0 : 0.0;
    case Op::Not:
      return a == 0.0 ? 1.0 : 0.0;
    case Op::IfElse:
      return a != 0.0 ? b : c;
    case Op::WithDerivative:
    case Op::NoEvent:
      return a;
    default:
      return std::nan("");
  }
}

/// Value of a leaf (Variable, Parameter, Time or Der node) during tree evaluation.
using LeafValue = std::function<double(const Expr& leaf)>;

/// Evaluates an expression by walking its DAG (each shared node once). Meant
/// for set-up work and tests; simulation uses compiled programs.
double evaluate(const Expr& e, const LeafValue& leaf_value);

}  // namespace acausal
