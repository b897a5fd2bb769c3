#include "components/blocks/continuous.hpp"

namespace acausal::blocks {

FirstOrder::FirstOrder(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  Expr k = parameter("k", p.k, {"1", "gain"});
  Expr T = parameter("T", p.T, {"s", "time constant", ParameterCheck::Positive});
  Expr y_start =
      parameter("y_start", p.y_start, {"", "initial or guess value of output (= state)"});
  find_variable("y")->options.start = p.y_start;
  equation(der(y.value), (k * u.value - y.value) / T);
  switch (p.init_type) {
    case Init::NoInit:
      break;
    case Init::SteadyState:
      initial_equation(der(y.value), 0.0);
      break;
    case Init::InitialState:
    case Init::InitialOutput:
      initial_equation(y.value, y_start);
      break;
  }
}

}  // namespace acausal::blocks
