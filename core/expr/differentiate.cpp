#include "core/expr/differentiate.hpp"

#include <unordered_map>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/expr/external_function.hpp"
#include "core/expr/traversal.hpp"

namespace acausal {
namespace {

// Derivative of n = op(a, b, c) given the derivatives da, db, dc of its arguments.
Expr chain_rule(const Expr& n, const Expr* a, const Expr* d) {
  switch (n.op()) {
    case Op::Add:
      return d[0] + d[1];
    case Op::Sub:
      return d[0] - d[1];
    case Op::Mul:
      return d[0] * a[1] + a[0] * d[1];
    case Op::Div:
      return (d[0] * a[1] - a[0] * d[1]) / (a[1] * a[1]);
    case Op::Neg:
      return -d[0];
    case Op::Pow:
      if (d[1].is_constant(0)) return a[1] * pow(a[0], a[1] - 1.0) * d[0];
      return n * (d[1] * log(a[0]) + a[1] * d[0] / a[0]);
    case Op::Sqrt:
      return d[0] / (2.0 * n);
    case Op::Exp:
      return n * d[0];
    case Op::Log:
      return d[0] / a[0];
    case Op::Sin:
      return cos(a[0]) * d[0];
    case Op::Cos:
      return -(sin(a[0]) * d[0]);
    case Op::Tan:
      return d[0] / (cos(a[0]) * cos(a[0]));
    case Op::Asin:
      return d[0] / sqrt(1.0 - a[0] * a[0]);
    case Op::Acos:
      return -(d[0] / sqrt(1.0 - a[0] * a[0]));
    case Op::Atan:
      return d[0] / (1.0 + a[0] * a[0]);
    case Op::Atan2:  // atan2(y, x)
      return (a[1] * d[0] - a[0] * d[1]) / (a[0] * a[0] + a[1] * a[1]);
    case Op::Sinh:
      return cosh(a[0]) * d[0];
    case Op::Cosh:
      return sinh(a[0]) * d[0];
    case Op::Tanh:
      return (1.0 - n * n) * d[0];
    case Op::Abs:
      return sign(a[0]) * d[0];
    case Op::Min:
      return if_else(a[0] < a[1], d[0], d[1]);
    case Op::Max:
      return if_else(a[0] > a[1], d[0], d[1]);
    case Op::IfElse:
      return if_else(a[0], d[1], d[2]);
    case Op::NoEvent:  // the derivative's relations are event-free too
      return no_event(d[0]);
    // piecewise constant
    case Op::Sign:
    case Op::Less:
    case Op::LessEqual:
    case Op::Greater:
    case Op::GreaterEqual:
    case Op::And:
    case Op::Or:
    case Op::Not:
      return Expr(0.0);
    default:
      throw InternalError("chain_rule: unexpected operation " + std::string(op_name(n.op())));
  }
}

// d f_k(u) = sum_j df_k/du_j du_j, with df_k/du_j an output of f's Jacobian function.
Expr call_chain_rule(const Expr& n, const std::unordered_map<const void*, Expr>& d) {
  const int inputs = n.num_args();
  std::vector<Expr> args = call_arguments(n);
  std::shared_ptr<const ExternalFunction> jacobian;
  Expr sum = 0.0;
  for (int j = 0; j < inputs; ++j) {
    const Expr& dj = d.at(args[static_cast<std::size_t>(j)].id());
    if (dj.is_constant(0)) continue;
    if (!jacobian) jacobian = n.function()->jacobian_function();
    sum = sum + call(jacobian, args, n.call_output() * inputs + j) * dj;
  }
  return sum;
}

// time: a time derivative (with_derivative gives its derivative), else a
// partial one. Derivatives of the roots `es`, sharing one memo: nodes common
// to several roots are differentiated once.
template <class Seed>
std::vector<Expr> forward_derivatives(const std::vector<Expr>& es, Seed&& seed, bool time) {
  std::unordered_map<const void*, Expr> d;
  post_order(es, [&](const Expr& n) {
    switch (n.op()) {
      case Op::Constant:
      case Op::Parameter:
      case Op::Variable:
      case Op::Time:
      case Op::Der:
        d.emplace(n.id(), seed(n));
        return;
      case Op::WithDerivative:
        d.emplace(n.id(), time ? n.arg(1) : d.at(n.arg(0).id()));
        return;
      case Op::Call:
        d.emplace(n.id(), call_chain_rule(n, d));
        return;
      default:
        break;
    }
    Expr args[3], dargs[3];
    bool any = false;
    for (int i = 0; i < n.num_args(); ++i) {
      args[i] = n.arg(i);
      dargs[i] = d.at(args[i].id());
      any = any || !dargs[i].is_constant(0);
    }
    d.emplace(n.id(), any ? chain_rule(n, args, dargs) : Expr(0.0));
  });
  std::vector<Expr> out;
  out.reserve(es.size());
  for (const Expr& e : es) out.push_back(d.at(e.id()));
  return out;
}

template <class Seed>
Expr forward_derivative(const Expr& e, Seed&& seed, bool time) {
  return forward_derivatives({e}, std::forward<Seed>(seed), time).front();
}

void check_symbol(const Expr& wrt) {
  if (wrt.op() != Op::Variable && wrt.op() != Op::Der && wrt.op() != Op::Parameter &&
      wrt.op() != Op::Time)
    throw InternalError("partial: can only differentiate with respect to a symbol");
}

}  // namespace

Expr partial(const Expr& e, const Expr& wrt) {
  check_symbol(wrt);
  return forward_derivative(
      e, [&](const Expr& leaf) { return Expr(leaf.same(wrt) ? 1.0 : 0.0); }, false);
}

std::vector<Expr> partials(const std::vector<Expr>& es, const Expr& wrt) {
  check_symbol(wrt);
  if (es.empty()) return {};
  return forward_derivatives(
      es, [&](const Expr& leaf) { return Expr(leaf.same(wrt) ? 1.0 : 0.0); }, false);
}

Expr time_derivative(const Expr& e) {
  return forward_derivative(
      e,
      [](const Expr& leaf) -> Expr {
        switch (leaf.op()) {
          case Op::Variable:
          case Op::Der:
            return der(leaf);
          case Op::Time:
            return Expr(1.0);
          default:
            return Expr(0.0);
        }
      },
      true);
}

}  // namespace acausal
