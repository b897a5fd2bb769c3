#include "core/expr/print.hpp"

#include <fmt/format.h>

#include "core/expr/external_function.hpp"

namespace acausal {
namespace {

int precedence(Op op) {
  switch (op) {
    case Op::Or:
      return 1;
    case Op::And:
      return 2;
    case Op::Less:
    case Op::LessEqual:
    case Op::Greater:
    case Op::GreaterEqual:
      return 3;
    case Op::Add:
    case Op::Sub:
      return 4;
    case Op::Mul:
    case Op::Div:
      return 5;
    case Op::Neg:
    case Op::Not:
      return 6;
    case Op::Pow:
      return 7;
    default:
      return 9;  // atoms and function calls
  }
}

// Diagnostics print equations a user wrote, which are shallow; the depth cap
// keeps a pathological graph from exhausting the stack or the screen.
constexpr int kMaxDepth = 64;

// Shared subexpressions print once per use, so a DAG can expand exponentially:
// the budget caps the text (diagnostics need the shape, not every term).
thread_local std::size_t g_budget = 0;

std::string print(const Expr& e, int depth) {
  if (depth > kMaxDepth || g_budget == 0) return "...";
  if (g_budget > 0) --g_budget;
  const Op op = e.op();
  auto sub = [&](int i, int parent_prec, bool right) {
    Expr a = e.arg(i);
    std::string s = print(a, depth + 1);
    int p = precedence(a.op());
    if (a.op() == Op::Constant && a.value() < 0) p = 6;
    if (p < parent_prec || (right && p == parent_prec)) return "(" + s + ")";
    return s;
  };
  switch (op) {
    case Op::Constant:
      return fmt::format("{:g}", e.value());
    case Op::Parameter:
    case Op::Variable:
    case Op::Discrete:
      return e.name();
    case Op::Time:
      return "time";
    case Op::Der:
      return "der(" + print(e.arg(0), depth + 1) + ")";
    case Op::Add:
    case Op::Sub:
    case Op::Mul:
    case Op::Div:
    case Op::Less:
    case Op::LessEqual:
    case Op::Greater:
    case Op::GreaterEqual:
    case Op::Equal:
    case Op::NotEqual:
    case Op::And:
    case Op::Or: {
      int p = precedence(op);
      const char* sym = op == Op::And ? " and " : op == Op::Or ? " or " : nullptr;
      std::string mid = sym ? std::string(sym) : " " + std::string(op_name(op)) + " ";
      bool right_strict = op == Op::Sub || op == Op::Div;
      return sub(0, p, false) + mid + sub(1, p, right_strict);
    }
    case Op::Pow:
      return sub(0, 8, false) + "^" + sub(1, 8, false);
    case Op::Neg:
      return "-" + sub(0, 6, false);
    case Op::Not:
      return "not " + sub(0, 6, false);
    case Op::IfElse:
      return "(if " + print(e.arg(0), depth + 1) + " then " + print(e.arg(1), depth + 1) +
             " else " + print(e.arg(2), depth + 1) + ")";
    default: {
      std::string s = op == Op::Call ? fmt::format("{}[{}](", e.function()->name(), e.call_output())
                                     : std::string(op_name(op)) + "(";
      for (int i = 0; i < e.num_args(); ++i) s += (i ? ", " : "") + print(e.arg(i), depth + 1);
      return s + ")";
    }
  }
}

}  // namespace

std::string to_string(const Expr& e) {
  g_budget = 400;  // nodes printed at most
  return print(e, 0);
}

}  // namespace acausal
