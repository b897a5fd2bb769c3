#include "components/blocks/continuous.hpp"

namespace acausal::blocks {

PI::PI(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")),
      x(variable("x", {.description = "state of block", .start = p.x_start})) {
  Expr k = parameter("k", p.k, {"1", "gain"});
  Expr T = parameter("T", p.T, {"s", "time constant of integrator", ParameterCheck::Positive});
  Expr x_start = parameter("x_start", p.x_start, {"", "initial or guess value of state"});
  Expr y_start = parameter("y_start", p.y_start, {"", "initial value of output"});
  equation(der(x), u.value / T);
  equation(y.value, k * (x + u.value));
  switch (p.init_type) {
    case Init::NoInit:
      break;
    case Init::SteadyState:
      initial_equation(der(x), 0.0);
      break;
    case Init::InitialState:
      initial_equation(x, x_start);
      break;
    case Init::InitialOutput:
      initial_equation(y.value, y_start);
      break;
  }
}

}  // namespace acausal::blocks
