#include "core/expr/differentiate.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/expr/external_function.hpp"
#include "core/expr/node_table.hpp"
#include "core/expr/traversal.hpp"

namespace acausal {
namespace {

// Signs, relations and logic: constant between their switching points.
bool piecewise_constant(Op op) {
  switch (op) {
    case Op::Sign:
    case Op::Less:
    case Op::LessEqual:
    case Op::Greater:
    case Op::GreaterEqual:
    case Op::And:
    case Op::Or:
    case Op::Not:
      return true;
    default:
      return false;
  }
}

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
    default:
      if (piecewise_constant(n.op())) return Expr(0.0);
      throw InternalError("chain_rule: unexpected operation " + std::string(op_name(n.op())));
  }
}

// d f_k(u) = sum_j df_k/du_j du_j, with df_k/du_j an output of f's Jacobian function.
Expr call_chain_rule(const Expr& n, const NodeMap<Expr>& d) {
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
  NodeMap<Expr> d;
  post_order(es, [&](const Expr& n) {
    switch (n.op()) {
      case Op::Constant:
      case Op::Parameter:
      case Op::Variable:
      case Op::Time:
      case Op::Der:
        d.emplace(n.id(), seed(n));
        return;
      case Op::WithDerivative: {
        Expr derivative =
            time ? n.arg(1) : d.at(n.arg(0).id());  // a copy: emplace may move d's values
        d.emplace(n.id(), std::move(derivative));
      }
        return;
      case Op::Call: {
        Expr derivative = call_chain_rule(n, d);
        d.emplace(n.id(), std::move(derivative));
      }
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

std::vector<std::vector<Expr>> partials(const std::vector<Expr>& es, const std::vector<Expr>& wrt) {
  for (const Expr& w : wrt) check_symbol(w);
  std::vector<Expr> order;  // children before parents
  NodeMap<int> index;
  // The arguments of order[k] are order[arg_index[first_arg[k] .. first_arg[k + 1])].
  std::vector<int> first_arg{0}, arg_index;
  bool calls = false;
  post_order(es, [&](const Expr& n) {
    calls = calls || n.op() == Op::Call;
    if (n.op() != Op::Der)
      for (int i = 0; i < n.num_args(); ++i) arg_index.push_back(index.at(n.arg(i).id()));
    first_arg.push_back(static_cast<int>(arg_index.size()));
    index.emplace(n.id(), static_cast<int>(order.size()));
    order.push_back(n);
  });
  std::vector<std::vector<Expr>> out;
  out.reserve(wrt.size());
  if (calls) {  // an external function's chain rule needs its Jacobian function: one sweep each
    for (const Expr& w : wrt) out.push_back(partials(es, w));
    return out;
  }
  std::vector<Expr> d(order.size());        // valid where depends[k]
  std::vector<char> depends(order.size());  // d[k] is not the constant 0
  for (const Expr& w : wrt) {
    std::fill(depends.begin(), depends.end(), 0);
    for (std::size_t k = 0; k < order.size(); ++k) {
      const Expr& n = order[k];
      const int* a = arg_index.data() + first_arg[k];
      const int nargs = first_arg[k + 1] - first_arg[k];
      if (nargs == 0) {
        if (n.same(w)) {
          depends[k] = 1;
          d[k] = Expr(1.0);
        }
        continue;
      }
      if (n.op() == Op::WithDerivative) {  // a partial derivative differentiates the value
        if ((depends[k] = depends[static_cast<std::size_t>(a[0])]))
          d[k] = d[static_cast<std::size_t>(a[0])];
        continue;
      }
      bool any = false;
      for (int i = 0; i < nargs; ++i) any = any || depends[static_cast<std::size_t>(a[i])];
      if (!any) continue;
      Expr args[3], dargs[3];
      for (int i = 0; i < nargs; ++i) {
        args[i] = order[static_cast<std::size_t>(a[i])];
        if (depends[static_cast<std::size_t>(a[i])]) dargs[i] = d[static_cast<std::size_t>(a[i])];
      }
      d[k] = chain_rule(n, args, dargs);
      // As the single-symbol sweep: a derivative that folded to 0 counts as none.
      depends[k] = d[k].is_constant(0) ? 0 : 1;
    }
    std::vector<Expr> column;
    column.reserve(es.size());
    for (const Expr& e : es) {
      const auto k = static_cast<std::size_t>(index.at(e.id()));
      column.push_back(depends[k] ? d[k] : Expr(0.0));
    }
    out.push_back(std::move(column));
  }
  return out;
}

Gradient gradient(const Expr& e) {
  std::vector<Expr> order;  // children before parents
  NodeMap<int> index;
  std::vector<char> has_leaf;  // the node depends on a Variable or Der leaf
  post_order({e}, [&](const Expr& n) {
    bool leafy = n.op() == Op::Variable || n.op() == Op::Der;
    if (n.op() != Op::Der)
      for (int i = 0; i < n.num_args() && !leafy; ++i) leafy = has_leaf[index.at(n.arg(i).id())];
    index.emplace(n.id(), static_cast<int>(order.size()));
    order.push_back(n);
    has_leaf.push_back(leafy ? 1 : 0);
  });
  // A choice (if-then-else, min, max) may leave a branch not taken with an
  // infinite partial derivative (the magnitude sqrt(x^2 + y^2) at 0, guarded
  // by x^2 + y^2 > 0): forward sweeps drop it at the choice, a reverse sweep
  // would multiply it by the branch's zero adjoint (0 * inf = NaN).
  const bool chooses = std::any_of(order.begin(), order.end(), [&](const Expr& n) {
    if (n.op() != Op::IfElse && n.op() != Op::Min && n.op() != Op::Max) return false;
    for (int i = 0; i < n.num_args(); ++i)
      if (has_leaf[static_cast<std::size_t>(index.at(n.arg(i).id()))]) return true;
    return false;
  });
  if (chooses) {
    std::vector<std::pair<Expr, Expr>> out;
    for (const Expr& n : order)
      if (n.op() == Op::Variable || n.op() == Op::Der) out.emplace_back(n, partial(e, n));
    return out;
  }
  std::vector<Expr> adjoint(order.size());  // d e / d node; 0 until a parent contributes
  adjoint.back() = Expr(1.0);
  for (std::size_t k = order.size(); k-- > 0;) {
    const Expr& n = order[k];
    const Expr a = adjoint[k];
    if (a.is_constant(0) || n.op() == Op::Der) continue;
    // The contribution is built only for a child that depends on a leaf:
    // a product's factor of parameters would otherwise cost a node per visit.
    auto add = [&](const Expr& child, auto&& contribution) {
      const int c = index.at(child.id());
      if (!has_leaf[static_cast<std::size_t>(c)]) return;
      Expr& slot = adjoint[static_cast<std::size_t>(c)];
      slot = slot.is_constant(0) ? contribution() : slot + contribution();
    };
    const int args = n.num_args();
    const Expr x = args > 0 ? n.arg(0) : Expr();
    const Expr y = args > 1 ? n.arg(1) : Expr();
    switch (n.op()) {
      case Op::Add:
        add(x, [&] { return a; });
        add(y, [&] { return a; });
        break;
      case Op::Sub:
        add(x, [&] { return a; });
        add(y, [&] { return -a; });
        break;
      case Op::Mul:
        add(x, [&] { return a * y; });
        add(y, [&] { return a * x; });
        break;
      case Op::Div:
        add(x, [&] { return a / y; });
        add(y, [&] { return -(a * x / (y * y)); });
        break;
      case Op::Neg:
        add(x, [&] { return -a; });
        break;
      case Op::Pow:
        add(x, [&] { return a * (y * pow(x, y - 1.0)); });
        add(y, [&] { return a * (n * log(x)); });
        break;
      case Op::Sqrt:
        add(x, [&] { return a / (2.0 * n); });
        break;
      case Op::Exp:
        add(x, [&] { return a * n; });
        break;
      case Op::Log:
        add(x, [&] { return a / x; });
        break;
      case Op::Sin:
        add(x, [&] { return a * cos(x); });
        break;
      case Op::Cos:
        add(x, [&] { return -(a * sin(x)); });
        break;
      case Op::Tan:
        add(x, [&] { return a / (cos(x) * cos(x)); });
        break;
      case Op::Asin:
        add(x, [&] { return a / sqrt(1.0 - x * x); });
        break;
      case Op::Acos:
        add(x, [&] { return -(a / sqrt(1.0 - x * x)); });
        break;
      case Op::Atan:
        add(x, [&] { return a / (1.0 + x * x); });
        break;
      case Op::Atan2:  // x is the y-coordinate, y the x-coordinate
        add(x, [&] { return a * y / (x * x + y * y); });
        add(y, [&] { return -(a * x / (x * x + y * y)); });
        break;
      case Op::Sinh:
        add(x, [&] { return a * cosh(x); });
        break;
      case Op::Cosh:
        add(x, [&] { return a * sinh(x); });
        break;
      case Op::Tanh:
        add(x, [&] { return a * (1.0 - n * n); });
        break;
      case Op::Abs:
        add(x, [&] { return a * sign(x); });
        break;
      case Op::NoEvent:
      case Op::WithDerivative:  // partial derivatives are those of the value
        add(x, [&] { return a; });
        break;
      case Op::Call: {
        std::vector<Expr> arguments = call_arguments(n);
        const int inputs = static_cast<int>(arguments.size());
        const auto jacobian = n.function()->jacobian_function();
        for (int j = 0; j < inputs; ++j)
          if (has_leaf[static_cast<std::size_t>(
                  index.at(arguments[static_cast<std::size_t>(j)].id()))])
            add(arguments[static_cast<std::size_t>(j)],
                [&] { return a * call(jacobian, arguments, n.call_output() * inputs + j); });
        break;
      }
      case Op::Constant:
      case Op::Parameter:
      case Op::Variable:
      case Op::Time:
      case Op::Min:  // choices: constant here, or e took the forward sweeps above
      case Op::Max:
      case Op::IfElse:
      case Op::Discrete:
      case Op::Pre:
      case Op::Sample:
      case Op::Equal:
      case Op::NotEqual:
        break;
      default:
        if (piecewise_constant(n.op())) break;
        throw InternalError("gradient: unexpected operation " + std::string(op_name(n.op())));
    }
  }
  std::vector<std::pair<Expr, Expr>> out;
  for (std::size_t k = 0; k < order.size(); ++k)
    if (order[k].op() == Op::Variable || order[k].op() == Op::Der)
      out.emplace_back(order[k], adjoint[k]);
  return out;
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
