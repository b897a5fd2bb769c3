#include "components/blocks/continuous.hpp"

namespace acausal::blocks {

Integrator::Integrator(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  Expr k = parameter("k", p.k, {"1", "integrator gain"});
  Expr y_start =
      parameter("y_start", p.y_start, {"", "initial or guess value of output (= state)"});
  find_variable("y")->options.start = p.y_start;
  equation(der(y.value), k * u.value);
  if (p.fixed) initial_equation(y.value, y_start);
}

}  // namespace acausal::blocks
