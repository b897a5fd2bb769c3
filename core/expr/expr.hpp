#pragma once
// Symbolic expressions: an immutable, hash-consed DAG. Structurally equal
// expressions share one node, so common subexpressions are shared for free
// and identity comparison is a pointer comparison (the CasADi SX idea).
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>

namespace acausal {

enum class Op : std::uint8_t {
  // leaves
  Constant,
  Parameter,
  Variable,
  Time,
  // derivative of its argument (a Variable or a Der node)
  Der,
  // arithmetic
  Add,
  Sub,
  Mul,
  Div,
  Neg,
  Pow,
  // elementary functions
  Sqrt,
  Exp,
  Log,
  Sin,
  Cos,
  Tan,
  Asin,
  Acos,
  Atan,
  Atan2,
  Sinh,
  Cosh,
  Tanh,
  Abs,
  Sign,
  Min,
  Max,
  // relations and logic (values 0 or 1)
  Less,
  LessEqual,
  Greater,
  GreaterEqual,
  And,
  Or,
  Not,
  // if-then-else: args (condition, then, else)
  IfElse,
  // hybrid behaviour
  Discrete,  // symbol of a discrete-time variable (changes only at events)
  Pre,       // pre(x): value of discrete x before the current event iteration step
  NoEvent,   // noEvent(e): e, whose relations are evaluated directly (no events)
  Sample,    // sample(start, period): true at the instants start + k * period
  Equal,     // a == b, for discrete values (modes, counters): never an event by itself
  NotEqual,
  // with_derivative(value, derivative): value, whose time derivative is the given one
  WithDerivative,
  // output k of an external function f(u_1..u_n) (any number of arguments)
  Call,
};

constexpr int kOpCount = static_cast<int>(Op::Call) + 1;

int arity(Op op);
std::string_view op_name(Op op);
bool is_relation(Op op);

namespace detail {
struct Node;
}
class ExternalFunction;

/// A handle to an immutable expression node (reference counted).
class Expr {
 public:
  Expr();              // the constant 0
  Expr(double value);  // NOLINT(google-explicit-constructor): lets 2*x read naturally
  Expr(int value) : Expr(static_cast<double>(value)) {}  // NOLINT
  Expr(const Expr& other) noexcept;
  Expr(Expr&& other) noexcept;
  Expr& operator=(const Expr& other) noexcept;
  Expr& operator=(Expr&& other) noexcept;
  ~Expr();

  /// A new symbol, distinct from every other symbol even with the same name.
  static Expr variable(std::string name);
  static Expr parameter(std::string name);
  /// A discrete-time variable: piecewise constant, assigned at events.
  static Expr discrete(std::string name);
  static Expr time();
  /// Builds op(args...) with local simplification (constant folding, x+0, x*1, ...).
  static Expr make(Op op, std::initializer_list<Expr> args);

  Op op() const;
  int num_args() const;
  /// Argument i: a reference into this node, valid while some handle holds it.
  const Expr& arg(int i) const;
  double value() const;                                             // Constant only
  std::uint64_t symbol_id() const;                                  // Variable / Parameter only
  const std::string& name() const;                                  // Variable / Parameter only
  const std::shared_ptr<const ExternalFunction>& function() const;  // Call only
  int call_output() const;  // Call only: which output of the function
  bool is_constant() const { return op() == Op::Constant; }
  bool is_constant(double v) const { return is_constant() && value() == v; }
  bool is_symbol() const { return op() == Op::Variable || op() == Op::Parameter; }

  /// Pointer identity: equal iff structurally equal (hash-consing).
  bool same(const Expr& other) const { return node_ == other.node_; }
  const void* id() const { return node_; }
  std::size_t hash() const;

  explicit Expr(const detail::Node* node, bool add_ref);
  const detail::Node* node() const { return node_; }

 private:
  friend struct detail::Node;
  const detail::Node* node_;
};

struct ExprHash {
  std::size_t operator()(const Expr& e) const { return std::hash<const void*>{}(e.id()); }
};
struct ExprSame {
  bool operator()(const Expr& a, const Expr& b) const { return a.same(b); }
};

// Arithmetic
Expr operator+(const Expr& a, const Expr& b);
Expr operator-(const Expr& a, const Expr& b);
Expr operator*(const Expr& a, const Expr& b);
Expr operator/(const Expr& a, const Expr& b);
Expr operator-(const Expr& a);
inline Expr& operator+=(Expr& a, const Expr& b) {
  return a = a + b;
}
inline Expr& operator-=(Expr& a, const Expr& b) {
  return a = a - b;
}
inline Expr& operator*=(Expr& a, const Expr& b) {
  return a = a * b;
}
Expr pow(const Expr& a, const Expr& b);
Expr sqrt(const Expr& a);
Expr exp(const Expr& a);
Expr log(const Expr& a);
Expr sin(const Expr& a);
Expr cos(const Expr& a);
Expr tan(const Expr& a);
Expr asin(const Expr& a);
Expr acos(const Expr& a);
Expr atan(const Expr& a);
Expr atan2(const Expr& y, const Expr& x);
Expr sinh(const Expr& a);
Expr cosh(const Expr& a);
Expr tanh(const Expr& a);
Expr abs(const Expr& a);
Expr sign(const Expr& a);
Expr min(const Expr& a, const Expr& b);
Expr max(const Expr& a, const Expr& b);
/// der(x): time derivative of a variable (or of a derivative).
Expr der(const Expr& x);
// Relations produce 0/1 valued expressions for if-then-else conditions.
// (operator== is deliberately not overloaded: equations are written
// with Component::equation(lhs, rhs), and identity is Expr::same.)
Expr operator<(const Expr& a, const Expr& b);
Expr operator<=(const Expr& a, const Expr& b);
Expr operator>(const Expr& a, const Expr& b);
Expr operator>=(const Expr& a, const Expr& b);
Expr operator&&(const Expr& a, const Expr& b);
Expr operator||(const Expr& a, const Expr& b);
Expr operator!(const Expr& a);
Expr if_else(const Expr& condition, const Expr& then_value, const Expr& else_value);
/// a == b and a != b for discrete values (Integer modes, Booleans).
Expr equal(const Expr& a, const Expr& b);
Expr not_equal(const Expr& a, const Expr& b);
/// pre(x) of a discrete variable x.
Expr pre(const Expr& x);
/// Modelica's initial(): true while the model is being initialised, false afterwards.
Expr initial();
/// e with its relations evaluated directly: no events (for expressions known to be smooth).
Expr no_event(const Expr& e);
/// True at the time instants start + k * period (k = 0, 1, ...), for when-conditions.
Expr sample(const Expr& start, const Expr& period);

/// An expression with the value of `value` whose time derivative, wherever
/// index reduction or time_derivative() differentiates it, is `derivative`
/// (not the derivative of `value`): a motion source fed with phi, w and a
/// (MSL Sources.Move) gives der(phi) = w exactly without differentiating its
/// inputs. Partial derivatives (Jacobians) are those of `value`.
Expr with_derivative(const Expr& value, const Expr& derivative);

/// Number of live expression nodes (for tests of sharing and destruction).
std::size_t live_node_count();

}  // namespace acausal

#include "core/expr/expr_node.hpp"  // IWYU pragma: export
