#include "core/expr/evaluate.hpp"

#include "core/expr/external_function.hpp"
#include "core/expr/traversal.hpp"

namespace acausal {

double evaluate(const Expr& e, const LeafValue& leaf_value) {
  NodeMap<double> value;
  post_order({e}, [&](const Expr& n) {
    if (n.op() == Op::Pre || n.op() == Op::Sample) {  // leaves for evaluation
      value.emplace(n.id(), leaf_value(n));
      return;
    }
    double v = 0.0;
    switch (n.op()) {
      case Op::Constant:
        v = n.value();
        break;
      case Op::Variable:
      case Op::Parameter:
      case Op::Time:
      case Op::Der:
        v = leaf_value(n);
        break;
      case Op::Call: {
        std::vector<double> u, y(static_cast<std::size_t>(n.function()->num_outputs()));
        for (int i = 0; i < n.num_args(); ++i) u.push_back(value.at(n.arg(i).id()));
        n.function()->evaluate(u, y);
        v = y[static_cast<std::size_t>(n.call_output())];
        break;
      }
      default: {
        double a[3] = {0, 0, 0};
        for (int i = 0; i < n.num_args(); ++i) a[i] = value.at(n.arg(i).id());
        v = apply_op(n.op(), a[0], a[1], a[2]);
      }
    }
    value.emplace(n.id(), v);
  });
  return value.at(e.id());
}

}  // namespace acausal
