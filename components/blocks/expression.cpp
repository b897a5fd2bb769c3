#include "components/blocks/expression.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "components/blocks/vector_signals.hpp"
#include "core/errors.hpp"
#include "core/expr/print.hpp"
#include "core/expr/traversal.hpp"

namespace acausal::blocks {

namespace {
// A symbol that is neither an input nor time would tie the block to a
// variable it has no port for, or to a parameter nobody declared.
void check_leaves(const Component& c, const std::vector<Expr>& f, const std::vector<Expr>& u) {
  post_order(
      f,
      [&](const Expr& n) {
        if (n.op() != Op::Variable && n.op() != Op::Parameter) return;
        if (std::any_of(u.begin(), u.end(), [&](const Expr& ui) { return ui.same(n); })) return;
        throw ModelError(fmt::format(
            "Expression '{}': f uses {} '{}', which is not an input of the block; write f with "
            "its arguments u and t and constants only (connect other signals to inputs)",
            c.path(), n.op() == Op::Variable ? "variable" : "parameter", to_string(n)));
      },
      /*descend_into_der=*/true);
}
// "u[1]".."u[n]", or "u" when n = 1: as FunctionBlock names its ports, so
// that either can replace the other.
std::vector<signal::RealSignal> declare(Component& c, const char* name, std::size_t n, bool input) {
  if (n != 1) return input ? declare_inputs(c, name, n) : declare_outputs(c, name, n);
  return {input ? signal::declare_input(c, name) : signal::declare_output(c, name)};
}
}  // namespace

Expression::Expression(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(declare(*this, "u", p.inputs, true)),
      y(declare(*this, "y", p.outputs, false)) {
  if (p.outputs == 0)
    throw ModelError(
        fmt::format("Expression '{}': outputs = 0; give the block at least one output", path()));
  if (!p.f)
    throw ModelError(fmt::format(
        "Expression '{}': no function f given; set Params::f to a function of (u, t) returning "
        "{} expression(s)",
        path(), p.outputs));
  const std::vector<Expr> inputs = values(u);
  const std::vector<Expr> f = p.f(std::span<const Expr>(inputs), Expr::time());
  if (f.size() != y.size())
    throw ModelError(fmt::format(
        "Expression '{}': f returned {} expression(s) for {} output(s); return one per output "
        "or set outputs = {}",
        path(), f.size(), y.size(), f.size()));
  check_leaves(*this, f, inputs);
  for (std::size_t i = 0; i < y.size(); ++i) equation(y[i].value, f[i]);
}

}  // namespace acausal::blocks
